// Issue 8, charts: the viewer's time-series widget on the portal's uPlot chart shows its axes with the unit, a legend
// with the latest value, the exact value and time under the pointer, and a summary for screen readers.
import { expect, test } from '@playwright/test';
import { openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const width of [1440, 390]) {
  test(`the time-series widget has axes with the unit and a legend value at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-hall-a?org=1');
    const trend = page.locator('[data-widget-type="TrendWgt"]').first();
    const plot = trend.getByRole('img');
    await expect(plot).toHaveAccessibleName(/Temperature, last hour: \d+ samples, latest \d+\.\d °C, lowest \d+\.\d °C, highest \d+\.\d °C/);
    // The value axis names its unit; the axes are drawn on the canvas (ink in the axis strips).
    await expect(trend.getByText('°C', { exact: true })).toBeVisible();
    const canvas = trend.locator('canvas');
    await expect(canvas).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`trend-${width}.png`), fullPage: false });
    await trend.screenshot({ path: test.info().outputPath(`trend-widget-before-${width}.png`) });
    const ink = await canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d')!;
      const inked = (x: number, y: number, w: number, h: number) =>
        context.getImageData(x, y, w, h).data.some((value, index) => index % 4 === 3 && value > 0);
      return { valueAxis: inked(0, 0, 40 * devicePixelRatio, element.height - 40 * devicePixelRatio), timeAxis: inked(60, element.height - 30 * devicePixelRatio, element.width - 60, 30 * devicePixelRatio) };
    });
    expect(ink).toEqual({ valueAxis: true, timeAxis: true });
    // Not hovered, the legend shows the latest value with its unit and the time it was read.
    const rows = trend.locator('.u-legend .u-series');
    await expect(rows.nth(1)).toContainText(/Temperature, last hour\s*\d+\.\d °C/);
    await expect(rows.nth(0)).toContainText(/\d{1,2}:\d{2}:\d{2}/);
    // Under the pointer: the exact value and time of that sample.
    const box = (await trend.locator('.u-over').boundingBox())!;
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
    await expect(rows.nth(1)).toContainText(/\d+\.\d °C/);
    await trend.screenshot({ path: test.info().outputPath(`trend-widget-${width}.png`) });
    // Dragging across the plot zooms into that span; the reset button brings the whole window back.
    const reset = trend.getByRole('button', { name: 'Reset zoom' });
    await expect(reset).toHaveCount(0);
    await page.mouse.down();
    await page.mouse.move(box.x + (box.width * 2) / 3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(reset).toBeVisible();
    await reset.click();
    await expect(reset).toHaveCount(0);
  });
}
