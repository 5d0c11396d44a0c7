// Spec §4 Login: short-lived access tokens are refreshed in the background; the user is never sent back to the
// sign-in form while the session lasts. Tokens shorter-lived than the refresh margins do not cost a token
// request per call, and services that keep refusing the session get one exchange, one retry, then the sign-in prompt.
// 401s that arrive one by one while a screen loads are blips, not the session's end.
import { expect, test, type Page, type Request, openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const accessTokenSeconds = 5;

test('the portal keeps working after the access token expired, without signing in again', async ({ page, request }) => {
  const configured = await request.put('/__sandbox/config', { data: { accessTokenSeconds } });
  expect(configured.ok()).toBe(true);
  expect((await configured.json()) as unknown).toMatchObject({ accessTokenSeconds });

  await openAndSignIn(page, 'bob');
  await expect(landingHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/directaccess\?org=1$/);

  const signInPages: string[] = [];
  const refreshes: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/protocol/openid-connect/auth')) signInPages.push(frame.url());
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/protocol/openid-connect/token')) {
      refreshes.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
    }
  });

  // Time has to pass for the token to expire; nothing on the page can be waited for instead.
  await page.waitForTimeout((accessTokenSeconds + 3) * 1000);

  await page.goto('/#/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/#/home?org=1');
  await expect(landingHeading(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Organization: Acme' })).toBeVisible();

  await expect(page.getByLabel('Username or email')).toHaveCount(0);
  expect(signInPages, 'no sign-in page after the token expired').toEqual([]);
  expect(refreshes, 'the expired access token was refreshed with the refresh token').toContain('refresh_token');
});

const tokenEndpoint = '/protocol/openid-connect/token';
const umaGrant = 'urn:ietf:params:oauth:grant-type:uma-ticket';

/** Every token request (by grant type) and every service call the page makes from now on. */
function watchNetwork(page: Page) {
  const tokenRequests: string[] = [];
  const serviceCalls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'POST' && url.pathname.endsWith(tokenEndpoint)) {
      tokenRequests.push(new URLSearchParams(sent.postData() ?? '').get('grant_type') ?? '');
    } else if (url.pathname.startsWith('/svc/') && sent.method() !== 'OPTIONS') serviceCalls.push(`${sent.method()} ${url.pathname}`);
  });
  return { tokenRequests, serviceCalls };
}

const liveTemperature = (page: Page) =>
  page.locator('[data-widget-type="ValueWgt"]').filter({ hasText: 'Temperature' }).locator('output');

