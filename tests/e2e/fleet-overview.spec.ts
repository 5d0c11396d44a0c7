// The operator's daily path: the fleet overview above the default dashboard, whose every figure is what
// the list it opens shows.
import { expect, test, alicesDefault, landingHeading, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The hash route `path` with exactly these query parameters, in any order: a screen writes its filters back to the
 * address in its own order. */
const atRoute = (path: string, query: Record<string, string>) => (url: URL) => {
  const [route, search = ''] = url.hash.slice(1).split('?');
  const params = new URLSearchParams(search);
  return route === path && [...params.keys()].length === Object.keys(query).length && Object.entries(query).every(([key, value]) => params.get(key) === value);
};

test('alice lands on her default dashboard with the fleet at a glance, and each figure opens its list', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/home?org=1');
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
  const overview = page.getByRole('region', { name: 'Fleet overview' });

  // Devices: the offline figure is the fleet narrowed to offline devices.
  const offline = overview.getByRole('link', { name: /^\d+ offline$/ });
  const offlineCount = Number((await offline.textContent())?.split(' ')[0]);
  await expect(overview.getByRole('link', { name: /^\d+ online$/ })).toBeVisible();
  await offline.click();
  await expect(page).toHaveURL(atRoute('/devices', { connected: 'false', org: '1' }));
  await expect(page.getByText(offlineCount === 1 ? '1 device' : `${offlineCount} devices`, { exact: true })).toBeVisible();

  // Open alarms: the most severe level shown is the alarm list from that severity up.
  await page.goBack();
  const mostSevere = overview.getByRole('group', { name: 'Open alarms' }).getByRole('link').first();
  const [, level, count] = /^(\d) .*: (\d+) open alarms?$/.exec((await mostSevere.getAttribute('aria-label')) ?? '') ?? [];
  await mostSevere.click();
  await expect(page).toHaveURL(atRoute('/alarms', { severity: level ?? '', org: '1' }));
  await expect(page.getByText(Number(count) === 1 ? '1 alarm matches' : `${count} alarms match`)).toBeVisible();
});

test('another dashboard has no overview above it', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-fleet?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler pressure' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fleet overview' })).toHaveCount(0);
});
