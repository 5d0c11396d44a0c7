// Phones (spec §9: the mobile layout below 600 px), at 390 × 844 in Chromium. Dashboards: the viewer shows
// a page in one or two columns with every widget inside the screen and no title or value cut short; the editor keeps
// the desktop grid in a region that says it scrolls sideways, its page tabs on a line of their own; the lists
// (dashboards, flows, composed widgets, gallery), the versions and the sharing dialog keep every row action on
// screen. Notifications: the rules and the failed deliveries are cards whose actions are at hand. Nothing anywhere
// scrolls sideways unless it is a region named for it. The top bar keeps its menus on screen whatever the names.
import { expect, test, type Locator, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

const width = 390;
test.use({ viewport: { width, height: 844 } });
test.beforeEach(async ({ request }) => resetSandbox(request));

async function aliceInAcme(page: Page, path: string) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(page).toHaveURL(/org=1/);
  await page.goto(`/#${path}${path.includes('?') ? '&' : '?'}org=1`);
}

/** The page does not scroll sideways, and nothing on it does (a table's scroll container, say) unless it is a
 * region with a name (the editor's canvas), which says so. */
async function expectNoSidewaysScroll(page: Page) {
  const found = await page.evaluate(() => {
    const page = document.documentElement;
    const scrolling = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => !(element.getAttribute('role') === 'region' && element.hasAttribute('aria-label')))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth} > ${element.clientWidth}`);
    return { pageWidth: page.scrollWidth, viewport: window.innerWidth, scrolling };
  });
  expect(found.pageWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(found.viewport);
  expect(found.scrolling, 'nothing scrolls sideways unmarked').toEqual([]);
}

/** Wholly on screen from left to right, where it is (not scrolled to: that would scroll a table sideways). */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  if (!box) return;
  expect(box.x, `${locator} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends on screen`).toBeLessThanOrEqual(width);
}

test('dashboards on a phone: the viewer in two columns, the editor on its desktop grid, every row action at hand', async ({ page }) => {
  test.setTimeout(90_000);
  await aliceInAcme(page, '/dashboards/dsh-boiler-hall-a');
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  const widgets = page.locator('[data-widget-type]');
  await expect(widgets).toHaveCount(6);
  await expect(page.locator('[data-widget-type="ValueWgt"] output').first()).toHaveText(/\d/);

  // Every widget inside the screen, in at most two columns: the title and the chart across, the tiles two by two.
  const boxes = await widgets.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBeLessThanOrEqual(2);
  const [temperature, pressure] = await Promise.all(
    ['Temperature', 'Pressure'].map((title) => widgets.filter({ hasText: new RegExp(`^${title}`) }).first().boundingBox()),
  );
  expect(temperature?.width, 'a tile takes half the screen').toBeGreaterThan(150);
  expect(pressure?.y, 'tiles side by side').toBe(temperature?.y);
  // No title or value cut short ("Tempe…").
  const cut = await page
    .locator('[data-widget-type] p, [data-widget-type] output')
    .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent));
  expect(cut).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Versions: the dialog fills the screen, each version a card with one Actions menu.
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Versions of “Boiler hall A”' });
  await expect(versions.getByRole('table', { name: 'Versions' })).toBeVisible();
  const versionActions = versions.getByRole('button', { name: 'Actions for version 1' });
  await expectOnScreen(versionActions);
  await expectNoSidewaysScroll(page);
  await versionActions.click();
  for (const name of ['Open version 1', 'Make version 1 current', 'New version from version 1', 'Delete version 1']) {
    await expectOnScreen(page.getByRole('menuitem', { name }));
  }
  await page.getByRole('menuitem', { name: 'Make version 1 current' }).click();
  await expect(versions.getByRole('rowheader', { name: /^Version 1\b/ })).toContainText('Current');
  await page.keyboard.press('Escape');
  await expect(versions).toBeHidden();

  // Sharing keeps its four columns: the Remove button is on screen.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share “Boiler hall A”' });
  await expectOnScreen(share.getByRole('button', { name: 'Remove bob' }));
  await expectNoSidewaysScroll(page);
  await share.getByRole('button', { name: 'Cancel' }).click();
  await expect(share).toBeHidden();

  // The editor: the desktop grid in a named region that scrolls sideways, under a note; its page tabs on screen,
  // above the page buttons.
  await page.goto('/#/dashboards/dsh-boiler-hall-a/edit?org=1');
  await expect(page.getByRole('heading', { name: 'Add a widget' })).toBeVisible();
  await expect(page.getByText('The editor keeps the desktop grid on phones')).toBeVisible();
  const canvas = page.getByRole('region', { name: 'Page grid' });
  expect(await canvas.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const addPage = await page.getByRole('button', { name: 'Add page' }).boundingBox();
  for (const name of ['Overview', 'Trends']) {
    const tab = page.getByRole('tab', { name });
    await expectOnScreen(tab);
    const box = await tab.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(addPage?.y ?? 0);
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'the editor on a phone');

  // The lists: a card per row, its actions on screen.
  await page.goto('/#/directaccess?org=1');
  const dashboards = page.getByRole('table', { name: 'Dashboards' });
  await expect(dashboards.getByRole('rowheader')).toHaveCount(3);
  for (const name of ['Boiler hall A', 'Boiler pressure', 'Conveyor line 1']) {
    await expectOnScreen(dashboards.getByRole('button', { name: `More actions for ${name}` }));
    await expectOnScreen(dashboards.getByRole('link', { name: `Edit ${name}` }));
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'the dashboards as cards');
  await dashboards.getByRole('button', { name: 'More actions for Conveyor line 1' }).click();
  await expectOnScreen(page.getByRole('menuitem', { name: 'Rename' }));
  await page.keyboard.press('Escape');

  await page.goto('/#/directaccess?org=1&tab=flows');
  const flowActions = page.getByRole('table', { name: 'Flows' }).getByRole('button', { name: 'Actions for flow Boiler round' });
  await expectOnScreen(flowActions);
  await expectNoSidewaysScroll(page);
  await flowActions.click();
  for (const name of ['Edit flow Boiler round', 'Share flow Boiler round', 'Delete flow Boiler round']) {
    await expectOnScreen(page.getByRole('menuitem', { name }));
  }
  await page.getByRole('menuitem', { name: 'Share flow Boiler round' }).click();
  await expect(page.getByRole('dialog', { name: /^Share/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/#/flows?org=1&tab=widgets');
  await expectOnScreen(page.getByRole('table', { name: 'Composed widgets' }).getByRole('button', { name: 'More actions for Boiler tile' }));
  const deletePackage = page.getByRole('table', { name: 'Widget packages' }).getByRole('button', { name: 'Delete package acme-widgets' });
  await expectOnScreen(deletePackage);
  await expectNoSidewaysScroll(page);
});

test('notifications on a phone: rules and failed deliveries as cards, every rule action at hand', async ({ page }) => {
  await aliceInAcme(page, '/notifications');
  const rules = page.getByRole('table', { name: 'Notification rules' });
  await expect(rules.getByRole('rowheader')).toHaveCount(3);
  for (const name of ['Boiler over-temperature', 'Conveyor safety stop', 'Weekend watch']) {
    const actions = rules.getByRole('button', { name: `Actions for ${name}` });
    await expectOnScreen(actions);
    await expectOnScreen(rules.getByRole('switch', { name: `Enabled: ${name}` }));
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'the notification rules as cards');
  await rules.getByRole('button', { name: 'Actions for Conveyor safety stop' }).click();
  await expectOnScreen(page.getByRole('menuitem', { name: 'Delete Conveyor safety stop' }));
  await page.getByRole('menuitem', { name: 'Edit Conveyor safety stop' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit notification rule' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Conveyor safety stop');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.goto('/#/log?org=1&tab=failed-notifications');
  const failed = page.getByRole('table', { name: 'Failed notifications' });
  await expect(failed.getByRole('row')).toHaveCount(21);
  // Every column of the last row, its reason included, is within the screen's width.
  const last = failed.getByRole('row').last();
  for (const cell of await last.getByRole('cell').all()) await expectOnScreen(cell);
  await expectNoSidewaysScroll(page);
});

/** Wholly inside the first screen, without scrolling. */
async function expectInFirstScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), `${locator} ends within the first screen`).toBeLessThanOrEqual(844);
}

test('the audit log on a phone: its filters behind the one "Filters" button that counts them, the first entry on the first screen', async ({ page }) => {
  await aliceInAcme(page, '/audit?actor=alice');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expectInFirstScreen(log.getByRole('rowheader').first());
  const filters = page.getByRole('button', { name: 'Filters 1' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Actor' })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('textbox', { name: 'Actor' })).toHaveValue('alice');
  await expectNoSidewaysScroll(page);
});

test('devices and alarms on a phone: the filters behind one button that counts them, the first row on the first screen', async ({ page }) => {
  await aliceInAcme(page, '/alarms');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /match/ })).toBeVisible();
  await expectInFirstScreen(page.locator('[data-alarm-id]').first());
  const alarmFilters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(alarmFilters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Minimum severity')).toBeHidden();
  await alarmFilters.click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await expect(page.getByRole('button', { name: 'Filters 1' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSidewaysScroll(page);

  await page.goto('/#/devices?org=1&connected=true');
  await expect(page.getByRole('table', { name: 'Devices' })).toBeVisible();
  await expectInFirstScreen(page.getByRole('table', { name: 'Devices' }).getByRole('rowheader').first());
  const deviceFilters = page.getByRole('button', { name: 'Filters 1' });
  await expect(page.getByLabel('Search devices')).toBeHidden();
  await deviceFilters.click();
  await expect(page.getByLabel('Search devices')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the top bar of a sub-organisation keeps the organisation and the user menu on screen', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/alarms?org=1,4');
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
  await expectOnScreen(page.getByRole('button', { name: 'Organization: Acme / Acme North' }));
  await expectOnScreen(page.getByRole('button', { name: 'User menu for alice' }));
});
