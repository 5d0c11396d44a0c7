// No internal name reaches a person: the platform's internal names a screen's visible text must not hold, the rule of
// tests/e2e/no-internal-names.spec.ts and of the English walk of tests/e2e/clipping.spec.ts. The patterns come from
// the sandbox's seed and paths: device, dashboard, group and app ids (`dev-acme-…`, `dsh-…`), UUIDs, service paths
// (`/svc/…`) and route paths ("/devices"), a collection name before a numeric id ("userPreferences 2"), and the
// services' SCREAMING_CASE names (event and state names such as ACK, INSTALLATION_FAILED; a status pill prints its
// translated word in capitals, which is not one). Values kept for support sit in closed "details" disclosures, which
// are not seen until opened and so not read here.
import { expect, type Page } from './fixtures';

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

/** The raw names in the visible text of the page once nothing on it is loading (closed disclosures and hidden
 * elements are not in it). */
export async function rawNamesOn(page: Page, where: string): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
  return rawNamesIn(await page.locator('body').innerText(), where);
}

/** The raw names in `text`, one line each naming `where` and what is around it. */
export function rawNamesIn(text: string, where: string): string[] {
  return rawNames.flatMap(([what, pattern]) => {
    const match = pattern.exec(text);
    const around = match && text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, ' ');
    return match ? [`${where}: ${what}, “${match[0].trim()}” in “${around}”`] : [];
  });
}

/** A write for the audit log to name: two alarms acknowledged (an action on an entity with an id), by alice in acme. */
export async function someWrites(page: Page) {
  await page.goto('/#/alarms?org=1');
  await page.getByRole('checkbox', { name: 'Select HighTemperature on Boiler Hall A' }).check();
  await page.getByRole('checkbox', { name: 'Select HighPressure on Boiler Hall A' }).check();
  await page.getByRole('button', { name: 'Acknowledge selected (2)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(dialog).toContainText('2 alarms acknowledged.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
}
