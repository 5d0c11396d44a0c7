// A retry is the same write: alice creates a role and then a user whose answers come only after
// the portal stopped waiting (the service applied each at once: an injected delay), and sends each again as the
// dialog offers. The services ignore the request id, as the facts' do, so the portal reads back before sending: it
// says the role and the user were created, never that the name is taken, and each exists once.
import { expect, openAndSignIn, resetSandbox, test, type Page } from './fixtures';

/** The core's calls give up after this long (config.json); the held-back answers come well after. */
const coreTimeout = 6_000;
const lateBy = 15_000;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  expect((await request.put('/__sandbox/config', { data: { requestIds: false } })).status()).toBe(200);
});

/** The page reads a config.json with a short core timeout and, as on the platform the facts show, no service taking
 * the request id header (the sandbox's own pages list every service), served as the sandbox serves its own. */
async function withShortCoreTimeout(page: Page) {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'X-Portal-Sandbox': 'on' },
      body: JSON.stringify({ timeouts: { core: coreTimeout }, idempotentServices: [] }),
    }),
  );
}

test('a role and a user whose creation timed out are said created when sent again, and exist once', async ({ page, request }) => {
  test.setTimeout(120_000);
  await withShortCoreTimeout(page);
  await openAndSignIn(page, 'alice', '/#/permission?org=1&tab=roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Users and permissions' })).toBeVisible();
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles.getByRole('rowheader')).toHaveText([/^Administrator/, /^Operator/, /^Viewer/]);

  expect((await request.put('/__sandbox/faults', { data: { 'POST /api/v1/organizations/1/roles': { delay: lateBy, times: 1 } } })).status()).toBe(204);
  await page.getByRole('button', { name: 'New role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'New role' });
  await roleDialog.getByRole('textbox', { name: 'Name' }).fill('Shift leads');
  for (const cell of ['Portal: access', 'Alarms: read']) await roleDialog.getByRole('checkbox', { name: cell, exact: true }).check();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog.getByRole('alert').filter({ hasText: 'The role was not saved' })).toBeVisible({ timeout: coreTimeout + 15_000 });
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The role “Shift leads” was created.' })).toBeVisible();
  await expect(roles.getByRole('rowheader', { name: /^Shift leads/ })).toHaveCount(1);
  await expect(roles.getByRole('rowheader')).toHaveCount(4);

  await page.getByRole('tab', { name: 'Users' }).click();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('rowheader')).toHaveText(['alice', 'bob', 'dave', 'erin']);
  expect((await request.put('/__sandbox/faults', { data: { 'POST /api/v1/organizations/1/users': { delay: lateBy, times: 1 } } })).status()).toBe(204);
  await page.getByRole('button', { name: 'New user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'New user' });
  await userDialog.getByRole('textbox', { name: 'User name' }).fill('frank');
  await userDialog.getByRole('textbox', { name: 'E-mail address' }).fill('frank@acme.example');
  await userDialog.getByRole('radio', { name: 'Set a password now' }).check();
  await userDialog.getByLabel(/^Password/).fill('frank-secret');
  await userDialog.getByRole('checkbox', { name: 'Shift leads' }).check();
  await userDialog.getByRole('button', { name: 'Create user' }).click();
  await expect(userDialog.getByRole('alert').filter({ hasText: 'The user was not saved' })).toBeVisible({ timeout: coreTimeout + 15_000 });
  await userDialog.getByRole('button', { name: 'Create user' }).click();
  await expect(userDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The user frank was created.' })).toBeVisible();
  await expect(users.getByRole('rowheader')).toHaveText(['alice', 'bob', 'dave', 'erin', 'frank']);
});
