// User groups and "why can't they?": alice creates a group, adds bob and erin with a membership role and
// gives the group the Operator role; removing the role first shows that both would lose the alarm actions their own
// Viewer role does not give, and only then applies it; the access of bob names the permission he lacks for a screen.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const groupsTable = (page: Page) => page.getByRole('table', { name: 'User groups' });

test('alice builds a user group, sees what removing its role takes from whom, and why bob cannot open a screen', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/permission?org=1&tab=groups');
  await expect(page.getByRole('tab', { name: 'User groups', selected: true })).toBeVisible();
  await expect(groupsTable(page).getByRole('rowheader')).toHaveText(['Maintenance']);

  await page.getByRole('button', { name: 'New user group' }).click();
  const naming = page.getByRole('dialog', { name: 'New user group' });
  await naming.getByRole('button', { name: 'Save user group' }).click();
  await expect(naming.getByText('Enter a name.')).toBeVisible();
  await naming.getByRole('textbox', { name: 'Name' }).fill('Night shift');
  await naming.getByRole('button', { name: 'Save user group' }).click();

  // A new group opens at once, to be given members and roles.
  const group = page.getByRole('dialog', { name: 'User group Night shift' });
  await expect(group.getByText('This user group has no members yet.')).toBeVisible();
  await group.getByRole('textbox', { name: 'User name' }).fill('frank');
  await group.getByRole('button', { name: 'Add member' }).click();
  await expect(group.getByText('No user of this organization is named “frank”.')).toBeVisible();
  await group.getByRole('textbox', { name: 'User name' }).fill('bob');
  await group.getByRole('button', { name: 'Add member' }).click();
  await expect(group.getByRole('table', { name: 'Members' }).getByRole('row', { name: /bob/ })).toContainText('Member');
  await group.getByRole('textbox', { name: 'User name' }).fill('erin');
  await group.getByRole('combobox', { name: 'Role in the group' }).selectOption('ADMIN');
  await group.getByRole('button', { name: 'Add member' }).click();
  await expect(group.getByRole('table', { name: 'Members' }).getByRole('row', { name: /erin/ })).toContainText('Administrator');

  // Giving a role takes nothing away, and says so before it is applied.
  await group.getByRole('checkbox', { name: 'Operator' }).check();
  await group.getByRole('button', { name: 'Review change' }).click();
  await expect(group.getByText('Nobody loses a permission with this change.')).toBeVisible();
  await group.getByRole('button', { name: 'Apply change' }).click();
  await expect(group.getByRole('checkbox', { name: 'Operator' })).toBeChecked();

  // Taking it away names what each member loses: only what their own Viewer role does not also give.
  await group.getByRole('checkbox', { name: 'Operator' }).uncheck();
  await group.getByRole('button', { name: 'Review change' }).click();
  const preview = group.getByRole('status').filter({ hasText: 'This change takes away' });
  await expect(preview.getByRole('listitem')).toHaveText([
    'bob: Alarms: acknowledge, Alarms: reset, Alarms: clear',
    'erin: Alarms: acknowledge, Alarms: reset, Alarms: clear',
  ]);
  await expectNoSeriousA11yViolations(page, 'the change preview');
  await group.getByRole('button', { name: 'Back' }).click();
  await expect(group.getByRole('checkbox', { name: 'Operator' })).not.toBeChecked();
  await group.getByRole('button', { name: 'Review change' }).click();
  await group.getByRole('button', { name: 'Apply change' }).click();
  await expect(group.getByRole('checkbox', { name: 'Operator' })).not.toBeChecked();
  await expect(group.getByRole('button', { name: 'Review change' })).toBeDisabled();
  await group.getByRole('button', { name: 'Close' }).click();
  await expect(groupsTable(page).getByRole('rowheader')).toHaveText(['Maintenance', 'Night shift']);

  // Why can't bob open the people-and-permissions screen?
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Access of bob' }).click();
  const access = page.getByRole('dialog', { name: 'Access of bob' });
  await expect(access.getByRole('table', { name: 'Permissions of bob' }).getByRole('row', { name: /Alarms: read/ })).toContainText(
    'Viewer, given to bob directly',
  );
  await access.getByRole('combobox', { name: 'Screen of the portal' }).selectOption({ label: 'Users and permissions' });
  await expect(access.getByText('bob may not open Users and permissions')).toBeVisible();
  await expect(access.getByText(/needs one of these permissions, and no role of bob's gives any: Roles: read, Users: read, User groups: read/)).toBeVisible();
  await access.getByRole('combobox', { name: 'Screen of the portal' }).selectOption({ label: 'Alarms' });
  await expect(access.getByText('bob may open Alarms.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the access of bob');
});
