// Remote access (first slice): alice enters globex (VPN only) and lands on its gateways, narrows them on
// the server, connects to a gateway that asks for a one-time password (a malformed one refused at the field, a wrong
// one refused by the service, the right one connects and shows the device addresses), sees it in the gateway's log,
// and disconnects; a 503 while connecting leaves the gateway disconnected and says so; bob reads acme's gateways and
// finds the one alice holds in use; alice ends the connection she left open.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const names = (page: Page) => page.getByRole('table', { name: 'Gateways' }).locator('tbody th');
const row = (page: Page, name: string) => page.getByRole('table', { name: 'Gateways' }).locator('tbody tr').filter({ hasText: name });

async function enterGlobex(page: Page) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Globex\b/ }).click();
  await expect(page).toHaveURL(/#\/vpn-devices\?org=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Remote access' })).toBeVisible();
}

test('alice lands on globex’s gateways and narrows them by status and name on the server', async ({ page }) => {
  await enterGlobex(page);
  await expect(names(page)).toHaveText(['Loading dock gateway', 'Paint shop gateway', 'Press line gateway', 'Silo gateway']);
  // "Last seen" by the service's clock: the silo gateway went silent three hours ago.
  await expect(row(page, 'Silo gateway')).toContainText('Offline');
  await expect(row(page, 'Silo gateway')).toContainText('3 hours ago');

  const lists: string[] = [];
  page.on('request', (request) => request.url().includes('/svc/vpn2/api/v1/gateways/globex?') && lists.push(request.url()));
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Offline' });
  await expect(names(page)).toHaveText(['Loading dock gateway', 'Silo gateway']);
  await expect(page).toHaveURL(/status=offline/);
  await page.getByLabel('Search gateways').fill('silo');
  await expect(names(page)).toHaveText(['Silo gateway']);
  expect(lists.some((url) => url.includes('status=offline') && url.includes('nameFilter=silo'))).toBe(true);
});

test('alice connects to a gateway with a one-time password, sees it in the log, and disconnects', async ({ page, request }) => {
  await enterGlobex(page);
  await page.getByRole('button', { name: 'Press line gateway' }).click();
  const panel = page.getByRole('dialog', { name: 'Gateway Press line gateway' });
  await expect(panel.getByRole('table', { name: 'Endpoints' })).toContainText('Press PLC');
  await expect(panel.getByText('No one connected to this gateway in this range.')).toBeVisible();

  await panel.getByRole('button', { name: 'Connect to Press line gateway' }).click();
  await expect(panel.getByText('Remote access runs through Corvina Connect 4.2.0 or newer on this computer.')).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Download / })).toHaveAttribute('href', /downloads\.example/);
  // Each step takes the keyboard on from its first control.
  await expect(panel.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  const otp = panel.getByRole('textbox', { name: 'One-time password' });
  await expect(otp).toBeFocused();
  const checks: string[] = [];
  page.on('request', (sent) => sent.url().includes('/checkotp') && checks.push(sent.url()));
  await otp.fill('12a');
  await panel.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(panel.getByText('Enter the six digits of the one-time password.')).toBeVisible();
  expect(checks).toEqual([]);

  // Never issued: the sandbox hands out 100000–999999.
  await otp.fill('000000');
  await panel.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(panel.getByText('This one-time password does not open the gateway. Check it, or ask for a new one.')).toBeVisible();
  await expect(otp).toHaveValue('000000');

  const issued = await request.get('/__sandbox/vpn/otp/globex/gw-globex-press');
  const { otp: valid } = (await issued.json()) as { otp: string };
  await otp.fill(valid);
  await panel.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(panel.getByText('Connected to Press line gateway')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Device addresses' })).toHaveText(/10\.8\.0\.11\s*10\.8\.0\.12/);
  const log = panel.getByRole('table', { name: 'Gateway log' });
  await expect(log.locator('tbody tr')).toHaveCount(1);
  await expect(log.locator('tbody tr').first()).toContainText('alice');
  await expect(log.locator('tbody tr').first()).toContainText('Connected');
  await expect(row(page, 'Press line gateway')).toContainText('Connected');

  await panel.getByRole('button', { name: 'Disconnect' }).click();
  await expect(panel.getByRole('button', { name: 'Connect to Press line gateway' })).toBeEnabled();
  await expect(log.locator('tbody tr')).toHaveCount(2);
  await expect(log.locator('tbody tr').first()).toContainText('Disconnected');
  await expect(row(page, 'Press line gateway')).toContainText('Online');
});

