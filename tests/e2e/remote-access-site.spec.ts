// Spec §2 /login, §4 "Remote-access site", §7, §9: the name login signs into the remote-access site on both
// VPN proxies, the portal pings the site every 180 s (the page's clock driven by the test), and signing out posts the
// site's logout before the identity provider ends the session. The sandbox records every site call
// (`GET /__sandbox/vpn/site`, sandbox/README.md).
import { expect, test, type APIRequestContext, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

interface SiteCall {
  proxy: string;
  call: 'login' | 'ping' | 'logout';
  username?: string;
  status: number;
}

async function siteCalls(request: APIRequestContext, call: SiteCall['call']): Promise<Array<Omit<SiteCall, 'call'>>> {
  const { calls } = (await (await request.get('/__sandbox/vpn/site')).json()) as { calls: SiteCall[] };
  return calls
    .filter((recorded) => recorded.call === call)
    .map(({ proxy, username, status }) => ({ proxy, username, status }))
    .sort((a, b) => a.proxy.localeCompare(b.proxy));
}

const onBothProxies = (status: number) => [
  { proxy: '/svc/vpn', username: 'alice/globex', status },
  { proxy: '/svc/vpn2', username: 'alice/globex', status },
];

test('the name login signs into the remote-access site, which is pinged every 180 s and signed out of at sign-out', async ({ page, request }) => {
  await page.clock.install();
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Globex\b/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remote access' })).toBeVisible();

  await page.evaluate(() => (location.hash = '#/login?org=2'));
  await expect(page.getByRole('heading', { name: 'Sign in to remote access' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByLabel('Username') });
  // The username is name/domain: a bare name is refused at its field, so is an empty password, and nothing is sent.
  await form.getByLabel('Username').fill('alice');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription(/Enter your user name and organization as name\/domain\./);
  await expect(form.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription('Enter your password.');
  expect(await siteCalls(request, 'login')).toEqual([]);

  await form.getByLabel('Username').fill('alice/globex');
  await form.getByRole('textbox', { name: 'Password' }).fill('alice');
  // The page's clock stops before the sign-in, so the keep-alive's 180 s count from it whatever the machine's speed.
  await page.clock.pauseAt(Date.now() + 1_000);
  await form.getByRole('button', { name: 'Sign in' }).click();
  // On home at once: the site's answer is not waited for.
  await expect(page.getByRole('heading', { level: 1, name: 'Remote access' })).toBeVisible();
  await expect.poll(() => siteCalls(request, 'login')).toEqual(onBothProxies(200));

  // Spec §9: the keep-alive every 180 s, not sooner.
  await page.clock.runFor(179_000);
  expect(await siteCalls(request, 'ping')).toEqual([]);
  await page.clock.runFor(1_000);
  await expect.poll(() => siteCalls(request, 'ping')).toEqual(onBothProxies(200));
  await page.clock.runFor(180_000);
  await expect.poll(async () => (await siteCalls(request, 'ping')).length).toBe(4);

  // The clock runs again for the menu's transitions.
  await page.clock.resume();
  await page.getByRole('button', { name: 'User menu for alice' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Username or email')).toBeVisible();
  expect(await siteCalls(request, 'logout')).toEqual(onBothProxies(204));
});
