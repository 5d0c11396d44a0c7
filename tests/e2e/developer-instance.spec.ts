// Facts §4.1 `GET /instance`: with the developer switch on, "Developer details" names the platform instance the
// portal talks to (the id apps are given), which support asks for.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('Developer details name the platform instance', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('experimentalFeatures', JSON.stringify({ developerUi: true })));
  await openAndSignIn(page, 'alice', '/#/alarms?org=1');
  await page.getByRole('button', { name: 'User menu for alice' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Developer details…' }).click();
  const details = page.getByRole('dialog', { name: 'Developer details' });
  await expect(details.getByRole('heading', { name: 'Platform instance' })).toBeVisible();
  await expect(details).toContainText('6f1c2b9e-4d3a-4e7f-9b52-0a8d7c3e1f64');
});
