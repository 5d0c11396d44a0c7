// Activation: alice activates a device through the walkthrough with a sandbox activation key (a wrong key
// is refused at its field with a clear message, a place out of range too), and the device then stands in the fleet at
// /devices; the device licences of the organisation are listed and one is released after confirming.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('alice activates a device through the walkthrough with a sandbox activation key; a wrong key is refused', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/walkthrough?org=1');
  const key = page.getByRole('textbox', { name: 'Activation key' });
  await key.fill('ACME-0000-0000');
  await page.getByRole('button', { name: 'Find licence' }).click();
  await expect(key).toHaveAccessibleDescription(/No device licence of this organization has this activation key/);
  // A used licence is refused too, saying why.
  await key.fill('ACME-9X5R-2L7C');
  await page.getByRole('button', { name: 'Find licence' }).click();
  await expect(key).toHaveAccessibleDescription(/This licence has already activated a device/);

  await key.fill('ACME-7H2K-4M9P');
  await page.getByRole('button', { name: 'Find licence' }).click();
  // The keyboard goes on from the new step's heading.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Device' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Device name' }).fill('Boiler Hall C');
  await page.getByRole('textbox', { name: 'Description' }).fill('By the east door');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Boiler 1.0.0' });
  await page.getByRole('combobox', { name: 'Preset' }).selectOption({ label: 'Boiler-eco' });
  await page.getByRole('button', { name: 'Next' }).click();

  const activations: string[] = [];
  page.on('request', (request) => request.url().includes('/deviceLicenses/activate') && activations.push(request.method()));
  const latitude = page.getByRole('textbox', { name: 'Latitude' });
  await latitude.fill('95');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('9.21');
  await page.getByRole('button', { name: 'Activate device' }).click();
  await expect(latitude).toHaveAccessibleDescription(/Enter a latitude from -90 to 90/);
  // Kept as typed, not clamped; nothing was sent.
  await expect(latitude).toHaveValue('95');
  expect(activations).toEqual([]);

  await latitude.fill('45.52');
  await page.getByRole('button', { name: 'Activate device' }).click();
  await expect(page.getByText('Boiler Hall C is activated and configured.')).toBeVisible();
  expect(activations).toEqual(['POST']);

  // Its licence carries VPN time: activated, renewed automatically.
  await expect(page.getByRole('checkbox', { name: 'Renew the VPN licence automatically' })).toBeChecked();
  await page.getByRole('button', { name: 'Activate VPN licence' }).click();
  await expect(page.getByText('The VPN licence is active.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Device licences' }).getByRole('row', { name: /ACME-7H2K-4M9P/ });
  await expect(row).toContainText('Boiler Hall C');
  await expect(row).toContainText('Renews automatically');

  await page.getByRole('link', { name: 'See it among the devices' }).click();
  await expect(page.getByRole('table', { name: 'Devices' }).getByRole('rowheader', { name: /Boiler Hall C/ })).toBeVisible();
});

test('a licence is released after confirming and leaves the list', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/walkthrough?org=1');
  const table = page.getByRole('table', { name: 'Device licences' });
  // acme's seven licences (four keys, three its gateways were activated with) under the header row.
  await expect(table.getByRole('row')).toHaveCount(8);
  await page.getByRole('button', { name: 'Release licence ACME-5D4F-8N3B' }).click();
  await page.getByRole('dialog', { name: 'Release device licence' }).getByRole('button', { name: 'Release licence' }).click();
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table).not.toContainText('ACME-5D4F-8N3B');
});
