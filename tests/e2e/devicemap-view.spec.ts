// The device map opens on the view the person last chose (Map or List), kept as their own setting: in another browser
// too, not only in this one's storage.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("the device map opens on the person's last chosen view, in any browser", async ({ page, browser, baseURL }) => {
  await openAndSignIn(page, 'bob', '/#/devicemap?org=1');
  const mapButton = page.getByRole('button', { name: 'Map', exact: true });
  // Nothing chosen yet, and the experimental switch off: the list.
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/userPreferences/properties/'));
  await mapButton.click();
  expect((await saved).ok()).toBe(true);
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Map of the devices' })).toBeVisible();

  // Another browser, with nothing in its storage, signs bob in: the map again.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await openAndSignIn(other, 'bob', '/#/devicemap?org=1');
  await expect(other.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByRole('region', { name: 'Map of the devices' })).toBeVisible();
  await elsewhere.close();
});
