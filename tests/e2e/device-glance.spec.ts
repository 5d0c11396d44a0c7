// A device at a glance and a set point written from its panel: current values
// with when they were read, the configuration the device runs, the preset select on the running preset with a
// confirmation before another is applied, a write confirmed and read back, refused at its field out of range, and
// no write offered to a reader.
import { expect, openAndSignIn, resetSandbox, test } from './fixtures';

// The alarm world pinned to an instant when Boiler Hall A has HighTemperature and HighPressure open (alarms.spec.ts).
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  expect((await request.put('/__sandbox/alarms', { data: { at: '2025-03-03T09:00:00Z' } })).status()).toBe(204);
});

test('alice reads a boiler at a glance and writes its set point: refused out of range, confirmed, then read back', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/devices?org=1&device=dev-acme-boiler-1');
  const panel = page.getByRole('dialog', { name: 'Device Boiler Hall A' });
  const values = panel.getByRole('table', { name: 'Current values' });
  const setpoint = values.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Boiler/Setpoint' }) });
  await expect(setpoint).toContainText('70 °C');
  await expect(setpoint.locator('time')).toBeVisible();
  await expect(values.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Boiler/Temperature' }) })).toContainText('°C');
  // Only a set point offers a write.
  await expect(values.getByRole('button', { name: /^Write / })).toHaveCount(1);

  // Its open alarms, with what they owe that alice may do: one click, the outcome said.
  const alarms = panel.getByRole('table', { name: 'Open alarms' });
  await expect(alarms.getByRole('rowheader', { name: 'HighTemperature' })).toBeVisible();
  await alarms.getByRole('button', { name: 'Acknowledge HighTemperature' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Done.' })).toBeVisible();
  await expect(alarms.getByRole('button', { name: 'Acknowledge HighTemperature' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'All alarms of this device' })).toHaveAttribute('href', /#\/alarms\?device=dev-acme-boiler-1&org=1$/);

  const configuration = panel.getByRole('table', { name: 'Device configuration' });
  await expect(configuration.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Boiler/Setpoint' }) })).toContainText('Read and written');
  await expect(panel.getByText('The device reports running this configuration.')).toBeVisible();
  // The preset select starts on the running preset: nothing to apply until another is chosen.
  await expect(panel.getByRole('combobox', { name: 'Preset' })).toHaveValue('preset-boiler-default');
  await expect(panel.getByRole('button', { name: 'Apply preset' })).toBeDisabled();
  await panel.getByRole('combobox', { name: 'Preset' }).selectOption({ label: 'Boiler-eco' });
  await panel.getByRole('button', { name: 'Apply preset' }).click();
  const applying = page.getByRole('dialog', { name: 'Apply another preset?' });
  await expect(applying).toContainText('Apply Boiler-eco to Boiler Hall A?');
  await applying.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.locator('dl').first()).toContainText('Boiler-default');

  await setpoint.getByRole('button', { name: 'Write Boiler/Setpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write Boiler/Setpoint' });
  const field = dialog.getByRole('textbox', { name: 'New value (°C)' });
  await field.fill('95');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Enter a value from 40 to 90.')).toBeVisible();
  await expect(field).toHaveValue('95');
  await field.fill('72.5');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Write 72.5 °C to Boiler/Setpoint of Boiler Hall A?');
  await dialog.getByRole('button', { name: 'Write value' }).click();
  await expect(dialog.getByRole('status')).toContainText('Written. The device now reads 72.5 °C, read at');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(setpoint).toContainText('72.5 °C');
});

test('bob reads the boiler at a glance but is offered no write, and the platform refuses his', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/devices?org=1&device=dev-acme-boiler-1');
  const panel = page.getByRole('dialog', { name: 'Device Boiler Hall A' });
  const values = panel.getByRole('table', { name: 'Current values' });
  await expect(values.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Boiler/Setpoint' }) })).toContainText('70 °C');
  await expect(panel.getByRole('button', { name: /^Write / })).toHaveCount(0);
  await expect(panel.getByRole('table', { name: 'Open alarms' }).getByRole('rowheader', { name: 'HighTemperature' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^(Acknowledge|Reset|Clear) / })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Apply preset' })).toHaveCount(0);
  await expect(panel.getByRole('table', { name: 'Device configuration' })).toBeVisible();
  // Were the button there, the platform would refuse him: his token carries no devices:update.
  const refused = await page.evaluate(async () => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('organizationToken') ?? '{}') as { accessToken: string };
    const response = await fetch('/svc/platform/api/v1/organizations/acme/devices/dev-acme-boiler-1/tags', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ data: [{ modelPath: 'Boiler:1/Boiler/Setpoint', v: 60 }] }),
    });
    return response.status;
  });
  expect(refused).toBe(403);
});

test('a device that is no gateway says what the platform keeps instead of a log', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/devices?org=1&device=dev-acme-boiler-2');
  const panel = page.getByRole('dialog', { name: 'Device Boiler Hall B' });
  await expect(panel).toContainText('The platform keeps a log for remote-access gateways only');
});
