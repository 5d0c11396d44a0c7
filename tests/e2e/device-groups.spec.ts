// Issue 10, the groups tab of /devices: alice reads the organisation's device groups with their tags and members and
// opens a member beside the fleet; bob, who may not read device groups, is offered no groups tab.
import { expect, test } from '@playwright/test';
import { openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('alice reads the groups with their tags and members and opens a member', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/devices?org=1');
  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/tab=groups/);
  const groups = page.getByRole('table', { name: 'Device groups' });
  const heating = groups.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Heating' }) });
  await expect(heating).toContainText('heating, winter-service');
  await expect(heating.getByRole('list', { name: 'Members of Heating' }).getByRole('listitem')).toHaveText(['Boiler Hall A', 'Boiler Hall B', 'North Boiler']);

  await heating.getByRole('button', { name: 'Open North Boiler' }).click();
  const panel = page.getByRole('dialog', { name: 'Device North Boiler' });
  await expect(panel.locator('dl')).toContainText('Heating');
  await expect(page.getByRole('tab', { name: 'Fleet' })).toHaveAttribute('aria-selected', 'true');
});

test('bob reads the fleet and the models, without a groups tab or a way to change a model', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/devices?org=1&tab=groups');
  await expect(page.getByRole('table', { name: 'Devices' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Groups' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Models and presets' }).click();
  await expect(page.getByRole('table', { name: 'Models' }).getByRole('rowheader', { name: 'Chiller 1.0.0' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New model' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Chiller 1.0.0' })).toHaveCount(0);
});
