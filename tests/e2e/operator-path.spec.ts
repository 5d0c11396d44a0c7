// On /alarms: acting on one alarm from its row (one click, an optional comment, a
// toast of the outcome, no confirmation), named and coloured severities, filters and the selected alarm in the URL,
// new alarms held back under a selection, the open-alarm count in the top bar, focus in and after dialogs, the whole
// path by keyboard (Tab, Enter and Space only), and the phone layout. The sandbox's alarm clock is pinned
// (alarms.spec.ts): in acme at 09:00, 13 alarms are open; at 09:03, two others have been raised and two have ended.
import { expect, test, type Locator, type Page, hashOf, openAndSignIn, resetSandbox } from './fixtures';

const instant = '2025-03-03T09:00:00Z';
const threeMinutesLater = '2025-03-03T09:03:00Z';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  expect((await request.put('/__sandbox/alarms', { data: { at: instant } })).status()).toBe(204);
});

async function signInToAcme(page: Page, user: 'alice' | 'bob' = 'alice') {
  await openAndSignIn(page, user);
  if (user === 'alice') {
    await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
  }
  // In acme (the section links hide on a phone).
  await expect(page).toHaveURL(/org=1/);
}

async function openAlarms(page: Page, query = '') {
  await page.goto(`/#/alarms?org=1${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
}

const matching = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /match/ });
const row = (page: Page, alarm: string, device: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `History of ${alarm} on ${device}` }) });
const toast = (page: Page) => page.getByRole('main').getByRole('status').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
const dialog = (page: Page) => page.getByRole('dialog');
const topBarCount = (page: Page) => page.getByRole('banner').getByRole('link', { name: /open alarm/ });

/** Moves the focus with Tab alone until `target` has it: the keyboard path a person would take, no other key. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

/** Something on the page has the focus, not the page itself: Tab goes on from where the person was. */
async function expectFocusKept(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
}

test('one click on a row acknowledges its alarm, without a confirmation, and a toast says so', async ({ page }) => {
  await signInToAcme(page);
  await openAlarms(page);
  await expect(matching(page)).toHaveText('13 alarms match');
  const pressure = row(page, 'HighPressure', 'Boiler Hall B');
  await expect(pressure.getByRole('cell', { name: 'Acknowledgement', exact: true })).toBeVisible();

  await pressure.getByRole('button', { name: 'Acknowledge HighPressure on Boiler Hall B' }).click();
  await expect(toast(page)).toContainText('HighPressure on Boiler Hall B acknowledged.');
  await expect(dialog(page)).toHaveCount(0);
  // Still active, so still open; nothing is owed any more, so nothing is offered.
  await expect(pressure.getByRole('cell', { name: 'Nothing', exact: true })).toBeVisible();
  await expect(pressure.getByRole('button', { name: /^Acknowledge / })).toHaveCount(0);
  await expect(matching(page)).toHaveText('13 alarms match');
  await toast(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast(page)).toHaveCount(0);

  // With a comment: the row's comment button opens the field, then the action goes at once.
  await page.getByRole('button', { name: 'Comment and act on Overcurrent on Conveyor Line 1' }).click();
  await expect(dialog(page).getByLabel('Comment (optional)')).toBeFocused();
  await dialog(page).getByLabel('Comment (optional)').fill('Fan replaced');
  await dialog(page).getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(toast(page)).toContainText('Overcurrent on Conveyor Line 1 cleared.');
  await expect(matching(page)).toHaveText('12 alarms match');
  await expect(row(page, 'Overcurrent', 'Conveyor Line 1')).toHaveCount(0);

  // The history records who did it and the comment.
  await openAlarms(page, '&tab=alarms-history&alarm=dev-acme-conveyor-1.Overcurrent');
  await expect(page.getByRole('heading', { level: 2, name: 'Overcurrent on Conveyor Line 1' })).toBeVisible();
  const newest = page.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText('Cleared');
  await expect(newest).toContainText('alice');
  await expect(newest).toContainText('Fan replaced');
});

test("a row's failed action says why and is tried again from the toast", async ({ page, request }) => {
  await signInToAcme(page);
  await openAlarms(page);
  expect((await request.put('/__sandbox/faults', { data: { 'POST /api/v1/alarms/action/ack': { status: 500, times: 1 } } })).status()).toBe(204);
  await page.getByRole('button', { name: 'Acknowledge SafetyStop on Conveyor Line 2' }).click();
  await expect(toast(page)).toContainText('SafetyStop on Conveyor Line 2 could not be acknowledged.');
  await expect(toast(page)).toContainText('Try again later.');
  await toast(page).getByRole('button', { name: 'Try again' }).click();
  await expect(toast(page)).toContainText('SafetyStop on Conveyor Line 2 acknowledged.');
  await expect(row(page, 'SafetyStop', 'Conveyor Line 2')).toHaveCount(0);
});

test('severities are named and coloured alike in the list, its filters and counts, the history and the top bar', async ({ page }) => {
  await signInToAcme(page);
  await openAlarms(page);
  await expect(matching(page)).toHaveText('13 alarms match');
  const emergency = 'rgb(134, 46, 156)';
  const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

  const badge = row(page, 'HighTemperature', 'Boiler Hall A').getByText('6 Emergency', { exact: true });
  await expect(badge).toBeVisible();
  expect(await background(badge)).toBe(emergency);
  await expect(row(page, 'HighPressure', 'Boiler Hall B').getByText('4 Major', { exact: true })).toBeVisible();
  await expect(row(page, 'BurnerOff', 'Boiler Hall A').getByText('1 Notice', { exact: true })).toBeVisible();

  const severities = page.getByRole('group', { name: 'By severity' }).getByRole('button');
  await expect(severities).toHaveText(['6 Emergency3', '5 Critical2', '4 Major5', '3 Minor0', '2 Warning1', '1 Notice2', '0 Info0']);
  await expect(severities.first()).toHaveAccessibleName('6 Emergency: 3 alarms');
  expect(await background(severities.first())).toBe(emergency);

  const minimum = page.getByRole('combobox', { name: 'Minimum severity' });
  await expect(minimum.getByRole('option')).toHaveText([
    'Any severity',
    '1 Notice or more',
    '2 Warning or more',
    '3 Minor or more',
    '4 Major or more',
    '5 Critical or more',
    '6 Emergency',
  ]);

  const boilerA = page.getByRole('region', { name: 'By device' }).getByRole('button', { name: /^Boiler Hall A/ });
  await expect(boilerA.getByTitle('Highest severity')).toHaveText('6 Emergency');

  await expect(topBarCount(page)).toHaveAccessibleName('13 open alarms, most severe: 6 Emergency');
  expect(await background(topBarCount(page))).toBe(emergency);

  await row(page, 'HighTemperature', 'Boiler Hall A').getByRole('button', { name: /^History of/ }).click();
  await expect(page.getByTitle('Severity', { exact: true })).toHaveText('6 Emergency');
});

test('filters and the chosen alarm live in the URL: a reload or a shared link opens the same view', async ({ page, context }) => {
  await signInToAcme(page);
  await openAlarms(page);
  await expect(matching(page)).toHaveText('13 alarms match');

  await page.getByRole('combobox', { name: 'Minimum severity' }).selectOption({ label: '4 Major or more' });
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await page.getByRole('region', { name: 'By device' }).getByRole('button', { name: /^Boiler Hall A/ }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('temp');
  await expect(matching(page)).toHaveText('1 alarm matches');
  await expect.poll(() => hashOf(page)).toBe('#/alarms?org=1&status=all&severity=4&device=dev-acme-boiler-1&q=temp');

  await page.reload();
  await expect(matching(page)).toHaveText('1 alarm matches');
  await expect(page.getByRole('combobox', { name: 'Minimum severity' })).toHaveValue('4');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  await expect(page.getByRole('combobox', { name: 'Device' })).toHaveValue('dev-acme-boiler-1');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('temp');

  // The chosen alarm's history, shared with another tab of the same person.
  await row(page, 'HighTemperature', 'Boiler Hall A').getByRole('button', { name: /^History of/ }).click();
  await expect(page).toHaveURL(/tab=alarms-history&alarm=dev-acme-boiler-1\.HighTemperature$/);
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('heading', { level: 2, name: 'HighTemperature on Boiler Hall A' })).toBeVisible();
  await shared.getByRole('button', { name: 'Back to the alarms' }).click();
  await expect(matching(shared)).toHaveText('1 alarm matches');
  await expect(shared.getByRole('combobox', { name: 'Minimum severity' })).toHaveValue('4');
  await shared.close();

  // A link to another filtered view is followed in place.
  await page.goto('/#/alarms?org=1&severity=5');
  await expect(matching(page)).toHaveText('5 alarms match');
  await expect(page.getByRole('combobox', { name: 'Minimum severity' })).toHaveValue('5');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
});

test('under a selection, new alarms are announced and wait until the person shows them', async ({ page, request }) => {
  await signInToAcme(page);
  await openAlarms(page);
  await expect(matching(page)).toHaveText('13 alarms match');
  const selection = page.getByRole('checkbox', { name: 'Select HighTemperature on Boiler Hall A' });
  await selection.check();

  // Three minutes on: BurnerOff on Boiler Hall B and LowSpeed on Conveyor Line 2 are raised, LowSpeed on Conveyor
  // Line 1 and BurnerOff on Boiler Hall A have ended. The next poll reads it, and the rows stay as they are.
  expect((await request.put('/__sandbox/alarms', { data: { at: threeMinutesLater } })).status()).toBe(204);
  const waiting = page.getByRole('status').filter({ hasText: '2 new alarms' });
  await expect(waiting).toBeVisible({ timeout: 25_000 });
  await expect(row(page, 'LowSpeed', 'Conveyor Line 1')).toHaveCount(1);
  await expect(row(page, 'BurnerOff', 'Boiler Hall B')).toHaveCount(0);
  await expect(selection).toBeChecked();

  await waiting.getByRole('button', { name: 'Show' }).click();
  await expect(row(page, 'BurnerOff', 'Boiler Hall B')).toHaveCount(1);
  await expect(row(page, 'LowSpeed', 'Conveyor Line 1')).toHaveCount(0);
  await expect(selection).toBeChecked();
  await expect(waiting).toHaveCount(0);

  // Without a selection the list follows the polls by itself.
  await selection.uncheck();
  expect((await request.put('/__sandbox/alarms', { data: { at: instant } })).status()).toBe(204);
  await expect(row(page, 'LowSpeed', 'Conveyor Line 1')).toHaveCount(1, { timeout: 25_000 });
  await expect(page.getByRole('status').filter({ hasText: /new alarm/ })).toHaveCount(0);
});

test('the top bar counts the open alarms where the organisation has IoT, and follows the actions at once', async ({ page }) => {
  await signInToAcme(page);
  await expect(topBarCount(page)).toHaveText('13');
  await topBarCount(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
  expect(hashOf(page)).toBe('#/alarms?org=1');

  // Cleared from its row, the alarm leaves the count before the next poll.
  await page.getByRole('button', { name: 'Clear SafetyStop on Conveyor Line 2' }).click();
  await expect(toast(page)).toContainText('SafetyStop on Conveyor Line 2 cleared.');
  await expect(topBarCount(page)).toHaveText('12', { timeout: 5_000 });

  // globex has VPN only: no alarms, no count.
  await page.goto('/#/home?org=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Remote access' })).toBeVisible();
  await expect(topBarCount(page)).toHaveCount(0);
});

test('bob, who may read alarms, sees the count too', async ({ page }) => {
  await signInToAcme(page, 'bob');
  await expect(topBarCount(page)).toHaveAccessibleName('13 open alarms, most severe: 6 Emergency');
});

test('dialogs put the focus on their primary action and give it back to the control that opened them', async ({ page }) => {
  await signInToAcme(page);
  await openAlarms(page);
  await expect(matching(page)).toHaveText('13 alarms match');

  const acknowledgeAll = page.getByRole('button', { name: 'Acknowledge all (13)' });
  await acknowledgeAll.click();
  await expect(dialog(page).getByRole('button', { name: 'Acknowledge', exact: true })).toBeFocused();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(acknowledgeAll).toBeFocused();

  await acknowledgeAll.click();
  await dialog(page).getByRole('button', { name: 'Acknowledge', exact: true }).click();
  // The report takes the focus (no trap on the page behind), and Close gives it back.
  const close = dialog(page).getByRole('button', { name: 'Close' }).last();
  await expect(close).toBeFocused();
  await close.click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Acknowledge all/ })).toBeFocused();

  const comment = page.getByRole('button', { name: 'Comment and act on HighTemperature on Boiler Hall A' });
  await comment.click();
  await expect(dialog(page).getByLabel('Comment (optional)')).toBeFocused();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(comment).toBeFocused();
});

test('the whole alarm path by keyboard: Tab, Enter and Space, never Escape', async ({ page }) => {
  await signInToAcme(page);
  await openAlarms(page);
  await expect(matching(page)).toHaveText('13 alarms match');
  const pressed: string[] = [];
  await page.exposeFunction('recordKey', (key: string) => pressed.push(key));
  await page.evaluate(() => addEventListener('keydown', (event) => (window as unknown as { recordKey: (key: string) => void }).recordKey(event.key), true));

  // One alarm from its row, with Enter.
  await tabTo(page, page.getByRole('button', { name: 'Acknowledge HighPressure on Boiler Hall B' }));
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('HighPressure on Boiler Hall B acknowledged.');
  await expectFocusKept(page);

  // With a comment, chosen with Space.
  await tabTo(page, page.getByRole('button', { name: 'Comment and act on Overcurrent on Conveyor Line 1' }));
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByLabel('Comment (optional)')).toBeFocused();
  await page.keyboard.type('Fan replaced');
  await tabTo(page, dialog(page).getByRole('button', { name: 'Clear', exact: true }));
  await page.keyboard.press('Space');
  await expect(dialog(page)).toHaveCount(0);
  await expect(toast(page)).toContainText('Overcurrent on Conveyor Line 1 cleared.');
  await expectFocusKept(page);
  // Dismissing the message keeps the focus on the page.
  await tabTo(page, toast(page).getByRole('button', { name: 'Dismiss' }));
  await page.keyboard.press('Enter');
  await expect(toast(page)).toHaveCount(0);
  await expectFocusKept(page);

  // Several, confirmed: Space selects, Enter confirms and closes the report.
  await tabTo(page, page.getByRole('checkbox', { name: 'Select HighTemperature on Boiler Hall A' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Select SafetyStop on Conveyor Line 2' }));
  await page.keyboard.press('Space');
  const opener = page.getByRole('button', { name: 'Acknowledge selected (2)' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('button', { name: 'Acknowledge', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toContainText('2 alarms acknowledged.');
  await expect(dialog(page).getByRole('button', { name: 'Close' }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Acknowledge selected/ })).toBeFocused();

  // A filter, then an alarm's history and back.
  await tabTo(page, page.getByRole('group', { name: 'By severity' }).getByRole('button', { name: /^6 Emergency/ }));
  await page.keyboard.press('Space');
  await expect(matching(page)).toHaveText('3 alarms match');
  await tabTo(page, page.getByRole('button', { name: 'History of HighTemperature on Boiler Hall A' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'HighTemperature on Boiler Hall A' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Back to the alarms' }));
  await page.keyboard.press('Enter');
  await expect(matching(page)).toHaveText('3 alarms match');

  // Only Tab, Enter and Space moved and acted; the other keys typed the comment.
  expect(pressed.filter((key) => key.length > 1 && !['Tab', 'Enter'].includes(key))).toEqual([]);
  expect(pressed).toContain(' ');
  expect(pressed).not.toContain('Escape');
});

for (const width of [390, 599]) {
  test(`below 600 px (${width}) the alarms come first, their filters folded, and nothing is wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInToAcme(page);
    await openAlarms(page);
    await expect(matching(page)).toHaveText('13 alarms match');
    await expect(page.getByRole('button', { name: /^History of / }).first()).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Every row's actions are on screen, not behind a sideways scroll.
    const action = page.getByRole('button', { name: 'Acknowledge HighTemperature on Boiler Hall A' });
    await action.scrollIntoViewIfNeeded();
    const box = await action.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  });
}

test('from 600 px the filters come first', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 844 });
  await signInToAcme(page);
  await openAlarms(page);
  await expect(matching(page)).toHaveText('13 alarms match');
  const [alarmBox, filterBox] = [
    await page.getByRole('button', { name: /^History of / }).first().boundingBox(),
    await page.getByRole('combobox', { name: 'Status' }).boundingBox(),
  ];
  expect(filterBox!.y).toBeLessThan(alarmBox!.y);
  await expect(page.getByRole('button', { name: 'Filters ↓' })).toHaveCount(0);
});
