// "Find a device" on the fleet: bob, who only reads devices, finds one by what he knows of it. A blank field is refused
// there without asking the platform; the alias it was activated with opens it (spec §7 platform controller
// `deviceByAlias`), and so does the name it is known by (the core's lookup by label); a part of names lists the
// devices that contain it to choose from, and text nothing contains says so at the field, kept as typed.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('bob finds devices by alias, by name and by a part of names; a blank field or a text no device has is refused at the field', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/devices?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  const aliases: string[] = [];
  page.on('request', (sent) => sent.url().includes('/deviceByAlias/') && aliases.push(decodeURIComponent(new URL(sent.url()).pathname.split('/').at(-1) ?? '')));

  const open = async () => {
    await page.getByRole('button', { name: 'Find a device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a device' });
    const field = dialog.getByRole('textbox', { name: 'Alias or name' });
    await expect(field).toBeFocused();
    return { dialog, field };
  };

  let { dialog, field } = await open();
  await dialog.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(dialog.getByText("Enter the device's alias or name.")).toBeVisible();
  expect(aliases).toEqual([]);

  await field.fill('Packaging robot');
  await field.press('Enter');
  await expect(dialog.getByText('No device has the alias or name “Packaging robot”, and no name, alias or hardware ID contains it.')).toBeVisible();
  await expect(field).toHaveValue('Packaging robot');

  // A part of names: the boilers of acme and of its sub-organisation, to choose from.
  await field.fill('boiler');
  await field.press('Enter');
  const found = dialog.getByRole('group', { name: 'Devices found for “boiler”' });
  await expect(found.getByRole('status')).toHaveText('Devices found: 3. Choose one to open.');
  await expect(found.getByRole('button')).toHaveText([/^Boiler Hall A/, /^Boiler Hall B/, /^North Boiler/]);
  await found.getByRole('button', { name: 'Open Boiler Hall B' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Device Boiler Hall B' })).toBeVisible();
  await expect(page).toHaveURL(/device=dev-acme-boiler-2/);
  await page.keyboard.press('Escape');

  // The name it is known by opens it.
  ({ dialog, field } = await open());
  await field.fill('Conveyor Line 2');
  await dialog.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Device Conveyor Line 2' })).toBeVisible();
  await page.keyboard.press('Escape');

  // So does its alias, with the spaces around it left off.
  ({ dialog, field } = await open());
  await field.fill(' conveyor-line-1 ');
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Device Conveyor Line 1' })).toBeVisible();
  await expect(page).toHaveURL(/device=dev-acme-conveyor-1/);
  expect(aliases).toEqual(['Packaging robot', 'boiler', 'Conveyor Line 2', 'conveyor-line-1']);
});
