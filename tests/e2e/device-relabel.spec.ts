// Spec §7 Core API devices: alice opens Boiler Hall B, sees its platform record (label, alias, hardware id) and
// changes its label there. A blank label is refused at the field without asking the platform; the new label is sent
// with its request id, read back from the core and said, and the panel's name follows. Screenshots at 1440 and 390 px.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

for (const width of [1440, 390]) {
  test(`alice relabels a device from its platform record and reads the new label back, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const patches: (string | null)[] = [];
    page.on('request', (sent) => sent.method() === 'PATCH' && sent.url().includes('/organizations/1/devices/') && patches.push(sent.headers()['idempotency-key'] ?? null));
    await openAndSignIn(page, 'alice', '/#/devices?org=1&device=dev-acme-boiler-2');
    await expect(page.getByRole('dialog', { name: 'Device Boiler Hall B' })).toBeVisible();
    // The panel is named after the device, so its record is found on the page.
    const record = page.getByRole('region', { name: 'Platform record' });
    await expect(record.getByText('boiler-hall-b', { exact: true })).toBeVisible();
    await expect(record.getByText('dev-acme-boiler-2', { exact: true })).toBeVisible();

    const label = record.getByRole('textbox', { name: 'New label' });
    await record.getByRole('button', { name: 'Change label' }).click();
    await expect(record.getByText('Enter the new label.')).toBeVisible();
    expect(patches).toEqual([]);

    await label.fill('Boiler Hall B (east)');
    await label.press('Enter');
    await expect(record.getByRole('status')).toHaveText('The platform now knows the device as Boiler Hall B (east).');
    await expect(record.getByText('Boiler Hall B (east)', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Device Boiler Hall B (east)' })).toBeVisible();
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatch(/\S/);
    await record.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`device-relabel-${width}.png`) });
  });
}
