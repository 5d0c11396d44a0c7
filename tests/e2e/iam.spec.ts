// People and permissions: alice makes a role that reads devices and alarms and a user who holds it, and
// that user's portal offers exactly what the role opens; a taken user name is refused at its field with nothing
// created; bob, a reader, is offered no IAM section.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox, signIn } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const rolesTable = (page: Page) => page.getByRole('table', { name: 'Roles' });

/** alice signs in straight to an address in acme (`org=1` chooses it). */
async function aliceIn(page: Page, path: string) {
  await openAndSignIn(page, 'alice', `/#${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users and permissions' })).toBeVisible();
}

test('alice creates a role that reads devices and alarms and a user who holds it; that user is offered exactly those sections', async ({
  page,
  browser,
}) => {
  await aliceIn(page, '/permission?org=1&tab=roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Users and permissions' })).toBeVisible();
  await expect(rolesTable(page).getByRole('rowheader')).toHaveText([/^Administrator/, /^Operator/, /^Viewer/]);

  await page.getByRole('button', { name: 'New role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'New role' });
  await roleDialog.getByRole('textbox', { name: 'Name' }).fill('Viewer');
  for (const cell of ['Portal: access', 'Devices: read', 'Alarms: read']) await roleDialog.getByRole('checkbox', { name: cell, exact: true }).check();
  await expectNoSeriousA11yViolations(page, 'the role dialog');
  // The name is checked with the service before anything is written.
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog.getByText('A role with this name exists. Choose another name.')).toBeVisible();
  await roleDialog.getByRole('textbox', { name: 'Name' }).fill('Field reader');
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog).toBeHidden();
  const fieldReader = rolesTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Field reader' }) });
  await expect(fieldReader).toContainText('3 permissions');

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(usersTable(page).getByRole('rowheader')).toHaveText(['alice', 'bob', 'dave', 'erin']);
  await page.getByRole('button', { name: 'New user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'New user' });
  await userDialog.getByRole('textbox', { name: 'User name' }).fill('frank');
  await userDialog.getByRole('textbox', { name: 'E-mail address' }).fill('frank@acme.example');
  await userDialog.getByRole('radio', { name: 'Set a password now' }).check();
  await userDialog.getByLabel(/^Password/).fill('frank-secret');
  await userDialog.getByRole('checkbox', { name: 'Change the password' }).uncheck();
  await userDialog.getByRole('checkbox', { name: 'Field reader' }).check();
  await expectNoSeriousA11yViolations(page, 'the user dialog');
  await userDialog.getByRole('button', { name: 'Create user' }).click();
  await expect(userDialog).toBeHidden();
  await expect(usersTable(page).getByRole('rowheader')).toHaveText(['alice', 'bob', 'dave', 'erin', 'frank']);

  const frank = await (await browser.newContext()).newPage();
  await frank.goto('/');
  await signIn(frank, 'frank', 'frank-secret');
  // Home and the direct access (Dashboards) need no permission (spec §2); remote access lists the devices one may read.
  await expect(sections(frank).getByRole('link')).toHaveText(['Home', 'Dashboards', 'Alarms', 'Devices', 'Remote access']);
  await sections(frank).getByRole('link', { name: 'Alarms' }).click();
  await expect(frank.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
  await frank.close();
});

test('a taken user name is refused at its field and nothing is created', async ({ page }) => {
  await aliceIn(page, '/permission?org=1');
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  const created: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/users') && created.push(request.url()));

  // Out of bounds first: said at the fields, nothing sent.
  await dialog.getByRole('textbox', { name: 'User name' }).fill('Bob Brown');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('bob');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Use lower-case letters, digits and . _ - @ only.')).toBeVisible();
  await expect(dialog.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'User name' })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'User name' }).fill('bob');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('robert@acme.example');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('This user name is taken. Choose another one.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'User name' })).toHaveValue('bob');
  expect(created).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(usersTable(page).getByRole('rowheader')).toHaveText(['alice', 'bob', 'dave', 'erin']);
});

test('alice deletes a user after confirming, and cannot delete herself', async ({ page }) => {
  await aliceIn(page, '/permission?org=1');
  await expect(usersTable(page).getByRole('button', { name: 'Delete alice' })).toHaveCount(0);
  await usersTable(page).getByRole('button', { name: 'Delete dave' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText('Delete the user “dave” from this organization?');
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(usersTable(page).getByRole('rowheader')).toHaveText(['alice', 'bob', 'erin']);
});

test('alice changes bob’s e-mail address; one already in use is refused and the list keeps the old one', async ({ page }) => {
  await aliceIn(page, '/permission?org=1');
  await usersTable(page).getByRole('button', { name: 'Edit bob' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user bob' });
  const email = dialog.getByRole('textbox', { name: 'E-mail address' });
  await expect(email).toHaveValue('bob@acme.example');
  await email.fill('erin@acme.example');
  await dialog.getByRole('button', { name: 'Save user' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'The user was not saved' })).toBeVisible();
  await expect(email).toHaveValue('erin@acme.example');
  await email.fill('robert@acme.example');
  await dialog.getByRole('button', { name: 'Save user' }).click();
  await expect(dialog).toBeHidden();
  await expect(usersTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'bob' }) })).toContainText('robert@acme.example');
});

test('bob, a reader, is offered no IAM section and is refused its address', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/');
  await expect(sections(page).getByRole('link', { name: 'Devices' })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(sections(page).getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await page.goto('/#/permission?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Users and permissions' })).toHaveCount(0);
});

test('alice changes what acme’s Operator role may do; the built-in roles offer no changes', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/roles?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(rolesTable(page).getByRole('button', { name: 'Edit Viewer' })).toHaveCount(0);
  const operator = rolesTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Operator/ }) });
  await expect(operator).toContainText('8 permissions');

  await operator.getByRole('button', { name: 'Edit Operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit role' });
  await expect(dialog.getByRole('checkbox', { name: 'Alarms: clear', exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Users: read', exact: true })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Alarms: clear', exact: true }).uncheck();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(65));
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog.getByText('Use at most 64 characters.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Plant operator');
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog).toBeHidden();
  await expect(rolesTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Plant operator/ }) })).toContainText('7 permissions');
});
