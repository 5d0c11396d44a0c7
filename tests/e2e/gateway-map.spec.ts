// A gateway placed on a map: alice opens the yard gateway's map (it has no position yet: the whole world),
// clicks it and the latitude and longitude follow the click; she saves, and the gateway stands there when its panel
// is opened again. The coordinate fields stay the keyboard's way to the same place.
import { expect, test, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('alice places a gateway on the map and the coordinates follow', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/vpn?org=1&gateway=gw-acme-yard');
  const panel = page.getByRole('dialog', { name: 'Gateway Yard gateway' });
  const form = panel.getByRole('form', { name: 'Position' });
  const latitude = form.getByRole('textbox', { name: 'Latitude' });
  const longitude = form.getByRole('textbox', { name: 'Longitude' });
  await expect(latitude).toHaveValue('');

  await form.getByRole('button', { name: 'Place on the map' }).click();
  const map = form.getByRole('region', { name: 'Map to place Yard gateway' });
  await expect(map).toHaveAttribute('data-state', 'ready');
  await expectNoSeriousA11yViolations(page, "the gateway's map");

  // The world view is centred on 30° N, 10° E: a click in the middle of the map is about there. Clicked through the
  // map's locator, which finds the map where it stands when clicked (the panel may still move as its parts load).
  await map.click();
  await expect(latitude).toHaveValue(/^\d+(\.\d+)?$/);
  expect(Math.abs(Number(await latitude.inputValue()) - 30)).toBeLessThan(2);
  expect(Math.abs(Number(await longitude.inputValue()) - 10)).toBeLessThan(2);

  // A click further east moves the marker and the longitude with it.
  const before = Number(await longitude.inputValue());
  const box = await map.boundingBox();
  if (box === null) throw new Error('The map has no box');
  await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 } });
  await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(before + 5);
  const placed = { latitude: await latitude.inputValue(), longitude: await longitude.inputValue() };

  await form.getByRole('button', { name: 'Save position' }).click();
  await expect(form.getByText("The gateway's position is saved.")).toBeVisible();
  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Gateway Yard gateway' }).getByRole('form', { name: 'Position' });
  await expect(reopened.getByRole('textbox', { name: 'Latitude' })).toHaveValue(placed.latitude);
  await expect(reopened.getByRole('textbox', { name: 'Longitude' })).toHaveValue(placed.longitude);
});
