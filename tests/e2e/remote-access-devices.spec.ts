// An organisation with remote access but no IoT (globex) has no fleet of data devices: its menu offers no section that
// needs IoT (no Dashboards, no Devices), and /devices, still open to it, says its devices are its gateways and leads
// there, with no IoT filters and no "0 devices"; one with remote access off too says it has no devices.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const width of [1440, 390]) {
  test(`globex's Devices lead to its gateways, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openAndSignIn(page, 'alice');
    await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Globex\b/ }).click();
    await expect(page).toHaveURL(/#\/vpn-devices\?org=2$/);
    // On a phone the sections wait behind the portal menu's button: hidden, yet the same links.
    const sections = page.getByRole('navigation', { name: 'Sections', includeHidden: true });
    await expect(sections.getByRole('link', { name: 'Remote access', exact: true, includeHidden: true })).toHaveCount(1);
    for (const name of ['Dashboards', 'Devices', 'Alarms', 'Data explorer', 'Notifications', 'Data configuration']) {
      await expect(sections.getByRole('link', { name, exact: true, includeHidden: true }), name).toHaveCount(0);
    }
    await page.goto('/#/devices?org=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    await expect(page.getByText('This organization uses remote access only: its devices are its gateways, listed under Remote access.')).toBeVisible();
    await expect(page.getByText(/^0 devices$/)).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search devices' })).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);

    await page.getByRole('link', { name: 'Show the gateways' }).click();
    await expect(page).toHaveURL(/#\/vpn\?org=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Remote access' })).toBeVisible();
    await expect(page.getByText(/^4 gateways$/)).toBeVisible();
  });
}

test('a sub-organisation with neither IoT nor remote access lands on Devices, which says it has none', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/organizations?org=1');
  await page.getByRole('button', { name: 'New sub-organization' }).click();
  const create = page.getByRole('dialog', { name: 'New sub-organization of Acme' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('acme-west');
  await create.getByRole('textbox', { name: 'Display name' }).fill('Acme West');
  await create.getByRole('textbox', { name: 'Device limit' }).fill('5');
  await create.getByRole('button', { name: 'Create sub-organization' }).click();
  await expect(create).toBeHidden();

  // The seed's organisations are 1 to 4: the new one is 5.
  await page.goto('/#/home?org=1,5');
  await expect(page).toHaveURL(/#\/devices\?org=1,5$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await expect(page.getByText('This organization has neither IoT nor remote access turned on, so it has no devices to show.')).toBeVisible();
  await expect(page.getByText(/remote access only/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Show the gateways' })).toHaveCount(0);
});
