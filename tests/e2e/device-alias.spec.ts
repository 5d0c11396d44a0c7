// Spec §7 platform controller `deviceByAlias`: bob, who only reads devices, opens a device by the alias it was
// activated with. A blank alias is refused at the field without asking the platform; a label is not an alias, and
// the field says no device has it; the alias of a device opens its panel beside the fleet.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('bob opens a device by its alias; a blank alias or a label is refused at the field', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/devices?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  const lookups: string[] = [];
  page.on('request', (sent) => sent.url().includes('/deviceByAlias/') && lookups.push(decodeURIComponent(new URL(sent.url()).pathname.split('/').at(-1) ?? '')));

  await page.getByRole('button', { name: 'Open by alias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a device by its alias' });
  const alias = dialog.getByRole('textbox', { name: 'Alias' });
  await expect(alias).toBeFocused();
  await dialog.getByRole('button', { name: 'Open device' }).click();
  await expect(dialog.getByText("Enter the device's alias.")).toBeVisible();
  expect(lookups).toEqual([]);

  await alias.fill('Conveyor Line 2');
  await alias.press('Enter');
  await expect(dialog.getByText('No device has the alias “Conveyor Line 2”.')).toBeVisible();
  await expect(alias).toHaveValue('Conveyor Line 2');

  await alias.fill('conveyor-line-2');
  await dialog.getByRole('button', { name: 'Open device' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Device Conveyor Line 2' })).toBeVisible();
  await expect(page).toHaveURL(/device=dev-acme-conveyor-2/);
  expect(lookups).toEqual(['Conveyor Line 2', 'conveyor-line-2']);
});
