// Issue 23, the production topology (platform facts §1): the portal on `acme.app.localhost`, the services on
// `app.localhost`, the identity provider on `auth.localhost`, each its own origin (tests/e2e/topology.ts). Sign-in,
// a dashboard, an alarm action, a gateway connect, the remote-access site's session and an embedded app work across
// those origins: every call reaches the host the facts name, and the browser refuses none of them.
import { alicesDefault, expect, landingHeading, resetSandbox, signIn, test, type APIRequestContext, type Page } from './fixtures';
import { originsOf, productionTopology, recordTraffic, type Topology, type Traffic } from './topology';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Opens `hash` on the organisation's host and signs alice in on the identity provider's host. */
async function signInOnAcme(page: Page, topology: Topology, hash = ''): Promise<void> {
  await page.goto(`${topology.portal}/${hash}`);
  await expect(page.getByRole('heading', { name: /^Sign in to / })).toBeVisible();
  expect(new URL(page.url()).origin, 'the sign-in form is the identity provider’s own page').toBe(topology.identity);
  await signIn(page, 'alice');
}

/** Every service call went to `app.localhost`, every identity call to `auth.localhost`, and none was refused. */
function expectCrossOrigin(traffic: Traffic, topology: Topology): void {
  expect(originsOf(traffic, '/svc/')).toEqual([topology.services]);
  expect(originsOf(traffic, '/auth/')).toEqual([topology.identity]);
  expect(traffic.failed).toEqual([]);
}

test('alice signs in through auth.localhost, sees her dashboard’s live values and acknowledges an alarm on acme.app.localhost', async ({
  page,
  request,
  baseURL,
}) => {
  const topology = productionTopology(baseURL);
  const traffic = recordTraffic(page);
  expect((await request.put('/__sandbox/alarms', { data: { at: '2025-03-03T09:00:00Z' } })).status()).toBe(204);

  await signInOnAcme(page, topology);
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
  expect(new URL(page.url()).origin).toBe(topology.portal);
  // The simulated boiler's temperature, read from the platform service (sandbox/devices/fleet.ts).
  await expect(page.locator('[data-widget-type="ValueWgt"]').filter({ hasText: 'Temperature' }).locator('output')).toHaveText(/^\d{2}\.\d°C$/);

  await page.evaluate(() => (location.hash = '#/alarms?org=1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select HighPressure on Boiler Hall A' }).check();
  await page.getByRole('button', { name: 'Acknowledge selected (1)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(dialog).toContainText('1 alarm acknowledged.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('checkbox', { name: 'Select HighPressure on Boiler Hall A' })).toHaveCount(0);

  expectCrossOrigin(traffic, topology);
});

interface SiteCall {
  proxy: string;
  call: 'login' | 'ping' | 'logout';
  status: number;
}

async function siteStatuses(request: APIRequestContext, call: SiteCall['call']): Promise<number[]> {
  const { calls } = (await (await request.get('/__sandbox/vpn/site')).json()) as { calls: SiteCall[] };
  return calls.filter((recorded) => recorded.call === call).map((recorded) => recorded.status);
}

test('alice connects to a gateway, and the remote-access site keeps its session cookie across origins', async ({ page, request, baseURL }) => {
  const topology = productionTopology(baseURL);
  const traffic = recordTraffic(page);
  await page.clock.install();

  await signInOnAcme(page, topology, '#/vpn?org=1&gateway=gw-acme-boiler');
  const panel = page.getByRole('dialog', { name: 'Gateway Boiler room gateway' });
  await panel.getByRole('button', { name: 'Connect to Boiler room gateway' }).click();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByText('Connected to Boiler room gateway')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Device addresses' })).toHaveText(/10\.9\.0\.11\s*10\.9\.0\.12/);
  await panel.getByRole('button', { name: 'Disconnect' }).click();
  await expect(panel.getByRole('button', { name: 'Connect to Boiler room gateway' })).toBeEnabled();

  // The site's session is a cookie of app.localhost: stored from the login's answer and sent with the keep-alive,
  // which the site answers 401 without it.
  await page.evaluate(() => (location.hash = '#/login?org=1'));
  const form = page.locator('form').filter({ has: page.getByLabel('Username') });
  await form.getByLabel('Username').fill('alice/acme');
  await form.getByRole('textbox', { name: 'Password' }).fill('alice');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => siteStatuses(request, 'login')).toEqual([200, 200]);
  await page.clock.runFor(180_000);
  await expect.poll(() => siteStatuses(request, 'ping')).toEqual([200, 200]);

  expectCrossOrigin(traffic, topology);
});

test('alice installs the line monitor on acme.app.localhost and it opens with her context', async ({ page, baseURL }) => {
  const topology = productionTopology(baseURL);
  const traffic = recordTraffic(page);

  await signInOnAcme(page, topology, '#/store?org=1');
  await page.getByRole('listitem', { name: 'Line monitor' }).getByRole('link', { name: 'About Line monitor' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await page.getByRole('link', { name: 'Open Line monitor' }).click();

  const monitor = page.frameLocator('iframe[title="Line monitor"]');
  await expect(monitor.getByText('Connected to the portal.')).toBeVisible();
  await expect(monitor.getByText('acme (1)')).toBeVisible();
  // Its own token, issued by the identity provider for the app.
  await expect(monitor.getByText('corvina-app-line-monitor')).toBeVisible();

  expectCrossOrigin(traffic, topology);
});
