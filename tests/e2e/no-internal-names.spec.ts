// No internal name reaches a person: alice (every permission) walks every screen the portal menu offers in acme, at
// 1440 px and once on a phone, and the text a person sees holds none of the platform's internal names. The patterns
// come from the sandbox's seed and paths: device, dashboard, group and app ids (`dev-acme-…`, `dsh-…`), UUIDs,
// service paths (`/svc/…`) and route paths ("/devices"), a collection name before a numeric id ("userPreferences 2"),
// and the services' SCREAMING_CASE names (event and state names such as ACK, INSTALLATION_FAILED; a status pill
// prints its translated word in capitals, which is not one). Values kept for
// support sit in closed "details" disclosures, which are not seen until opened and so not read here.
import { expect, test, type Page, alicesDefault, landingHeading, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const rawNames: readonly [string, RegExp][] = [
  ['a seeded id', /\b(?:dev|dsh|grp|app|evt|trg)-[a-z0-9]+(?:-[a-z0-9]+)*\b/],
  ['a UUID', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
  ['a service path', /\/svc\//],
  ['a route path', /(?:^|[\s(“"])\/(?:home|dashboards|devices|devicemap|vpn|vpn-devices|walkthrough|permission|roles|organizations|data-explore|notifications|store|dealer|log|alarms|trigger|users|models|audit|flows|directaccess|admin)\b/m],
  // A cell of its own ("alarms 12"), not a heading and a count on lines of their own ("Open alarms" / "6").
  ['a collection name and a numeric id', /(?:^|\t)(?:devices|alarms|dashboards|users|roles|userGroups|userPreferences|notifications|triggers|apps|models|presets|licenses|organizations) \d+(?=\t|$)/m],
  ['a camelCase collection name', /\b(?:userPreferences|userGroups|deviceGroups|apiKeys|securityPolicies)\b/],
  // Status pills print their translated words in capitals ("Online" as ONLINE): only the services' own names count.
  ['a SCREAMING_CASE name', /\b[A-Z]{2,}_[A-Z_]+\b|\b(?:CREATE|UPDATE|DELETE|ACK|ACKALL|RESET|CLEAR)\b/],
  ['a token message', /permissions in token/i],
];

/** The raw names in the visible text of the page (closed disclosures and hidden elements are not in it). */
const rawNamesOn = async (page: Page, where: string) => rawNamesIn(await page.locator('body').innerText(), where);

function rawNamesIn(text: string, where: string): string[] {
  return rawNames.flatMap(([what, pattern]) => {
    const match = pattern.exec(text);
    const around = match && text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, ' ');
    return match ? [`${where}: ${what}, “${match[0].trim()}” in “${around}”`] : [];
  });
}

async function aliceInAcme(page: Page) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
}

/** The portal menu's links, as their addresses. */
async function menuLinks(page: Page): Promise<string[]> {
  await page.keyboard.press('Control+KeyG');
  const menu = page.getByRole('dialog', { name: 'Portal menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs.filter((href) => href.startsWith('#/'));
}

/** Opens each screen and waits until it has shown what it loads (no spinner, no busy table left). */
async function visit(page: Page, href: string) {
  await page.goto(`/${href}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
}

/** A write for the audit log to name: two alarms acknowledged (an action on an entity with an id). */
async function someWrites(page: Page) {
  await page.goto('/#/alarms?org=1');
  await page.getByRole('checkbox', { name: 'Select HighTemperature on Boiler Hall A' }).check();
  await page.getByRole('checkbox', { name: 'Select HighPressure on Boiler Hall A' }).check();
  await page.getByRole('button', { name: 'Acknowledge selected (2)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(dialog).toContainText('2 alarms acknowledged.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
}

test('no screen of the menu nor the access explainer shows an internal name, at 1440 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await aliceInAcme(page);
  await someWrites(page);
  const found: string[] = [];
  for (const href of await menuLinks(page)) {
    await visit(page, href);
    found.push(...(await rawNamesOn(page, href)));
  }
  // "Why can't they?": bob's access, asked about a screen he may not open.
  await visit(page, '#/permission?org=1');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Access of bob' }).click();
  const access = page.getByRole('dialog', { name: 'Access of bob' });
  await access.getByRole('combobox', { name: 'Screen of the portal' }).selectOption({ label: 'Users and permissions' });
  await expect(access.getByText('bob may not open Users and permissions')).toBeVisible();
  found.push(...(await rawNamesOn(page, 'the access explainer')));
  expect(found).toEqual([]);
});

test('the audit log and a change name things, on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await aliceInAcme(page);
  await someWrites(page);
  await visit(page, '#/audit?org=1');
  const found = await rawNamesOn(page, 'the audit log');
  await page.getByRole('button', { name: /^Show the change to / }).first().click();
  await expect(page.getByRole('dialog', { name: /^Change to / })).toBeVisible();
  // A change's values are the entity's own data (an alarm's device id among them); its words are its title, its
  // summary and its field names.
  const change = page.getByRole('dialog', { name: /^Change to / });
  const words = [await change.getByRole('heading').innerText(), ...(await change.getByRole('rowheader').allInnerTexts())];
  found.push(...rawNamesIn(words.join('\n'), 'a change of the audit log'));

  expect(found).toEqual([]);
});
