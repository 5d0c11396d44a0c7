// Spec §2's sections and /users: /users opens the users list; data-configure (the models and
// presets, /models) and audit (/audit) are sections of their own in the portal menu, and the old address of the models
// tab, /devices?tab=models, leads to /models.
import { expect, test, type Page, alicesDefault, openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** alice, with every permission, in acme. */
async function aliceInAcme(page: Page) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('/users opens the organization’s users', async ({ page }) => {
  await aliceInAcme(page);
  await page.goto('/#/users?org=1');
  await expect(heading(page, 'Users')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('rowheader', { name: 'bob' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('the portal menu lists Data configuration and Audit, each opening its own screen', async ({ page }) => {
  await aliceInAcme(page);
  const menu = page.getByRole('dialog', { name: 'Portal menu' });

  await page.keyboard.press('Control+KeyG');
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('href', /^#\/permission\b/);
  await expect(menu.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', /^#\/audit\?org=1$/);
  await menu.getByRole('link', { name: 'Data configuration' }).click();
  await expect(heading(page, 'Models and presets')).toBeVisible();
  await expect(page).toHaveURL(/#\/models\?org=1$/);
  await expect(page.getByRole('table', { name: 'Models' }).getByRole('rowheader', { name: 'Chiller 1.0.0' })).toBeVisible();

  await page.keyboard.press('Control+KeyG');
  await menu.getByRole('link', { name: 'Audit' }).click();
  await expect(heading(page, 'Audit log')).toBeVisible();
  await expect(page).toHaveURL(/#\/audit\?org=1$/);
  await expect(page.getByRole('tab', { name: 'Failed notifications' })).toHaveCount(0);
});

test('the models tab’s old address leads to the models screen', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/devices?org=1&tab=models');
  await expect(heading(page, 'Models and presets')).toBeVisible();
  await expect(page).toHaveURL(/#\/models\?org=1$/);
  await expect(page.getByRole('tab', { name: 'Models and presets' })).toHaveCount(0);
});
