// Spec §2 /directaccess's flows tab and /flow/{flowId}/{dashboardFlowId?}: alice builds a flow of two dashboards,
// orders it from the keyboard, walks through it in the flow viewer with the devices of the URL passed on, shares it
// with bob and deletes it.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

async function aliceInAcme(page: Page, path: string) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(page).toHaveURL(/org=1/);
  await page.goto(`/#${path}`);
}

const flowsTable = (page: Page) => page.getByRole('table', { name: 'Flows' });
const flowRow = (page: Page, name: string) => flowsTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
const flowNav = (page: Page, name: string) => page.getByRole('navigation', { name: `Flow “${name}”` });

/** The step labels of the flow form, in order. */
async function expectSteps(page: Page, labels: string[]) {
  const steps = page.getByRole('list', { name: 'Dashboards in turn' });
  await expect(steps.getByRole('listitem')).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    await expect(steps.getByRole('textbox', { name: `Label of step ${index + 1}` })).toHaveValue(label);
  }
}

test('alice creates a flow of two dashboards, orders it from the keyboard and moves between them in the viewer', async ({ page }) => {
  await aliceInAcme(page, '/directaccess?org=1&tab=flows');
  await expect(page.getByRole('tab', { name: 'Flows', selected: true })).toBeVisible();
  await expect(flowRow(page, 'Boiler round')).toContainText('Hall A → Pressure');
  await expectNoSeriousA11yViolations(page, 'the flows tab of /directaccess');

  await page.getByRole('button', { name: 'New flow' }).click();
  const dialog = page.getByRole('dialog', { name: 'New flow' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Morning round');
  const find = dialog.getByRole('searchbox', { name: 'Find dashboards to add' });
  await find.fill('conveyor');
  await dialog.getByRole('button', { name: 'Add Conveyor line 1' }).click();
  await find.fill('hall');
  await dialog.getByRole('button', { name: 'Add Boiler hall A' }).click();
  await expectSteps(page, ['Conveyor line 1', 'Boiler hall A']);
  await expectNoSeriousA11yViolations(page, 'the new flow dialog');

  // Reordering from the keyboard: the moved step keeps the focus (at the top, on its other button).
  await dialog.getByRole('button', { name: 'Move Boiler hall A up' }).focus();
  await page.keyboard.press('Enter');
  await expectSteps(page, ['Boiler hall A', 'Conveyor line 1']);
  await expect(dialog.getByRole('button', { name: 'Move Boiler hall A down' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Label of step 2' }).fill('Line 1');
  await dialog.getByRole('button', { name: 'Create flow' }).click();
  await expect(dialog).toBeHidden();
  await expect(flowRow(page, 'Morning round')).toContainText('Boiler hall A → Line 1');

  await flowRow(page, 'Morning round').getByRole('link', { name: 'Morning round' }).click();
  await expect(page).toHaveURL(/#\/flow\/flw-[\w-]+\?org=1$/);
  const nav = flowNav(page, 'Morning round');
  await expect(nav.getByText('Morning round: step 1 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '1. Boiler hall A' })).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousA11yViolations(page, 'the flow viewer');

  await nav.getByRole('link', { name: 'Next: Line 1' }).click();
  // Steps keep the id they were added with: the conveyor, added first, is step-1 though it comes second.
  await expect(page).toHaveURL(/#\/flow\/flw-[\w-]+\/step-1\?org=1$/);
  await expect(nav.getByText('Morning round: step 2 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Conveyor line 1' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  await nav.getByRole('link', { name: 'Previous: Boiler hall A' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  await nav.getByRole('link', { name: '2. Line 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conveyor line 1' })).toBeVisible();
  // The browser's back button goes to the step before.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
});

test('the flow viewer passes the version and the devices of the URL on to every step', async ({ page }) => {
  await aliceInAcme(page, '/flow/flw-acme-boilers?org=1&ecc_device_Boiler=dev-acme-boiler-2');
  const nav = flowNav(page, 'Boiler round');
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Boiler (Boiler)' })).toHaveValue('Boiler Hall B');
  const next = nav.getByRole('link', { name: 'Next: Pressure' });
  await expect(next).toHaveAttribute('href', '#/flow/flw-acme-boilers/step-2?org=1&ecc_device_Boiler=dev-acme-boiler-2');
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler pressure' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Boiler (Boiler)' })).toHaveValue('Boiler Hall B');

  // A step that is no longer part of the flow says so and offers its start.
  await page.goto('/#/flow/flw-acme-boilers/step-9?org=1');
  await expect(page.getByText('This step is no longer part of the flow “Boiler round”')).toBeVisible();
  await page.getByRole('link', { name: 'Start the flow' }).click();
  await expect(flowNav(page, 'Boiler round').getByText('Boiler round: step 1 of 2')).toBeVisible();
  await page.goto('/#/flow/flw-gone?org=1');
  await expect(page.getByText('This flow does not exist')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a missing flow');
});

test('alice edits a flow, shares it with bob who can open it, and deletes it', async ({ page, browser }) => {
  await aliceInAcme(page, '/directaccess?org=1&tab=flows');
  await flowRow(page, 'Boiler round').getByRole('button', { name: 'Edit flow Boiler round' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit flow' });
  await dialog.getByRole('button', { name: 'Remove Pressure' }).click();
  await dialog.getByRole('searchbox', { name: 'Find dashboards to add' }).fill('conveyor');
  await dialog.getByRole('button', { name: 'Add Conveyor line 1' }).click();
  await dialog.getByRole('button', { name: 'Save flow' }).click();
  await expect(dialog).toBeHidden();
  await expect(flowRow(page, 'Boiler round')).toContainText('Hall A → Conveyor line 1');

  await flowRow(page, 'Boiler round').getByRole('button', { name: 'Share flow Boiler round' }).click();
  const share = page.getByRole('dialog', { name: 'Share “Boiler round”' });
  await share.getByRole('textbox', { name: 'Add people' }).fill('bob');
  await share.getByRole('button', { name: 'Add', exact: true }).click();
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(share).toBeHidden();

  const bobs = await browser.newContext();
  const bob = await bobs.newPage();
  await openAndSignIn(bob, 'bob');
  await expect(bob).toHaveURL(/org=1/);
  await bob.goto('/#/directaccess?org=1&tab=flows');
  const shared = flowRow(bob, 'Boiler round');
  await expect(shared).toContainText('Read only');
  await expect(shared.getByRole('button')).toHaveCount(0);
  await shared.getByRole('link', { name: 'Boiler round' }).click();
  await expect(bob.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  await bobs.close();

  await flowRow(page, 'Boiler round').getByRole('button', { name: 'Delete flow Boiler round' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete flow' });
  await expect(confirm).toContainText('Delete the flow “Boiler round”? Its dashboards stay.');
  await confirm.getByRole('button', { name: 'Delete flow' }).click();
  await expect(page.getByText('There are no flows yet.', { exact: false })).toBeVisible();
});
