// Remote applications and endpoints: alice creates an SSH application in globex (a port out of range refused at its
// field, then corrected), adds it to the default profile, launches it on the press line's PLC and sees the command
// handed to the companion app, and learns why a launch on an offline gateway cannot open; she adds an endpoint to the
// paint shop gateway (an address out of range refused at its field) and deletes it again; she creates a profile of
// her own (a missing name refused at its field).
import { expect, test, type Page, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

async function enterGlobexTab(page: Page, tab: string) {
  await openAndSignIn(page, 'alice', `/#/vpn?org=2&tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Remote access' })).toBeVisible();
}

test('alice creates an SSH application, adds it to a profile and launches it on an endpoint', async ({ page }) => {
  await enterGlobexTab(page, 'applications');
  await expect(page.getByRole('table', { name: 'Remote applications' })).toContainText('Web panel');

  await page.getByRole('button', { name: 'New application' }).click();
  const form = page.getByRole('dialog', { name: 'New remote application' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Line shell');
  await expect(form.getByLabel('Type')).toHaveValue('SSH');
  await expect(form.getByLabel('Port')).toHaveValue('22');
  const writes: string[] = [];
  page.on('request', (sent) => sent.method() === 'POST' && sent.url().includes('/domains/globex/actions') && writes.push(sent.url()));
  await form.getByLabel('Port').fill('70000');
  await form.getByRole('button', { name: 'Save application' }).click();
  await expect(form.getByText('Enter a whole number from 1 to 65535.')).toBeVisible();
  await expect(form.getByLabel('Port')).toBeFocused();
  await expect(form.getByLabel('Port')).toHaveValue('70000');
  expect(writes).toEqual([]);
  await form.getByLabel('Port').fill('2222');
  await form.getByLabel('User name').fill('service');
  await form.getByRole('button', { name: 'Save application' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('table', { name: 'Remote applications' }).getByRole('row', { name: /Line shell/ })).toContainText('TCP 2222');

  await page.getByRole('tab', { name: 'Profiles' }).click();
  await page.getByRole('button', { name: 'Edit Standard' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit application profile' });
  await profile.getByRole('checkbox', { name: 'Line shell (SSH)' }).check();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile).toBeHidden();
  await expect(page.getByRole('table', { name: 'Application profiles' }).getByRole('row', { name: /Standard/ })).toContainText('Line shell');

  await page.getByRole('tab', { name: 'Gateways and endpoints' }).click();
  await page.getByRole('button', { name: 'Press line gateway' }).click();
  const panel = page.getByRole('dialog', { name: 'Gateway Press line gateway' });
  await panel.getByRole('button', { name: 'Applications on Press PLC' }).click();
  const launcher = page.getByRole('dialog', { name: 'Applications on Press PLC' });
  await launcher.getByRole('button', { name: 'Launch Line shell on Press PLC' }).click();
  const handed = launcher.getByRole('status', { name: 'Line shell on Press PLC' });
  await expect(handed).toContainText('Ready for the companion app');
  await expect(handed).toContainText('ssh -p 2222 service@10.8.0.11');
  const link = handed.getByRole('link', { name: 'Open Line shell in the companion app' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith('corvina-connect://execute?actions=')).toBe(true);
  expect(JSON.parse(new URL(href).searchParams.get('actions') ?? '[]')).toEqual([{ type: 'run', command: 'ssh', arguments: ['-p', '2222', 'service@10.8.0.11'] }]);
});

test('alice adds an endpoint to a gateway and deletes it', async ({ page }) => {
  await enterGlobexTab(page, 'endpoints');
  await page.getByRole('button', { name: 'Paint shop gateway' }).click();
  const panel = page.getByRole('dialog', { name: 'Gateway Paint shop gateway' });
  const endpoints = panel.getByRole('table', { name: 'Endpoints' });
  await expect(endpoints).toContainText('Paint robot');

  await panel.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'New endpoint on Paint shop gateway' });
  await form.getByLabel('Endpoint name').fill('Paint camera');
  await form.getByLabel('Device address').fill('10.8.1.300');
  await expect(form.getByLabel('Profile')).toHaveValue('profile-globex-standard');
  await form.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(form.getByText('Enter an IPv4 address: four numbers from 0 to 255, e.g. 192.168.1.20.')).toBeVisible();
  await form.getByLabel('Device address').fill('10.8.1.30');
  await form.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(form).toBeHidden();
  await expect(endpoints.getByRole('rowheader', { name: 'Paint camera' })).toBeVisible();

  await panel.getByRole('button', { name: 'Delete Paint camera' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete endpoint' });
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(confirm).toBeHidden();
  await expect(endpoints.getByRole('rowheader')).toHaveText(['Paint robot']);
});

test('alice creates an application profile that offers the service shell', async ({ page }) => {
  await enterGlobexTab(page, 'profiles');
  const profiles = page.getByRole('table', { name: 'Application profiles' });
  await expect(profiles).toContainText('Standard');

  await page.getByRole('button', { name: 'New profile' }).click();
  const form = page.getByRole('dialog', { name: 'New application profile' });
  const saves: string[] = [];
  page.on('request', (sent) => sent.method() === 'POST' && sent.url().includes('/globex') && sent.url().includes('rofile') && saves.push(sent.url()));
  // A profile without a name is refused at its field, nothing sent.
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Enter a name.')).toBeVisible();
  expect(saves).toEqual([]);
  await form.getByRole('textbox', { name: 'Name' }).fill('Night shift');
  await form.getByRole('textbox', { name: 'Description' }).fill('What the night technicians open.');
  await form.getByRole('checkbox', { name: 'Service shell (Telnet)' }).check();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form).toBeHidden();
  expect(saves).toHaveLength(1);
  await expect(profiles.getByRole('row', { name: /Night shift/ })).toContainText('Service shell');
});

test('a launch on an offline gateway says why it cannot open', async ({ page }) => {
  await enterGlobexTab(page, 'endpoints');
  await page.getByRole('button', { name: 'Silo gateway' }).click();
  const panel = page.getByRole('dialog', { name: 'Gateway Silo gateway' });
  await panel.getByRole('button', { name: 'Applications on Silo level sensor' }).click();
  const launcher = page.getByRole('dialog', { name: 'Applications on Silo level sensor' });
  await launcher.getByRole('button', { name: 'Launch Web panel on Silo level sensor' }).click();
  await expect(launcher.getByText('The gateway is offline, or Web panel has no program for your operating system.')).toBeVisible();
  await expect(launcher.getByText(/conflicts with the current data/)).toHaveCount(0);
});
