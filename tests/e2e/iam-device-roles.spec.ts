// Device roles in reach: alice adds bob to acme's Maintenance group and gives the group the device role
// "Hall A technicians" (regular user on Packaging lines); the access of bob then shows Conveyor Line 2, which no
// security policy given to him groups, as reachable.
import { expect, test, type Page, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const reachOf = (page: Page, device: string) =>
  page.getByRole('dialog', { name: 'Access of bob' }).getByRole('table', { name: 'Devices and whether bob may reach them' }).getByRole('row', { name: new RegExp(device) });

test("a device role given to bob's group makes the devices of its policies reachable for him", async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/permission?org=1');
  await page.getByRole('button', { name: 'Access of bob' }).click();
  await expect(reachOf(page, 'Conveyor Line 2')).toContainText('Not reachable');
  await page.getByRole('dialog', { name: 'Access of bob' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'User groups' }).click();
  await page.getByRole('button', { name: 'Open Maintenance' }).click();
  const group = page.getByRole('dialog', { name: 'User group Maintenance' });
  await group.getByRole('textbox', { name: 'User name' }).fill('bob');
  await group.getByRole('button', { name: 'Add member' }).click();
  await expect(group.getByRole('table', { name: 'Members' }).getByRole('row', { name: /bob/ })).toContainText('Member');
  await group.getByRole('group', { name: 'Device roles' }).getByRole('checkbox', { name: 'Hall A technicians' }).check();
  await group.getByRole('button', { name: 'Review change' }).click();
  await group.getByRole('button', { name: 'Apply change' }).click();
  await expect(group.getByRole('checkbox', { name: 'Hall A technicians' })).toBeChecked();
  await expect(group.getByRole('button', { name: 'Review change' })).toBeDisabled();
  await group.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Access of bob' }).click();
  await expect(reachOf(page, 'Conveyor Line 2')).toContainText('Reachable');
  await expect(reachOf(page, 'Conveyor Line 2')).not.toContainText('Not reachable');
  await expect(reachOf(page, 'Boiler Hall B')).toContainText('Not reachable');
});
