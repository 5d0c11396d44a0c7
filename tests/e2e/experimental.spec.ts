// Spec §2 "Experimental features": Ctrl+Alt+Shift+S asks first, then opens the "Experimental features" dialog;
// the user menu offers the same.
import { expect, test, type Page, openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The selection dialog, once the confirmation (titled the same) has gone. */
async function expectSelectionDialog(page: Page) {
  // Found by its own text first: while the confirmation closes, both are on the page for a moment.
  const dialog = page.getByRole('dialog', { name: 'Experimental features' }).filter({ hasText: 'Saving reloads the page.' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByRole('switch').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  return dialog;
}

test('Ctrl+Alt+Shift+S asks for confirmation, then opens the Experimental features dialog', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  await expect(landingHeading(page)).toBeVisible();

  await page.keyboard.press('Control+Alt+Shift+KeyS');
  const confirmation = page.getByRole('dialog', { name: 'Experimental features' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Choose which experimental features to use?');
  await confirmation.getByRole('button', { name: 'Choose features' }).click();

  const dialog = await expectSelectionDialog(page);
  await expect(dialog.getByRole('button', { name: 'Choose features' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the user menu entry "Experimental features…" opens the same dialog', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  await expect(landingHeading(page)).toBeVisible();

  await page.getByRole('button', { name: 'User menu for bob' }).click();
  await page.getByRole('menuitem', { name: 'Experimental features…' }).click();

  const confirmation = page.getByRole('dialog', { name: 'Experimental features' });
  await expect(confirmation).toContainText('Choose which experimental features to use?');
  await confirmation.getByRole('button', { name: 'Choose features' }).click();
  await expectSelectionDialog(page);
});
