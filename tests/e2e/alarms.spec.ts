// Spec §2 /alarms, §4 "Alarms", §7 "Alarms API": the live alarm list, filtered, acted on and counted, as each
// persona's permissions allow. The sandbox's alarm clock is pinned (sandbox/README.md), so the simulated fleet shows
// the same alarms every run: in acme at that instant, 13 are open, 10 of them of severity 4 or more.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox, sectionLink } from './fixtures';

const instant = '2025-03-03T09:00:00Z';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  expect((await request.put('/__sandbox/alarms', { data: { at: instant } })).status()).toBe(204);
});

async function openAlarms(page: Page, user: 'alice' | 'bob') {
  await openAndSignIn(page, user);
  if (user === 'alice') {
    await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
  }
  await expect(await sectionLink(page, 'Alarms')).toBeVisible();
  await page.goto('/#/alarms?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
}

const matching = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /match/ });
const severityNames = ['Info', 'Notice', 'Warning', 'Minor', 'Major', 'Critical', 'Emergency'];
const severityButton = (page: Page, severity: number) =>
  page.getByRole('group', { name: 'By severity' }).getByRole('button', { name: new RegExp(`^${severity} ${severityNames[severity]}: `) });
const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, alarm: string, device: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `History of ${alarm} on ${device}` }) });

test('alice filters open alarms of severity 4 or more, acknowledges two, resets all matching, and the counts follow', async ({ page }) => {
  await openAlarms(page, 'alice');
  await expect(matching(page)).toHaveText('13 alarms match');

  await page.getByRole('combobox', { name: 'Minimum severity' }).selectOption({ label: '4 Major or more' });
  await expect(matching(page)).toHaveText('10 alarms match');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(severityButton(page, 6)).toHaveAccessibleName('6 Emergency: 3 alarms');
  await expect(severityButton(page, 4)).toHaveAccessibleName('4 Major: 5 alarms');
  await expectNoSeriousA11yViolations(page, 'the alarm list');

  await page.getByRole('checkbox', { name: 'Select HighTemperature on Boiler Hall A' }).check();
  await page.getByRole('checkbox', { name: 'Select HighPressure on Boiler Hall A' }).check();
  await page.getByRole('button', { name: 'Acknowledge selected (2)' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Acknowledge 2 alarms?' })).toBeVisible();
  await expect(dialog(page)).toContainText('The 2 selected alarms.');
  await dialog(page).getByLabel('Comment (optional)').fill('Checked on site');
  await expectNoSeriousA11yViolations(page, 'the confirmation');
  await dialog(page).getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(dialog(page)).toContainText('2 alarms acknowledged.');
  await dialog(page).getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog(page)).toHaveCount(0);

  // HighPressure owed only its acknowledgement and is over; HighTemperature now owes a reset.
  await expect(matching(page)).toHaveText('9 alarms match');
  await expect(severityButton(page, 4)).toHaveAccessibleName('4 Major: 4 alarms');
  await expect(row(page, 'HighTemperature', 'Boiler Hall A').getByRole('cell', { name: 'Reset', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acknowledge selected (0)' })).toBeDisabled();

  await page.getByRole('button', { name: 'Reset all (9)' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Reset 9 alarms?' })).toBeVisible();
  await expect(dialog(page)).toContainText('All 9 alarms matching the current filters.');
  await dialog(page).getByRole('button', { name: 'Reset', exact: true }).click();
  // The service answers an action on every match with an empty 204: the list, read again, shows what it did.
  await expect(dialog(page)).toContainText('The service took the action. The list shows the alarms as they are now.');
  await dialog(page).getByRole('button', { name: 'Close' }).last().click();

  await expect(matching(page)).toHaveText('8 alarms match');
  await expect(severityButton(page, 6)).toHaveAccessibleName('6 Emergency: 2 alarms');
  await expect(row(page, 'HighTemperature', 'Boiler Hall A')).toHaveCount(0);

  // The history tab shows what happened to it, and the list keeps its filters meanwhile.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await row(page, 'HighTemperature', 'Boiler Hall A').getByRole('button', { name: /^History of/ }).click();
  await expect(page).toHaveURL(/tab=alarms-history&alarm=dev-acme-boiler-1\.HighTemperature$/);
  await expect(page.getByRole('heading', { level: 2, name: 'HighTemperature on Boiler Hall A' })).toBeVisible();
  const changes = page.getByRole('table').getByRole('row');
  await expect(changes.nth(1)).toContainText('Reset');
  await expect(changes.nth(2)).toContainText('Acknowledged');
  await expect(changes.nth(2)).toContainText('alice');
  await expect(changes.nth(2)).toContainText('Checked on site');
  await expectNoSeriousA11yViolations(page, 'the alarm history');
  await page.getByRole('button', { name: 'Back to the alarms' }).click();
  await expect(page.getByRole('combobox', { name: 'Minimum severity' })).toHaveValue('4');
});

test('bob reads the alarms but is offered no action', async ({ page }) => {
  await openAlarms(page, 'bob');
  await expect(matching(page)).toHaveText('13 alarms match');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(14);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Alarm actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Acknowledge|Reset|Clear)/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "bob's alarm list");
});

test('a failed acknowledge-all is reported and the list stays as the service has it', async ({ page, request }) => {
  await openAlarms(page, 'alice');
  await expect(matching(page)).toHaveText('13 alarms match');
  const owingAcknowledgement = page.getByRole('table').getByRole('cell', { name: 'Acknowledgement', exact: true });
  await expect(owingAcknowledgement).toHaveCount(10);

  const fault = { 'POST /api/v1/alarms/action/ackAll': { status: 500, times: 1 } };
  expect((await request.put('/__sandbox/faults', { data: fault })).status()).toBe(204);
  await page.getByRole('button', { name: 'Acknowledge all (13)' }).click();
  await dialog(page).getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Action not completed' })).toBeVisible();
  await expect(dialog(page).getByRole('alert')).toContainText('The service had a problem. Try again later.');
  await dialog(page).getByRole('button', { name: 'Close' }).last().click();

  await expect(matching(page)).toHaveText('13 alarms match');
  await expect(owingAcknowledgement).toHaveCount(10);

  // The fault was for one call: the same action now goes through.
  await page.getByRole('button', { name: 'Acknowledge all (13)' }).click();
  await dialog(page).getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(dialog(page)).toContainText('The service took the action. The list shows the alarms as they are now.');
  await dialog(page).getByRole('button', { name: 'Close' }).last().click();
  // Acknowledged and over, four are done with; the rest are still active or owe a reset.
  await expect(matching(page)).toHaveText('9 alarms match');
  await expect(owingAcknowledgement).toHaveCount(0);
});
