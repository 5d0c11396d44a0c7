// Data and device roles (/roles, tabs `data` and `device`): alice gives acme's data role a path of the
// Chiller model to write, which the role then holds when opened again; she makes a device role with a level on one
// security policy, the list says so, and it goes after she confirms.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('alice changes a data role’s model paths and makes, then deletes, a device role', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/roles?org=1&tab=data');
  const dataRoles = page.getByRole('table', { name: 'Data roles' });
  await expect(dataRoles.getByRole('rowheader')).toHaveText([/^Boiler temperatures/]);

  await dataRoles.getByRole('button', { name: 'Edit Boiler temperatures' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit data role' });
  await expect(dialog.getByRole('combobox', { name: 'Access to Boiler/Temperature' })).toHaveValue('R');
  await dialog.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Chiller 1.0.0' });
  await dialog.getByRole('combobox', { name: 'Access to Chiller/Temperature' }).selectOption({ label: 'Read and write' });
  await expect(dialog.getByText('Boiler 1.0.0: 1 path')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog).toBeHidden();

  await dataRoles.getByRole('button', { name: 'Edit Boiler temperatures' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit data role' });
  await expect(dialog.getByText('Chiller 1.0.0: 1 path')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Chiller 1.0.0' });
  await expect(dialog.getByRole('combobox', { name: 'Access to Chiller/Temperature' })).toHaveValue('RW');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Device roles' }).click();
  await expect(page).toHaveURL(/tab=device/);
  await page.getByRole('button', { name: 'New device role' }).click();
  dialog = page.getByRole('dialog', { name: 'New device role' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Boiler crew');
  await dialog.getByRole('combobox', { name: 'Level on Hall A boilers' }).selectOption({ label: 'Administrator' });
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog).toBeHidden();
  const deviceRoles = page.getByRole('table', { name: 'Device roles' });
  const crew = deviceRoles.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Boiler crew/ }) });
  await expect(crew).toContainText('1 security policy');

  await crew.getByRole('button', { name: 'Delete Boiler crew' }).click();
  await page.getByRole('dialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete role' }).click();
  await expect(deviceRoles.getByRole('rowheader')).toHaveText([/^Hall A technicians/]);
});