test('a 503 while connecting leaves the gateway disconnected and says so', async ({ page, request }) => {
  expect((await request.put('/__sandbox/faults', { data: { 'GET /gw-globex-paint/connect': { status: 503, times: 1 } } })).status()).toBe(204);
  await enterGlobex(page);
  await page.getByRole('button', { name: 'Paint shop gateway' }).click();
  const panel = page.getByRole('dialog', { name: 'Gateway Paint shop gateway' });
  await panel.getByRole('button', { name: 'Connect to Paint shop gateway' }).click();
  await panel.getByRole('button', { name: 'Continue' }).click();

  const failure = panel.getByRole('alert');
  await expect(failure).toContainText('Not connected: Paint shop gateway stays disconnected');
  await expect(failure).toContainText('The service had a problem. Try again later.');
  await expect(panel.getByRole('button', { name: 'Connect to Paint shop gateway' })).toBeEnabled();
  await expect(panel.getByText('No one connected to this gateway in this range.')).toBeVisible();
  await expect(row(page, 'Paint shop gateway')).toContainText('Online');

  // The fault was once: trying again connects.
  await panel.getByRole('button', { name: 'Connect to Paint shop gateway' }).click();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByText('Connected to Paint shop gateway')).toBeVisible();
});

test('bob reads acme’s gateways, and only acme’s', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  await page.getByRole('navigation').getByRole('link', { name: 'Remote access' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remote access' })).toBeVisible();
  // The cooling tower goes online and offline by itself (sandbox/README.md): only its name is relied on.
  await expect(names(page)).toHaveText(['Boiler room gateway', 'Cooling tower gateway', 'Test bench gateway', 'Yard gateway']);
  // alice holds the test bench: bob finds it in use and cannot connect.
  await expect(row(page, 'Test bench gateway')).toContainText('In use');
  await page.getByRole('button', { name: 'Test bench gateway' }).click();
  const panel = page.getByRole('dialog', { name: 'Gateway Test bench gateway' });
  await expect(panel.getByRole('button', { name: 'Connect to Test bench gateway' })).toBeDisabled();
  // A reader changes nothing: no maintenance.
  await expect(panel.getByRole('button', { name: 'Reset VPN connection' })).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: 'Activation key' })).toHaveCount(0);
});

test('alice finds the connection she left open and ends it', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/vpn?org=1&gateway=gw-acme-bench');
  const panel = page.getByRole('dialog', { name: 'Gateway Test bench gateway' });
  await expect(panel.getByText('Connected to Test bench gateway')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Device addresses' })).toHaveText('10.9.2.11');
  await expect(panel.getByRole('table', { name: 'Gateway log' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a connected gateway beside the list');
  await panel.getByRole('button', { name: 'Disconnect' }).click();
  await expect(panel.getByRole('button', { name: 'Connect to Test bench gateway' })).toBeEnabled();
  await expect(panel.getByRole('table', { name: 'Gateway log' }).locator('tbody tr').first()).toContainText('Disconnected');
});

test('alice downloads a gateway’s edge configuration with the name the service gave, and resets its connection', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/vpn?org=1&gateway=gw-acme-bench');
  const panel = page.getByRole('dialog', { name: 'Gateway Test bench gateway' });
  const key = panel.getByRole('textbox', { name: 'Activation key' });
  await key.fill('two words');
  await panel.getByRole('button', { name: 'Download edge configuration' }).click();
  await expect(panel.getByText('An activation key holds only letters, digits and dashes.')).toBeVisible();

  await key.fill('ACME-7H2K-4M9P');
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download edge configuration' }).click()]);
  expect(download.suggestedFilename()).toBe('edge-gw-acme-bench.conf');
  await expect(panel.getByText('Downloaded edge-gw-acme-bench.conf.')).toBeVisible();

  await panel.getByRole('button', { name: 'Reset VPN connection' }).click();
  // It drops whoever is connected, so it asks first.
  const confirm = page.getByRole('dialog', { name: 'Reset the VPN connection?' });
  await expect(confirm).toContainText('Whoever is connected to this gateway is dropped and has to connect again.');
  await confirm.getByRole('button', { name: 'Reset connection' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(panel.getByText('The VPN connection was reset: whoever was connected has been dropped.')).toBeVisible();
  // Her own connection was one of them.
  await expect(panel.getByText('Connected to Test bench gateway')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Connect to Test bench gateway' })).toBeEnabled();
  await expect(panel.getByRole('table', { name: 'Gateway log' }).locator('tbody tr').first()).toContainText('Disconnected');
  await expect(row(page, 'Test bench gateway')).toContainText('Online');
});
