// Spec §2 /log's audit log on the sandbox, where every accepted write appends an event: alice renames a notification
// rule, then finds her change in the log with its before/after difference, narrows the log and exports exactly the
// filtered set.
import { readFile } from 'node:fs/promises';
import { expect, test, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox, sectionLink } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('the audit log lists alice’s change with its difference, filtered, and exports the filtered set', async ({ page }) => {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();

  // The change: the seeded rule renamed, and another (seeded off) switched on.
  await (await sectionLink(page, 'Notifications')).click();
  const rules = page.getByRole('table', { name: 'Notification rules' });
  await rules.getByRole('button', { name: 'Edit Boiler over-temperature' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit notification rule' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Boiler too hot');
  await edit.getByRole('button', { name: 'Save rule' }).click();
  await expect(edit).toBeHidden();
  await expect(rules.getByRole('rowheader', { name: /^Boiler too hot/ })).toBeVisible();
  const weekend = rules.getByRole('switch', { name: 'Enabled: Weekend watch' });
  // The list reads the rules again after the rename; a switch answers once it has them.
  await expect(rules).toHaveAttribute('aria-busy', 'false');
  await expect(weekend).toBeEnabled();
  await expect(weekend).not.toBeChecked();
  await weekend.click({ force: true });
  await expect(weekend).toBeChecked();

  await (await sectionLink(page, 'Log')).click();
  await expect(page.getByRole('tab', { name: 'Audit log', selected: true })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  // Newest first: the switch, then the rename, each by alice (signing in stored her locale before them: a write too).
  await expect(log.getByRole('row').nth(1)).toContainText('Notification rule: Weekend watch');
  const rename = log.getByRole('row').nth(2);
  await expect(rename.getByRole('cell')).toContainText(['alice', 'Notification rule: Boiler too hot', 'Changed']);
  await expectNoSeriousA11yViolations(page, 'the audit log');

  await log.getByRole('button', { name: 'Show the change to Notification rule: Boiler too hot, Changed' }).click();
  const change = page.getByRole('dialog', { name: 'Change to Notification rule: Boiler too hot' });
  const name = change.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Name', exact: true }) });
  await expect(name.getByRole('cell')).toHaveText(['Boiler over-temperature', 'Boiler too hot']);
  // Only what changed: the description stayed as it was.
  await expect(change.getByRole('rowheader', { name: 'Description' })).toHaveCount(0);
  // The service's own names are kept for support, folded away.
  await expect(change.getByText('notifications 1 UPDATE')).toBeHidden();
  await change.getByText('Details for support').click();
  await expect(change.getByText('notifications 1 UPDATE')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a change’s difference');
  await change.getByRole('button', { name: 'Close' }).click();

  // Narrowed on the server, kept in the address; a range that ends before it starts is refused at its field.
  await page.getByRole('combobox', { name: 'Entity type' }).selectOption({ label: 'Notification rule' });
  await page.getByRole('textbox', { name: 'Entity ID' }).fill('3');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log).toContainText('Notification rule: Weekend watch');
  await expect(page).toHaveURL(/[?&]type=notifications&entity=3(&|$)/);
  // Dates are typed as the fields show them, in the person's locale; text that is no date is refused, not dropped.
  await page.getByLabel('From', { exact: true }).fill('next Tuesday');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription('Enter a date and time.');
  await page.getByLabel('From', { exact: true }).fill('05/02/2026 10:00 AM');
  await page.getByLabel('To', { exact: true }).fill('05/01/2026 10:00 AM');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription('The end is before the start.');
  await page.getByLabel('From', { exact: true }).fill('');
  await page.getByLabel('To', { exact: true }).fill('');
  // Escape folds the calendar away, as a person does before moving on.
  await page.getByLabel('To', { exact: true }).press('Escape');

  // The export holds exactly the filtered set: its header and the one matching event.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await download).path(), 'utf8')).split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(/,alice,,notifications,3,UPDATE,/);

  // A reload opens the same narrowed log.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Entity ID' })).toHaveValue('3');
  await expect(log.getByRole('row')).toHaveCount(2);
});

test('the audit log lists alice’s installation of an app with what it created', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/store/install/2?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Spare parts' })).toBeVisible();
  await page.getByRole('radio', { name: /^Free/ }).check();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Open Spare parts' })).toBeVisible();

  await page.goto('/#/log?org=1&type=apps');
  const log = page.getByRole('table', { name: 'Audit log' });
  const install = log.getByRole('row').filter({ hasText: 'Created' });
  await expect(install).toHaveCount(1);
  await expect(install.getByRole('cell')).toContainText(['alice', 'App', 'Created']);
  await install.getByRole('button', { name: 'Show the change to App, Created' }).click();
  const change = page.getByRole('dialog', { name: 'Change to App' });
  // A creation: nothing before, the installation after.
  const plan = change.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Plan', exact: true }) });
  await expect(plan.getByRole('cell').nth(1)).toHaveText(/free/);
  const status = change.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Status', exact: true }) });
  await expect(status.getByRole('cell').nth(1)).toHaveText(/INSTALLED/);
});

test('a filter typed with a percent sign is read back as typed after a reload', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/log?org=1');
  const entity = page.getByRole('textbox', { name: 'Entity ID' });
  await entity.fill('%41');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]entity=%2541(&|$)/);

  await page.reload();
  await expect(entity).toHaveValue('%41');
});
