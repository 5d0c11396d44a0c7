// The production topology (platform facts §1): the portal on `acme.app.corvina.localhost`, the services on
// `app.corvina.localhost`, the identity provider on `auth.corvina.localhost`, each its own origin
// (tests/e2e/topology.ts). Sign-in (the organisation token by either strategy), a dashboard, an alarm action, a
// gateway connect, the remote-access site's session and an embedded app work across those origins: every call
// reaches the host the facts name, and the browser refuses none of them.
import { sandboxHeader } from '../../src/platform/sandboxHeader';
import { umaGrantType } from '../../src/platform/endpoints';
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

/** Every service call went to the services' host, every identity call to the provider's, and none was refused. */
function expectCrossOrigin(traffic: Traffic, topology: Topology): void {
  expect(originsOf(traffic, '/svc/')).toEqual([topology.services]);
  expect(originsOf(traffic, '/auth/')).toEqual([topology.identity]);
  expect(traffic.failed).toEqual([]);
}

test('alice signs in through the identity provider’s host, sees her dashboard’s live values and acknowledges an alarm on acme’s host', async ({
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

  // The site's session is a cookie of the services' host: stored from the login's answer and sent with the keep-alive,
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

test('alice installs the line monitor on acme’s host and it opens with her context', async ({ page, baseURL }) => {
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

test('alice enters acme with a token asked for by scope, in a frame of the identity provider’s host, and sees her dashboard', async ({
  page,
  baseURL,
}) => {
  const topology = productionTopology(baseURL);
  const traffic = recordTraffic(page);
  // The deployer's config.json chooses the scope strategy (answered as the sandbox answers it, sandbox/middleware.ts).
  await page.route('**/config.json', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', [sandboxHeader]: 'on' },
      body: JSON.stringify({ organizationToken: 'scope' }),
    }),
  );
  const silentScopes: string[] = [];
  const grants: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/protocol/openid-connect/auth') && url.searchParams.get('prompt') === 'none') {
      silentScopes.push(`${url.origin} ${url.searchParams.get('scope') ?? ''}`);
    }
    if (url.pathname.endsWith('/protocol/openid-connect/token')) grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
  });

  await signInOnAcme(page, topology);
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
  expect(new URL(page.url()).origin).toBe(topology.portal);
  await expect(page.locator('[data-widget-type="ValueWgt"]').filter({ hasText: 'Temperature' }).locator('output')).toHaveText(/^\d{2}\.\d°C$/);

  // The provider's session cookie reached its frame (one site with the portal): no second sign-in, no UMA exchange.
  expect(silentScopes).toEqual([`${topology.identity} openid org:acme`]);
  expect(grants).not.toContain(umaGrantType);
  await expect(page.locator('iframe[title="authorization"]')).toHaveCount(0);
  expectCrossOrigin(traffic, topology);
});