test('20 s tokens on a live dashboard: a few token requests, not one per call', async ({ page, request }) => {
  expect((await request.put('/__sandbox/config', { data: { accessTokenSeconds: 20 } })).ok()).toBe(true);
  await openAndSignIn(page, 'bob', '/#/dashboards/dsh-boiler-hall-a?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  await expect(liveTemperature(page)).toHaveText(/°C$/);

  const { tokenRequests, serviceCalls } = watchNetwork(page);
  // The live values are read every second; the tokens have to age past their margins, so time has to pass.
  await page.waitForTimeout(25_000);
  await expect(liveTemperature(page)).toHaveText(/°C$/);

  console.log(`20 s tokens: ${tokenRequests.length} token requests (${tokenRequests.join(', ')}) for ${serviceCalls.length} service calls`);
  expect(serviceCalls.length).toBeGreaterThanOrEqual(20);
  // Each token is used for half its life (10 s): about one exchange and one refresh per 10 s, not two per call.
  expect(tokenRequests.length).toBeLessThanOrEqual(8);
  expect(tokenRequests.length * 3).toBeLessThan(serviceCalls.length);
  await expect(page.getByLabel('Username or email')).toHaveCount(0);
});

test('services that keep refusing the session: one exchange, one retry, then the sign-in prompt', async ({ page, request }) => {
  await openAndSignIn(page, 'bob', '/#/dashboards/dsh-boiler-hall-a?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  await expect(liveTemperature(page)).toHaveText(/°C$/);

  const { tokenRequests, serviceCalls } = watchNetwork(page);
  // Every live-value read is refused from now on, whatever token it carries.
  expect((await request.put('/__sandbox/faults', { data: { 'GET /tags': { status: 401 } } })).ok()).toBe(true);

  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  const prompt = page.getByRole('alert').filter({ has: signInButton });
  const signInAgain = prompt.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signInAgain).toBeVisible();
  await expect(prompt).toContainText('Your session has expired. Sign in again.');
  const callsAtPrompt = serviceCalls.length;
  // The live view would read every second; once the session is over nothing is sent or exchanged any more.
  await page.waitForTimeout(5_000);
  expect(tokenRequests).toEqual([umaGrant]);
  expect(serviceCalls.length).toBe(callsAtPrompt);
  const tagReads = serviceCalls.filter((call) => call.endsWith('/tags'));
  expect(tagReads.length, 'each refused read is retried once at most').toBeLessThanOrEqual(4);

  // The button signs in again (the identity provider's session still lives, so without the form) and returns
  // to the same dashboard, working again.
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
  await signInAgain.click();
  await expect(page).toHaveURL(/#\/dashboards\/dsh-boiler-hall-a\?org=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  await expect(liveTemperature(page)).toHaveText(/°C$/);
  await expect(signInAgain).toHaveCount(0);
});

test('each of the dashboard viewer’s calls refused once, spread over 1–3 s: the dashboard shows, no sign-in prompt', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dashboard = '/#/dashboards/dsh-boiler-hall-a?org=1';
  const heading = page.getByRole('heading', { level: 1, name: 'Boiler hall A' });
  await openAndSignIn(page, 'bob');
  await expect(landingHeading(page)).toBeVisible();

  // The calls the viewer makes as it opens, in stages (the dashboard, then its widgets' data), read from a visit.
  const viewerCalls = new Set<string>();
  const recordCall = (sent: Request) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/svc/') && sent.method() !== 'OPTIONS') viewerCalls.add(`${sent.method()} ${pathname}`);
  };
  page.on('request', recordCall);
  await page.goto(dashboard);
  await expect(heading).toBeVisible();
  await expect(liveTemperature(page)).toHaveText(/°C$/);
  page.off('request', recordCall);
  const calls = [...viewerCalls];
  expect(calls.length, calls.join(', ')).toBeGreaterThanOrEqual(4);

  // A fresh page at the landing screen, then each viewer call refused once, the refusals spread from 1 s to 3 s,
  // whatever token the call carries.
  await page.goto('/#/directaccess?org=1');
  await page.reload();
  await expect(landingHeading(page)).toBeVisible();
  const spread = (index: number) => 1_000 + Math.round((index * 2_000) / (calls.length - 1));
  const faults = Object.fromEntries(calls.map((call, index) => [call, { status: 401, times: 1, delay: spread(index) }]));
  expect((await request.put('/__sandbox/faults', { data: faults })).ok()).toBe(true);
  const refused = new Set<string>();
  page.on('response', (answer) => {
    const key = `${answer.request().method()} ${new URL(answer.url()).pathname}`;
    if (answer.status() === 401 && viewerCalls.has(key)) refused.add(key);
  });
  const { tokenRequests } = watchNetwork(page);
  await page.goto(dashboard);

  // Waiting for the staged refusals: a few seconds each.
  await expect(heading).toBeVisible({ timeout: 45_000 });
  await expect(liveTemperature(page)).toHaveText(/°C$/, { timeout: 45_000 });
  await expect(page.locator('[data-widget-type="TrendWgt"]').getByRole('img')).toHaveAccessibleName(/Temperature, last hour: \d+ samples/);
  // The dashboard's and its device's calls are the viewer's alone, each refused once; the shell's (organisations,
  // the alarm count on a timer) may be cut short by the navigation, which spends their fault unanswered.
  const ownCalls = calls.filter((call) => /dsh-boiler-hall-a|dev-acme-boiler-1/.test(call));
  expect(ownCalls.length).toBeGreaterThanOrEqual(4);
  await expect.poll(() => ownCalls.filter((call) => !refused.has(call)), { message: 'each of the viewer’s own calls refused' }).toEqual([]);
  await expect(page.getByText('Your session has expired. Sign in again.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  // Each refused call shared the exchange in flight or started one new one.
  expect(tokenRequests.filter((grant) => grant === umaGrant).length).toBeLessThanOrEqual(refused.size);
  console.log(`staggered 401s: ${refused.size} viewer calls refused once each (${[...refused].join(', ')}), ${tokenRequests.length} token requests`);
});
