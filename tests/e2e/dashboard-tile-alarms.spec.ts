// A value tile shows an alarm only when an open alarm concerns the value it
// shows (the alarm's source tag is the tile's bound tag), and the device's most severe open alarm shows once, beside
// the device's picker. The sandbox's alarm clock is pinned: Boiler Hall A has its temperature alarm (6 Emergency),
// pressure alarm (4 Major) and burner-off alarm (1 Notice) open, and none on its mode.
import { expect, test, type Page, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  expect((await request.put('/__sandbox/alarms', { data: { at: '2025-03-03T09:00:00Z' } })).status()).toBe(204);
});

const tile = (page: Page, title: string) => page.locator('[data-widget-type="ValueWgt"]').filter({ hasText: title });

for (const width of [1440, 390]) {
  test(`each tile carries its own value's alarm, the device its worst once, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openAndSignIn(page, 'alice');
    await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();

    await expect(tile(page, 'Temperature')).toHaveAttribute('data-severity', '6');
    await expect(tile(page, 'Temperature')).toContainText('6 Emergency');
    await expect(tile(page, 'Burner')).toHaveAttribute('data-severity', '1');
    await expect(tile(page, 'Burner')).toContainText('1 Notice');
    await expect(tile(page, 'Burner')).not.toContainText('Emergency');
    await expect(tile(page, 'Mode')).not.toHaveAttribute('data-severity');
    await expect(tile(page, 'Mode')).not.toContainText(/Emergency|Major|Notice/);
    // The device's state, once, where the device is.
    await expect(page.getByTitle("The device's most severe open alarm")).toHaveText('6 Emergency');
    await page.screenshot({ path: test.info().outputPath(`dashboard-tile-alarms-${width}.png`), fullPage: true });
  });
}
