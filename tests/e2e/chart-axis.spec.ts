// The time charts leave room for the last time label, whose tick may stand at the right end of the range: nothing of it
// is cut at the canvas's edge, at 1440 and 390 px, in English and German (whose labels differ in width). A range that
// ends on the hour puts a tick there.
import { expect, test, openAndSignIn, resetSandbox, type Page } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const range = 'from=2025-03-03T08:00:00.000Z&to=2025-03-03T10:00:00.000Z';

/** Whether anything is drawn in the time axis's strip within 3 device pixels of the canvas's right edge. */
async function inkAtRightEdge(page: Page): Promise<boolean> {
  const canvas = page.getByRole('region', { name: 'Boiler/Temperature' }).locator('canvas').first();
  await expect(canvas).toBeVisible();
  // Drawn once its data has arrived: the chart counts its samples (German "Messwerte").
  await expect(page.getByRole('region', { name: 'Boiler/Temperature' }).getByRole('img', { name: /\d+ (samples|Messwerte)/ })).toBeVisible();
  return canvas.evaluate(
    (element: HTMLCanvasElement) =>
      new Promise<boolean>((resolve) =>
        // After the frame in which a chart that lacked room lays itself out again.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const strip = 30 * devicePixelRatio;
            const pixels = element.getContext('2d')!.getImageData(element.width - 3, element.height - strip, 3, strip).data;
            resolve(pixels.some((value, index) => index % 4 === 3 && value > 0));
          }),
        ),
      ),
  );
}

for (const width of [1440, 390]) {
  for (const user of ['alice', 'erin'] as const) {
    test(`the last time label is whole at ${width} px for ${user}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openAndSignIn(page, user, `/#/data-explore?org=1&devices=dev-acme-boiler-1&tags=Boiler/Temperature&${range}`);
      expect(await inkAtRightEdge(page)).toBe(false);
      await page.getByRole('region', { name: 'Boiler/Temperature' }).screenshot({ path: test.info().outputPath(`chart-${user}-${width}.png`) });
    });
  }
}
