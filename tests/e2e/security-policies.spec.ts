// Security policies (/permission, tab `policies`): alice makes a policy below another, gives it a device
// found by search and takes it away again, a taken name is refused at its field, and the policy goes after she
// confirms; bob, who may not read device groups, is offered no such tab.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('alice creates a policy below Packaging lines, adds and removes a device, and deletes it after confirming', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/permission?org=1&tab=policies');
  const policies = page.getByRole('table', { name: 'Security policies' });
  await expect(policies.getByRole('rowheader')).toHaveText(['Hall A', 'Hall A boilers', 'Packaging lines']);

  await page.getByRole('button', { name: 'New security policy' }).click();
  const naming = page.getByRole('dialog', { name: 'New security policy' });
  const name = naming.getByRole('textbox', { name: 'Name' });
  // A name in use, whatever its letter case, is refused at its field.
  await name.fill('hall a');
  await naming.getByRole('button', { name: 'Save security policy' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Line 3');
  await naming.getByRole('combobox', { name: 'Below the policy' }).selectOption({ label: 'Packaging lines' });
  await naming.getByRole('button', { name: 'Save security policy' }).click();
  await expect(naming).toBeHidden();

  // A new policy opens at once, to be given devices.
  const opened = page.getByRole('dialog', { name: 'Security policy Line 3' });
  await expect(opened).toBeVisible();
  await opened.getByRole('searchbox', { name: 'Find a device to add' }).fill('Conveyor Line 1');
  await opened.getByRole('button', { name: 'Add Conveyor Line 1 to Line 3' }).click();
  const devices = opened.getByRole('table', { name: 'Devices of Line 3' });
  await expect(devices.getByRole('row').filter({ hasText: 'dev-acme-conveyor-1' })).toBeVisible();
  await opened.getByRole('button', { name: 'Remove Conveyor Line 1 from Line 3' }).click();
  await expect(opened.getByText('This policy groups no devices yet.')).toBeVisible();
  await opened.getByRole('button', { name: 'Close' }).first().click();

  const row = policies.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Line 3' }) });
  await expect(row).toContainText('Packaging lines');
  await page.getByRole('button', { name: 'Delete Line 3' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete security policy' });
  await confirm.getByRole('button', { name: 'Delete security policy' }).click();
  await expect(confirm).toBeHidden();
  await expect(policies.getByRole('rowheader')).toHaveText(['Hall A', 'Hall A boilers', 'Packaging lines']);
});

test('bob is offered no security policies', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/permission?org=1&tab=policies');
  await expect(page.getByRole('tab', { name: 'Security policies' })).toHaveCount(0);
});
