// Spec §2 /404: any other path answers "Page not found" (every route of the table has its screen: sections.spec.ts).
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

test('letter case is part of the address: #/Alarms is no page', async ({ page }) => {
  await aliceInAcme(page);

  await page.goto('/#/Alarms?org=1');
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toHaveCount(0);
});

test('an unknown route answers 404', async ({ page }) => {
  await aliceInAcme(page);

  await page.goto('/#/no-such-page');
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByText('There is no page at this address.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
});
