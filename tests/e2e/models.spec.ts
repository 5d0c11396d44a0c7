// Models and presets (/models, section data-configure; reached here by the models tab's old address): alice creates a
// model with two paths (a version out of form refused at its field, nothing sent), creates a preset of it in one call
// (an interval out of range refused at its field), reads the device configuration it produces, applies it to a device
// from the device's panel, and the device shows the preset applied.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('alice creates a model and a preset of it, and configures Boiler Hall A with it', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/devices?org=1&tab=models');
  const models = page.getByRole('table', { name: 'Models' });
  await expect(models.getByRole('rowheader', { name: 'Boiler 1.0.0' })).toBeVisible();

  const writes: string[] = [];
  page.on('request', (request) => request.method() !== 'GET' && writes.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.getByRole('button', { name: 'New model' }).click();
  const modelDialog = page.getByRole('dialog', { name: 'New model' });
  await modelDialog.getByRole('textbox', { name: 'Name' }).fill('Kiln');
  await modelDialog.getByRole('textbox', { name: 'Version' }).fill('1.0');
  await modelDialog.getByRole('textbox', { name: 'Path 1' }).fill('Kiln/Temperature');
  await modelDialog.getByRole('button', { name: 'Add path' }).click();
  await modelDialog.getByRole('textbox', { name: 'Path 2' }).fill('Kiln/Burner');
  await modelDialog.getByRole('combobox', { name: 'Type of path 2' }).selectOption('boolean');
  await modelDialog.getByRole('button', { name: 'Create model' }).click();
  await expect(modelDialog.getByText('Write the version as major.minor.patch, e.g. 1.0.0.')).toBeVisible();
  expect(writes).toEqual([]);
  await expect(modelDialog.getByRole('textbox', { name: 'Version' })).toHaveValue('1.0');

  await modelDialog.getByRole('textbox', { name: 'Version' }).fill('1.0.0');
  await modelDialog.getByRole('button', { name: 'Create model' }).click();
  await expect(modelDialog).toBeHidden();
  const kiln = models.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Kiln 1.0.0' }) });
  await expect(kiln).toContainText('Kiln/Temperature, Kiln/Burner');
  await expect(kiln).toContainText('This organization');

  await kiln.getByRole('button', { name: 'Presets of Kiln 1.0.0' }).click();
  const presets = page.getByRole('region', { name: 'Presets of Kiln 1.0.0' });
  await expect(presets.getByText('This model has no presets yet.', { exact: false })).toBeVisible();
  await presets.getByRole('button', { name: 'New preset' }).click();
  const presetDialog = page.getByRole('dialog', { name: 'New preset of Kiln 1.0.0' });
  await presetDialog.getByRole('textbox', { name: 'Name' }).fill('Kiln from boiler');
  await presetDialog.getByRole('textbox', { name: 'Minimum interval between sends (seconds)' }).fill('5000');
  await presetDialog.getByRole('textbox', { name: 'Device tag for Kiln/Temperature' }).fill('Boiler/Temperature');
  await presetDialog.getByRole('textbox', { name: 'Device tag for Kiln/Burner' }).fill('Boiler/BurnerOn');
  await presetDialog.getByRole('button', { name: 'Create preset' }).click();
  await expect(presetDialog.getByText('Enter a whole number of seconds from 0 to 3600.')).toBeVisible();
  expect(writes.filter((write) => write.includes('/presets'))).toEqual([]);

  await presetDialog.getByRole('textbox', { name: 'Minimum interval between sends (seconds)' }).fill('5');
  await presetDialog.getByRole('button', { name: 'Create preset' }).click();
  // Created in one call, as the platform facts show it (§5 POST /presets).
  await expect(presetDialog.getByText('Preset Kiln from boiler created.')).toBeVisible();
  expect(writes.filter((write) => write.includes('/presets'))).toEqual(['POST /svc/mappings/api/v1/presets']);
  await presetDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(presetDialog).toBeHidden();

  await presets.getByRole('button', { name: 'Device configuration of Kiln from boiler' }).click();
  const configuration = page.getByRole('table', { name: 'Device configuration of Kiln from boiler' });
  const temperature = configuration.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Boiler/Temperature' }) });
  await expect(temperature).toContainText('Kiln/Temperature');
  await expect(temperature).toContainText('On change, at most every 5 s');
  await page.getByRole('dialog', { name: 'Device configuration of Kiln from boiler' }).getByRole('button', { name: 'Close' }).click();

  // The fleet is section device-manage's: the top bar's Devices.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Devices' }).click();
  await page.getByRole('table', { name: 'Devices' }).getByRole('button', { name: 'Boiler Hall A', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Device Boiler Hall A' });
  const facts = panel.locator('dl').first();
  await expect(facts).toContainText('Boiler-default');
  await panel.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Kiln 1.0.0' });
  await expect(panel.getByRole('combobox', { name: 'Preset' })).toHaveValue(/preset-/);
  await panel.getByRole('button', { name: 'Apply preset' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply another preset?' });
  await expect(confirm).toContainText('Apply Kiln from boiler to Boiler Hall A?');
  await confirm.getByRole('button', { name: 'Apply preset' }).click();
  await expect(facts).toContainText('Kiln from boiler');
  await expect(facts).toContainText('Kiln 1.0.0');
  await expect(facts).toContainText('Applied');
});
