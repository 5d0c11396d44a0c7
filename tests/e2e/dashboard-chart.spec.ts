// Charts: the viewer's time-series widget on the portal's uPlot chart shows its axes with the unit, a legend
// with the latest value, the exact value and time under the pointer, and a summary for screen readers; its range
// picker shows the last 6 hours, a drag zooms in (leaving live), the reset goes back, and "Live" follows now again.
import { expect, test, type Locator, type Page, openAndSignIn, resetSandbox } from './fixtures';

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
  });
}

/** The number of samples the chart's accessible summary counts. */
async function sampleCount(plot: Locator): Promise<number> {
  const name = (await plot.getAttribute('aria-label')) ?? '';
  return Number(/: (\d+) samples/.exec(name)?.[1] ?? Number.NaN);
}

/** The next read of the charted tag's history up to now (`fixed`: of a window with an end), with its window. */
async function historyRead(page: Page, fixed: boolean): Promise<{ since: number; to?: number }> {
  const request = await page.waitForRequest((candidate) => {
    const url = new URL(candidate.url());
    return (
      url.searchParams.get('modelPath') === 'Boiler:1/Boiler/Temperature' && url.searchParams.has('since') && url.searchParams.has('to') === fixed
    );
  });
  const query = new URL(request.url()).searchParams;
  const to = query.get('to');
  return { since: Date.parse(query.get('since') ?? ''), ...(to === null ? {} : { to: Date.parse(to) }) };
}

const hourMs = 3_600_000;

test('the time-series widget shows the last 6 hours, zooms in by a drag, resets the zoom and follows now again', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-hall-a?org=1');
  const trend = page.locator('[data-widget-type="TrendWgt"]').first();
  const plot = trend.getByRole('img');
  const range = trend.getByRole('combobox', { name: 'Time range' });
  const live = trend.getByRole('button', { name: 'Live' });
  const reset = trend.getByRole('button', { name: 'Reset zoom' });
  // The widget's own window (60 minutes), live: a sample every 10 s.
  await expect(range.locator('option:checked')).toHaveText('Last hour');
  await expect(live).toHaveAttribute('aria-pressed', 'true');
  await expect(plot).toHaveAccessibleName(/: 3\d\d samples/);

  // Six hours, still live: six hours of history up to now are read and drawn (the service thins them to 1000 at most).
  let read = historyRead(page, false);
  await range.selectOption({ label: 'Last 6 hours' });
  const sixHours = await read;
  expect(sixHours.to).toBeUndefined();
  expect(Date.now() - sixHours.since).toBeGreaterThan(6 * hourMs - 60_000);
  expect(Date.now() - sixHours.since).toBeLessThan(6 * hourMs + 60_000);
  await expect.poll(() => sampleCount(plot)).toBeGreaterThan(700);
  await expect(live).toHaveAttribute('aria-pressed', 'true');

  // A drag across the middle third reads and shows that span only: no longer live, the range names its ends, and
  // the reset is offered.
  await expect(reset).toHaveCount(0);
  const box = (await trend.locator('.u-over').boundingBox())!;
  read = historyRead(page, true);
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + (box.width * 2) / 3, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const zoomed = await read;
  expect(zoomed.to! - zoomed.since).toBeGreaterThan(1.5 * hourMs);
  expect(zoomed.to! - zoomed.since).toBeLessThan(2.5 * hourMs);
  expect(zoomed.since - sixHours.since).toBeGreaterThan(1.5 * hourMs);
  await expect(reset).toBeVisible();
  await expect(live).toHaveAttribute('aria-pressed', 'false');
  await expect(range.locator('option:checked')).toHaveText('Custom range');
  await expect(trend.getByRole('button', { name: /^Change the time range / })).toBeVisible();
  await trend.screenshot({ path: test.info().outputPath('trend-zoomed.png') });

  // The reset goes back to the last 6 hours, live.
  await reset.click();
  await expect(reset).toHaveCount(0);
  await expect(range.locator('option:checked')).toHaveText('Last 6 hours');
  await expect(live).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => sampleCount(plot)).toBeGreaterThan(700);

  // "Live" off holds the window shown; on again follows now.
  await live.click();
  await expect(live).toHaveAttribute('aria-pressed', 'false');
  await expect(range.locator('option:checked')).toHaveText('Custom range');
  await live.click();
  await expect(live).toHaveAttribute('aria-pressed', 'true');
  await expect(range.locator('option:checked')).toHaveText('Last 6 hours');

  // A custom range whose end is not after its start is refused at the field, and the chart keeps its range.
  await range.selectOption({ label: 'Custom range' });
  const to = trend.getByLabel('To', { exact: true });
  await trend.getByLabel('From', { exact: true }).fill('01/02/2026 10:00 AM');
  await to.fill('01/02/2026 9:00 AM');
  await trend.getByRole('button', { name: 'Show' }).click();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription('The end must be after the start.');
  await expect(live).toHaveAttribute('aria-pressed', 'true');
  await trend.screenshot({ path: test.info().outputPath('trend-range-refused.png') });
  // Escape leaves the custom fields; the range shown stays.
  await to.press('Escape');
  await expect(to).toHaveCount(0);
  await expect(range.locator('option:checked')).toHaveText('Last 6 hours');
});
