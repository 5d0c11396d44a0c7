// Spec §2 /404: any other path answers "Page not found"; so does a route of the table whose screen is not built
// yet (src/routes/routeTable.ts), and such a section stays out of the portal menu.
import { expect, test, type Page, alicesDefault, openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** alice, with every permission, in acme. */
async function aliceInAcme(page: Page) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
}

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

test('an unknown route answers 404', async ({ page }) => {
  await aliceInAcme(page);

  await page.goto('/#/no-such-page');
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByText('There is no page at this address.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
});

test('a route whose screen is not built answers 404 and has no portal-menu entry', async ({ page }) => {
  await aliceInAcme(page);

  // /users (spec §2: "appears in the section map") has no screen of its own yet; its section's entry leads to /permission.
  await page.goto('/#/users?org=1');
  await expect(notFound(page)).toBeVisible();

  // The top-bar burger opens the portal menu: built routes only.
  await page.getByRole('button', { name: 'Open portal menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Portal menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('href', /^#\/permission\b/);
  await expect(menu.locator('a[href^="#/users"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // Ctrl+G opens the same menu.
  await page.keyboard.press('Control+KeyG');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.locator('a[href^="#/users"]')).toHaveCount(0);
});
