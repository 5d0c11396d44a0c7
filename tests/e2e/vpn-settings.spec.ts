// A gateway's settings and who may reach it: alice renames a gateway (a blank name refused at its field,
// nothing sent) and chooses its preferred region, sets its virtual network behind the VPN-network-size switch (a prefix length out of range refused
// at the field) and sees its VPN IP behind show-VPN-IP; she clones another gateway's configuration onto it, naming
// the target to confirm, and is told the outcome; bob opens the boiler room, which none of his roles reaches: no
// connect is offered, the panel says why, and as a reader he finds no settings to change.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const names = (page: Page) => page.getByRole('table', { name: 'Gateways' }).locator('tbody th');

test('alice renames a gateway, sets its virtual network and clones another gateway’s configuration onto it', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/vpn?org=1&gateway=gw-acme-yard');
  const panel = page.getByRole('dialog', { name: 'Gateway Yard gateway' });
  const name = panel.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Yard gateway');
  // Behind their switches: no virtual network fields and no VPN IP yet.
  await expect(panel.getByRole('textbox', { name: 'Virtual network size' })).toHaveCount(0);
  await expect(panel.getByText('VPN IP 172.20.5.1')).toHaveCount(0);

  const patches: string[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.url()));
  await name.fill('   ');
  await panel.getByRole('button', { name: 'Save settings' }).click();
  await expect(panel.getByText('Enter a name.')).toBeVisible();
  expect(patches).toEqual([]);
  await name.fill('North yard gateway');
  await panel.getByRole('combobox', { name: 'Preferred region' }).selectOption({ label: 'US East (Virginia)' });
  await panel.getByRole('button', { name: 'Save settings' }).click();
  // The panel and the list take the new name as the gateway is read again.
  const renamed = page.getByRole('dialog', { name: 'Gateway North yard gateway' });
  await expect(renamed.getByText("The gateway's settings were saved.")).toBeVisible();
  await expect(names(page)).toHaveText(['Boiler room gateway', 'Cooling tower gateway', 'North yard gateway', 'Test bench gateway']);

  await page.evaluate(() => localStorage.setItem('experimentalFeatures', JSON.stringify({ vpnNetworkSize: true, showVpnIp: true })));
  await page.reload();
  await expect(renamed.getByText('VPN IP 172.20.5.1')).toBeVisible();
  await expect(renamed.getByRole('combobox', { name: 'Preferred region' })).toHaveValue('us-east');
  const size = renamed.getByRole('textbox', { name: 'Virtual network size' });
  await expect(size).toHaveValue('/24');
  await size.fill('31');
  await renamed.getByRole('button', { name: 'Save settings' }).click();
  await expect(renamed.getByText('Enter a whole prefix length from /16 to /30.')).toBeVisible();
  expect(patches).toHaveLength(1);
  await size.fill('28');
  await renamed.getByRole('checkbox', { name: 'Give the gateway a virtual IP' }).uncheck();
  await renamed.getByRole('button', { name: 'Save settings' }).click();
  await expect(renamed.getByText('No virtual IP')).toBeVisible();
  expect(patches).toHaveLength(2);

  // Clone the boiler room's configuration onto the yard: its one endpoint becomes the boiler room's two.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Boiler room gateway' }).click();
  const boiler = page.getByRole('dialog', { name: 'Gateway Boiler room gateway' });
  await boiler.getByRole('button', { name: 'Clone configuration to another gateway' }).click();
  const clone = page.getByRole('dialog', { name: 'Clone Boiler room gateway' });
  await clone.getByRole('combobox', { name: 'Target gateway' }).selectOption({ label: 'North yard gateway' });
  await expect(clone.getByText(/endpoints and virtual network are replaced/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the clone dialog');
  await clone.getByRole('button', { name: 'Replace the configuration of North yard gateway' }).click();
  await expect(clone).toHaveCount(0);
  await expect(boiler.getByRole('status').filter({ hasText: 'North yard gateway now has the configuration of Boiler room gateway: 2 endpoints.' })).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'North yard gateway' }).click();
  const yard = page.getByRole('dialog', { name: 'Gateway North yard gateway' });
  await expect(yard.getByRole('table', { name: 'Endpoints' }).locator('tbody th')).toHaveText(['Boiler PLC', 'Boiler HMI']);
});

test('bob may not reach the boiler room: no connect is offered, the panel says why, and he changes nothing', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/vpn?org=1&gateway=gw-acme-boiler');
  const panel = page.getByRole('dialog', { name: 'Gateway Boiler room gateway' });
  await expect(panel.getByText('You may not reach this gateway')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Connect/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Applications on Boiler PLC' })).toBeVisible();
  // A reader: no settings, clone, endpoint changes or maintenance.
  await expect(panel.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Clone configuration to another gateway' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Reset VPN connection' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'a gateway this person may not reach');

  // A gateway he may reach still offers its connect.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Yard gateway' }).click();
  await expect(page.getByRole('dialog', { name: 'Gateway Yard gateway' }).getByRole('button', { name: 'Connect to Yard gateway' })).toBeVisible();
});
