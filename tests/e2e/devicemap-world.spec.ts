// With no tile source configured, the device map draws land and borders
// from the Natural Earth data that ships with the portal and writes the countries' names, under the device clusters;
// it says it is loading rather than "Devices: 0". Screenshots at 1440 and 390 px for the closing note.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const width of [1440, 390]) {
  test(`the map shows land, borders and country names with no network, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const remote: string[] = [];
    page.on('request', (request) => {
      if (!/^https?:\/\/([a-z0-9-]+\.)*localhost(:\d+)?\//.test(request.url())) remote.push(request.url());
    });
    await openAndSignIn(page, 'alice');
    await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
    await page.goto('/#/devicemap?org=1&view=map');
    const map = page.getByRole('region', { name: 'Map of the devices' });
    // The first map of a fresh preview server compiles its WebGL shaders on the processor (SwiftShader).
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    await expect(page.getByText(/^Devices: 5 · places: \d+$/)).toBeVisible();
    // acme's devices stand in northern Italy: a step out, the map names the countries around them.
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect(map.getByText('Italy', { exact: true })).toBeVisible();
    await expect(map.getByText('Switzerland', { exact: true })).toBeVisible();
    const drawn = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[aria-label="Map of the devices"] canvas');
      return canvas !== null && canvas.width > 0;
    });
    expect(drawn).toBe(true);
    expect(remote).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`devicemap-${width}.png`), fullPage: true });
  });
}
