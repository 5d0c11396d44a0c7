// Spec §2 /notifications, /admin/notifications and /log's failed-notifications tab on the sandbox's notification
// service: alice manages rules and settings and reads the failed deliveries; bob and carol see what their
// permissions allow.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox, sectionLink } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Signs alice in, enters acme itself (not its sub-organisation) and opens a section from the top bar. */
async function aliceInAcme(page: Page, section: 'Notifications' | 'Log') {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await (await sectionLink(page, section)).click();
}

/** Leaves for another section and comes back, so the screen reads the service again. */
async function reopen(page: Page, section: 'Notifications') {
  await (await sectionLink(page, 'Log')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log' })).toBeVisible();
  await (await sectionLink(page, section)).click();
}

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Notification rules' });
const ruleRow = (page: Page, name: string) => rulesTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('alice creates a notification rule, edits it, switches it off and deletes it', async ({ page }) => {
  await aliceInAcme(page, 'Notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveURL(/#\/notifications\?org=1$/);
  await expect(rulesTable(page).getByRole('rowheader')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'the notification rules');

  // A new rule starts with acme's default recipients; a missing name is named at its field.
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New notification rule' });
  await expect(dialog.getByText('maintenance@acme.example')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByText('Enter a name.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the new rule form');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Drive current');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Conveyor drives drawing too much current');
  await dialog.getByRole('textbox', { name: 'Minimum severity' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Minutes without acknowledgement' }).fill('10');
  await dialog.getByRole('checkbox', { name: 'Sunday' }).uncheck();
  await dialog.getByRole('combobox', { name: 'Recipients' }).fill('+390298765432');
  await dialog.getByRole('combobox', { name: 'Recipients' }).press('Enter');
  await dialog.getByRole('combobox', { name: 'Alarm names' }).fill('Drive/*');
  await dialog.getByRole('combobox', { name: 'Alarm names' }).press('Enter');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden();

  const created = ruleRow(page, 'Drive current');
  await expect(created).toContainText('Conveyor drives drawing too much current');
  await expect(created).toContainText('maintenance@acme.example, +390298765432');
  await expect(created).toContainText('After 10 min without acknowledgement');
  await expect(created.getByRole('cell').first()).toHaveText('5 Critical');
  await expect(rulesTable(page).getByRole('rowheader')).toHaveCount(4);

  // Edit: the form shows the rule as saved; a new name is kept.
  await created.getByRole('button', { name: 'Edit Drive current' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit notification rule' });
  await expect(edit.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await edit.getByRole('textbox', { name: 'Name' }).fill('Drive overcurrent');
  await edit.getByRole('button', { name: 'Save rule' }).click();
  await expect(edit).toBeHidden();
  const edited = ruleRow(page, 'Drive overcurrent');
  await expect(edited).toBeVisible();
  await expect(ruleRow(page, 'Drive current')).toHaveCount(0);

  // Switched off in the list, and still off when the screen is opened again.
  const enabled = edited.getByRole('switch', { name: 'Enabled: Drive overcurrent' });
  await expect(enabled).toBeChecked();
  await enabled.click({ force: true });
  await expect(enabled).not.toBeChecked();
  await reopen(page, 'Notifications');
  await expect(ruleRow(page, 'Drive overcurrent').getByRole('switch')).not.toBeChecked();

  // Deleting asks first, naming the rule; cancelling keeps it.
  await ruleRow(page, 'Drive overcurrent').getByRole('button', { name: 'Delete Drive overcurrent' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete notification rule' });
  await expect(confirm).toContainText('Delete the rule “Drive overcurrent”?');
  await expectNoSeriousA11yViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await ruleRow(page, 'Drive overcurrent').getByRole('button', { name: 'Delete Drive overcurrent' }).click();
  await confirm.getByRole('button', { name: 'Delete rule' }).click();
  await expect(confirm).toBeHidden();
  await expect(ruleRow(page, 'Drive overcurrent')).toHaveCount(0);
  await expect(rulesTable(page).getByRole('rowheader')).toHaveCount(3);

  // Search narrows the list; a search without matches says so.
  await page.getByRole('searchbox', { name: 'Search rules' }).fill('safety');
  await expect(rulesTable(page).getByRole('rowheader')).toHaveText([/^Conveyor safety stop/]);
  await page.getByRole('searchbox', { name: 'Search rules' }).fill('nothing like this');
  await expect(page.getByText('No rule matches “nothing like this”.')).toBeVisible();
});

test('alice changes the organisation-wide notification settings', async ({ page }) => {
  await aliceInAcme(page, 'Notifications');
  await page.getByRole('navigation', { name: 'Notifications' }).getByRole('link', { name: 'Organization settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  await expect(page).toHaveURL(/#\/admin\/notifications\?org=1$/);
  const sender = page.getByRole('textbox', { name: 'Sender name' });
  await expect(sender).toHaveValue('Acme plant alarms');
  await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'From (UTC)' })).toHaveValue('22:00');
  await expectNoSeriousA11yViolations(page, 'the notification settings');

  await sender.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter the name recipients see as the sender.')).toBeVisible();
  await sender.fill('Acme alarm desk');
  await page.getByRole('checkbox', { name: 'SMS' }).uncheck();
  await page.getByRole('switch', { name: 'Quiet hours' }).click({ force: true });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

  await reopen(page, 'Notifications');
  await page.getByRole('navigation', { name: 'Notifications' }).getByRole('link', { name: 'Organization settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Sender name' })).toHaveValue('Acme alarm desk');
  await expect(page.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Quiet hours' })).not.toBeChecked();
});

test('alice reads the failed notifications in the log, a page at a time', async ({ page }) => {
  await aliceInAcme(page, 'Log');
  await expect(page.getByRole('heading', { level: 1, name: 'Log' })).toBeVisible();
  // The audit log is the main tab; the failed notifications are beside it.
  await page.getByRole('tab', { name: 'Failed notifications' }).click();
  await expect(page.getByRole('tab', { name: 'Failed notifications', selected: true })).toBeVisible();
  const failed = page.getByRole('table', { name: 'Failed notifications' });
  await expect(failed.getByRole('row')).toHaveCount(21);
  const newest = failed.getByRole('row').nth(1);
  await expect(newest).toContainText('Boiler over-temperature');
  await expect(newest).toContainText('HighTemperature');
  await expect(newest).toContainText('Boiler Hall A');
  await expect(newest).toContainText('maintenance@acme.example');
  await expect(newest).toContainText('550 5.1.1 Mailbox unavailable');
  await expect(page.getByText('1–20 of 24')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the failed notifications');

  await page.getByRole('navigation', { name: 'Pages of failed notifications' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(failed.getByRole('row')).toHaveCount(5);
  await expect(page.getByText('21–24 of 24')).toBeVisible();
});

test('bob has no notification or log section, and the routes send him home', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(page).toHaveURL(/org=1/);
  await expect(sections.getByRole('link', { name: 'Notifications' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Log' })).toHaveCount(0);

  await page.goto('/#/notifications?org=1');
  await expect(page).not.toHaveURL(/#\/notifications/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveCount(0);
});

test('carol reads initech’s rules without the actions she may not take', async ({ page }) => {
  await openAndSignIn(page, 'carol');
  await page.getByRole('checkbox', { name: 'I accept the Terms of Service (sandbox)' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Notice (sandbox)' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/org=3/);

  await (await sectionLink(page, 'Notifications')).click();
  await expect(ruleRow(page, 'Conveyor jam')).toContainText('On');
  await expect(page.getByRole('button', { name: 'New rule' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  // The settings screen needs update on organizations: no link to it.
  await expect(page.getByRole('link', { name: 'Organization settings' })).toHaveCount(0);
});
