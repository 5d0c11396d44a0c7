// The map: alice sees the organisation's devices on the map, each marker in the colour of its worst open
// alarm; zoomed out they gather into one cluster that counts them, in the colour of the worst alarm inside; a
// click on the cluster zooms in and a click on a device opens it on the fleet screen. Without the map, the list
// of places is the keyboard's way to the same devices.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const emergency = 'rgb(134, 46, 156)';
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the devices' });
const places = (page: Page) => page.getByRole('list', { name: 'Places in view' }).getByRole('listitem');
/** The markers on the map: they are drawn for the pointer, named by their title. */
const marker = (page: Page, title: RegExp) => mapRegion(page).getByTitle(title);

test('alice finds her devices on the map, gathers them into a cluster and opens a device from its marker', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/devicemap?org=1&view=map');
  // The first map of a fresh preview server compiles its WebGL shaders on the processor (SwiftShader), now with the
  // world's land and borders too: on this shared 2-core machine that took longer than the default wait.
  await expect(mapRegion(page)).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  await expect(places(page)).toHaveCount(5);
  await expect(marker(page, /^Boiler Hall A, worst open alarm 6 Emergency$/)).toHaveCSS('background-color', emergency);
  await expectNoSeriousA11yViolations(page, 'the device map');

  // A click on a device's marker opens it on the fleet screen.
  await marker(page, /^Conveyor Line 1, worst open alarm/).click();
  await expect(page).toHaveURL(/#\/devices\?org=1&device=dev-acme-conveyor-1$/);

  // Back on the map and zoomed out, northern Italy's five devices are one cluster that counts them, in the colour of
  // the worst alarm inside.
  await page.goBack();
  await expect(mapRegion(page)).toHaveAttribute('data-state', 'ready');
  for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByRole('button', { name: 'Zoom in to 5 devices, worst open alarm 6 Emergency' })).toBeVisible();
  const cluster = marker(page, /^5 devices, worst open alarm 6 Emergency$/);
  await expect(cluster).toHaveText('5');
  await expect(cluster).toHaveCSS('background-color', emergency);

  // A click on the cluster zooms in: it splits into what it holds.
  await cluster.click();
  await expect(cluster).toHaveCount(0);
  await expect.poll(() => places(page).count()).toBeGreaterThan(1);
});

test('without the map by default, the list opens a cluster and a device from the keyboard', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/devicemap?org=1');
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mapRegion(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the device map as a list');
  const list = page.getByRole('list', { name: 'Places' });
  await expect(list.getByRole('button')).toHaveAccessibleName('Zoom in to 5 devices, worst open alarm 6 Emergency');
  const boiler = list.getByRole('link', { name: 'Boiler Hall A' });
  // Into the cluster that holds Boiler Hall A, one level at a time, until it stands alone.
  for (let level = 0; level < 10 && !(await boiler.isVisible()); level++) {
    await list.getByRole('button', { name: /^Zoom in to \d+ devices, worst open alarm 6 Emergency$/ }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    // The level opened is listed (its count shows once its places are grouped) before the next look.
    await expect(page.getByText(/^Devices: \d+ · places: \d+$/)).toBeVisible();
  }
  await boiler.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/devices\?org=1&device=dev-acme-boiler-1$/);
});

test('a pan searches the devices of the view once it settles, and the map and its list show them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAndSignIn(page, 'alice', '/#/devicemap?org=1&view=map');
  await expect(mapRegion(page)).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  await expect(page.getByText('Devices: 5 · places: 5')).toBeVisible();

  // Dragged to the right by most of its width, the map looks west of Bologna: the search asks for that view alone.
  const westOfBologna = (request: { method: () => string; url: () => string; postDataJSON: () => unknown }) =>
    request.method() === 'POST' && /\/devices\/search\?/.test(request.url()) && (request.postDataJSON() as { geoBoundsBottomRight: { lon: number } }).geoBoundsBottomRight.lon < 11.34;
  const searched = page.waitForResponse((response) => westOfBologna(response.request()));
  const box = (await mapRegion(page).boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.85, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const answer = await searched;
  const found = ((await answer.json()) as { data: { label: string }[] }).data.map(({ label }) => label);
  expect(found).toContain('Boiler Hall B');
  expect(found).not.toContain('Conveyor Line 2');

  // What the view's search found is on the map and in the list beside it.
  await expect(places(page).getByRole('link', { name: 'Boiler Hall B' })).toBeVisible();
  await expect(places(page).getByRole('link', { name: 'Conveyor Line 2' })).toHaveCount(0);
  await expect(marker(page, /^Boiler Hall B, worst open alarm/)).toBeVisible();
  await expect(page.getByText(`Devices: ${found.length} · places: ${found.length}`)).toBeVisible();
});
