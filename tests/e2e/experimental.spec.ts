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

/** Only these switches on (everything else off), kept in this browser before the portal starts. */
async function withSwitches(page: Page, on: readonly string[]) {
  const keys = ['germanLanguage', 'spanishLanguage', 'frenchLanguage', 'developerUi', 'editorInspector', 'dataTable', 'groupPolicies', 'widgetPermissions', 'showMapByDefault'];
  const stored = Object.fromEntries(keys.map((key) => [key, on.includes(key)]));
  await page.addInitScript((value) => localStorage.setItem('experimentalFeatures', value), JSON.stringify(stored));
}

const allOn = ['germanLanguage', 'spanishLanguage', 'frenchLanguage', 'developerUi', 'editorInspector', 'dataTable', 'groupPolicies', 'widgetPermissions', 'showMapByDefault'];

for (const state of ['on', 'off'] as const) {
  test(`the switches that did nothing act when ${state}`, async ({ page }) => {
    test.setTimeout(120_000);
    const on = state === 'on';
    await withSwitches(page, on ? allOn : []);
    await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-hall-a/edit?org=1');
    await expect(page.getByRole('heading', { name: 'Add a widget' })).toBeVisible();

    // Languages (German, Spanish, French behind their switches; English and Italian always; never Japanese) and
    // developer UI, in the user menu.
    await page.getByRole('button', { name: 'User menu for alice' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /^(English|Deutsch|Español|Français|Italiano|日本語)$/ })).toHaveText(
      on ? ['English', 'Deutsch', 'Español', 'Français', 'Italiano'] : ['English', 'Italiano'],
    );
    await expect(menu.getByRole('menuitem', { name: 'Developer details…' })).toHaveCount(on ? 1 : 0);
    if (on) {
      await menu.getByRole('menuitem', { name: 'Developer details…' }).click();
      const details = page.getByRole('dialog', { name: 'Developer details' });
      await expect(details).toContainText('acme');
      await expect(details.getByRole('table', { name: 'Service addresses' })).toContainText('/svc/core');
      await details.getByRole('button').first().click();
      await expect(details).toHaveCount(0);
    } else await page.keyboard.press('Escape');

    // The editor's inspector (a docked panel) and widget permissions, for the selected widget.
    await page.getByRole('listbox', { name: 'Widgets of this page' }).getByRole('option', { name: /^Temperature, column 1, row 2/ }).click();
    await expect(page.getByRole('region', { name: 'Properties' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Inspector' })).toHaveCount(on ? 1 : 0);
    if (on) await expect(page.getByRole('region', { name: 'Inspector' })).toContainText('ValueWgt');
    await expect(page.getByRole('checkbox', { name: "Only the dashboard's editors see it" })).toHaveCount(on ? 1 : 0);

    // The data table under each chart of the explorer.
    await page.goto('/#/data-explore?org=1&devices=dev-acme-boiler-1&tags=Boiler/Temperature');
    await expect(page.getByRole('region', { name: 'Boiler/Temperature' }).getByRole('img')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Values of Boiler/Temperature (°C)' })).toHaveCount(on ? 1 : 0);

    // Group policies on the user form.
    await page.goto('/#/permission?org=1');
    await page.getByRole('button', { name: 'New user' }).click();
    const userDialog = page.getByRole('dialog', { name: 'New user' });
    await expect(userDialog.getByRole('textbox', { name: /^User name/ })).toBeVisible();
    await expect(userDialog.getByRole('checkbox', { name: 'Group policies' })).toHaveCount(on ? 1 : 0);
    await userDialog.getByRole('button', { name: 'Cancel' }).click();

    // The device map opens on the map or the list as the switch says, while the person has not chosen there.
    await page.goto('/#/devicemap?org=1');
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', String(on));
  });
}

test('every switch says what it does; the ones the portal cannot honour say why and cannot be switched on', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  await expect(landingHeading(page)).toBeVisible();
  await page.keyboard.press('Control+Alt+Shift+KeyS');
  await page.getByRole('dialog', { name: 'Experimental features' }).getByRole('button', { name: 'Choose features' }).click();
  const dialog = await expectSelectionDialog(page);
  await expect(dialog.getByRole('switch')).toHaveCount(25);
  await expect(dialog.getByRole('switch', { name: 'German language' })).toHaveAccessibleDescription('Offers German among the languages of the user menu.');
  await expect(dialog.getByRole('switch', { name: 'Data table' })).toHaveAccessibleDescription("Shows the data explorer's values as a table under the chart.");
  for (const name of ['Japanese language', 'Video background on the sign-in page', 'IP filter']) await expect(dialog.getByRole('switch', { name })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Japanese language' })).toHaveAccessibleDescription('The portal has no Japanese translation, so there is nothing to offer.');
});
