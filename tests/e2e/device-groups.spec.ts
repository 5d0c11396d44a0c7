// The groups tab of /devices: alice reads the organisation's device groups with their tags and members and
// opens a member beside the fleet, and reads one tag's current value on every member of a group; she creates a group, adds two devices to it from the fleet (a bulk action, with
// the outcome per device) and deletes it after confirming; bob, who may not read device groups, is offered no groups
// tab.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

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
  await expect(panel.locator('dl').first()).toContainText('Heating');
  await expect(page.getByRole('tab', { name: 'Fleet' })).toHaveAttribute('aria-selected', 'true');
});

test("alice reads a tag's current value on every member of a group, and another tag of theirs", async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/devices?org=1&tab=groups');
  await page.getByRole('button', { name: 'Current values of Heating' }).click();
  const dialog = page.getByRole('dialog', { name: 'Current values of Heating' });
  const tag = dialog.getByRole('combobox', { name: 'Tag' });
  // The first tag of the members' model until another is chosen: each boiler's temperature, read at a time.
  await expect(tag).toHaveValue('Boiler:1/Boiler/Temperature');
  const values = dialog.getByRole('table', { name: 'Values of Boiler/Temperature' });
  await expect(values.getByRole('rowheader')).toHaveText(['Boiler Hall A', 'Boiler Hall B', 'North Boiler']);
  await expect(values.getByRole('row').nth(1)).toContainText(/\d+(\.\d+)? °C/);
  await expect(values.getByRole('row').nth(3)).toContainText('Read at');
  await tag.selectOption({ label: 'Boiler/Pressure (bar)' });
  const pressures = dialog.getByRole('table', { name: 'Values of Boiler/Pressure' });
  await expect(pressures.getByRole('row').nth(2)).toContainText(/\d+(\.\d+)? bar/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('alice creates a group, adds two devices to it from the fleet with the outcome per device, and deletes it', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/devices?org=1&tab=groups');
  await page.getByRole('button', { name: 'New device group' }).click();
  const form = page.getByRole('dialog', { name: 'New device group' });
  await form.getByRole('textbox', { name: 'Name' }).fill('heating');
  await form.getByRole('button', { name: 'Create group' }).click();
  // The service alone knows the names in use: its refusal is said at the field, and what was typed stays.
  await expect(form.getByText('A device group with this name exists. Choose another name.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Night shift');
  const tags = form.getByRole('combobox', { name: 'Tags' });
  await tags.fill('night');
  await tags.press('Enter');
  await tags.press('Tab');
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form).toBeHidden();
  const groups = page.getByRole('table', { name: 'Device groups' });
  const night = groups.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Night shift' }) });
  await expect(night).toContainText('night');

  await page.getByRole('tab', { name: 'Fleet' }).click();
  await page.getByRole('checkbox', { name: 'Select device Conveyor Line 1' }).check();
  await page.getByRole('checkbox', { name: 'Select device North Boiler' }).check();
  await page.getByRole('group', { name: 'Actions on several devices' }).getByRole('button', { name: 'Add to group' }).click();
  const action = page.getByRole('dialog', { name: 'Add devices to a group' });
  await expect(action).toContainText('This applies to the 2 selected devices.');
  await action.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Night shift' });
  await action.getByRole('button', { name: 'Add to group' }).click();
  const finished = page.getByRole('dialog', { name: 'Action finished' });
  const outcome = finished.getByRole('status');
  await expect(outcome).toContainText('2 devices changed.');
  await expect(outcome.getByRole('list', { name: 'Devices changed' }).getByRole('listitem')).toHaveText(['Conveyor Line 1', 'North Boiler']);
  await finished.getByRole('button', { name: 'Close' }).last().click();
  await expect(finished).toBeHidden();

  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(night.getByRole('list', { name: 'Members of Night shift' }).getByRole('listitem')).toHaveText(['Conveyor Line 1', 'North Boiler']);
  await night.getByRole('button', { name: 'Delete group Night shift' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete device group' });
  await expect(confirm).toContainText('Delete the device group “Night shift”?');
  await confirm.getByRole('button', { name: 'Delete device group' }).click();
  await expect(groups.getByRole('rowheader')).toHaveText(['Heating', 'Packaging lines']);
});

test('bob reads the fleet and the models, without a groups tab or a way to change a model', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/devices?org=1&tab=groups');
  await expect(page.getByRole('table', { name: 'Devices' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Groups' })).toHaveCount(0);
  // The models are section data-configure's own screen, in the portal menu.
  await page.getByRole('button', { name: 'Open portal menu' }).click();
  await page.getByRole('dialog', { name: 'Portal menu' }).getByRole('link', { name: 'Data configuration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Models and presets' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Models' }).getByRole('rowheader', { name: 'Chiller 1.0.0' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New model' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Chiller 1.0.0' })).toHaveCount(0);
});
