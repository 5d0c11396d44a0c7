// A healthy session logs no error in the browser's console, from the first page to
// the screens a person opens first. The optional config.json and per-user properties never set are answers the
// portal expects, not failed requests (the sandbox serves `{}` and `value: null`); a page error fails it too.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a healthy session logs no error in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  // The screens that read per-user properties never set (the fleet's columns, the pinned apps), then the map.
  await page.goto('/#/devices?org=1');
  await expect(page.getByRole('row').filter({ hasText: 'Boiler Hall A' })).toBeVisible();
  await page.goto('/#/directaccess?org=1');
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page.getByText('No application in this organization can be opened yet.')).toBeVisible();
  await page.goto('/#/devicemap?org=1&view=map');
  await expect(page.getByRole('region', { name: 'Map of the devices' })).toHaveAttribute('data-state', 'ready');
  expect(errors).toEqual([]);
});

test('a default dashboard that cannot be read leads to direct access’s list, with no page error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/svc/dashboard/api/v1/userPreferences**', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.fallback(),
  );
  await openAndSignIn(page, 'alice', '/#/dashboards?org=1');
  await expect(page).toHaveURL(/#\/directaccess\?org=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Direct access' })).toBeVisible();
  expect(errors).toEqual([]);
});
