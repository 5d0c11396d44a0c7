// The app store and embedded apps on the sandbox: alice installs the sandbox's sample apps (served on
// their own origin, apps.localhost) and opens them inside the portal. The apps receive her context through the
// embedded-app protocol, follow a change of organisation, move the portal, keep their page in `appHref` (and follow
// the portal's back button), keep a
// preference and ask for payments; a page that is not the app posting an init is ignored.
import { seedThemes } from '../../sandbox/seed/themes';
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Signs alice in straight into `path` of acme (org 1) or globex (org 2). */
async function alice(page: Page, path: string) {
  await openAndSignIn(page, 'alice', `/#${path}`);
}

/** Installs `name` from the catalogue with its preselected or named plan, and opens it. */
async function install(page: Page, name: string, plan?: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'App store' })).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the app store');
  await page.getByRole('listitem', { name }).getByRole('link', { name: `About ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, `the page of ${name}`);
  if (plan) await page.getByRole('radio', { name: new RegExp(`^${plan}`) }).check();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await page.getByRole('link', { name: `Open ${name}` }).click();
}

const app = (page: Page, name: string) => page.frameLocator(`iframe[title="${name}"]`);

test('alice installs the line monitor: it shows her context, keeps its page, follows her organisation and opens the alarms', async ({ page }) => {
  await alice(page, '/store?org=1');
  await install(page, 'Line monitor');
  await expect(page).toHaveURL(/#\/store\/container\/1\?org=1$/);

  const monitor = app(page, 'Line monitor');
  await expect(monitor.getByText('Connected to the portal.')).toBeVisible();
  await expect(monitor.getByRole('definition').filter({ hasText: 'alice' })).toHaveText('alice');
  await expect(monitor.getByText('acme (1)')).toBeVisible();
  await expect(monitor.getByText(seedThemes.acme!.brandName)).toBeVisible();
  await expect(monitor.getByText(seedThemes.acme!.colors.primary)).toBeVisible();
  // Its own token: made for the app, not the portal's.
  await expect(monitor.getByText('corvina-app-line-monitor')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the line monitor in the portal');

  // The app's page is kept in the portal's address; a reload opens the same page of the app.
  await monitor.getByRole('button', { name: 'Shift report' }).click();
  await expect(page).toHaveURL(/appHref=http%3A%2F%2Fapps\.localhost%3A\d+%2Fline-monitor%2Findex\.html%3Fview%3Dreport/);
  await page.reload();
  await expect(app(page, 'Line monitor').getByRole('heading', { name: 'Shift report' })).toBeVisible();
  await expect(app(page, 'Line monitor').getByText('Connected to the portal.')).toBeVisible();

  // Each page the app moves to is a step of the portal's history: back and forward move the open app between them.
  await app(page, 'Line monitor').getByRole('button', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/appHref=[^&]*view%3Doverview/);
  await page.goBack();
  await expect(app(page, 'Line monitor').getByRole('heading', { name: 'Shift report' })).toBeVisible();
  await expect(page).toHaveURL(/appHref=[^&]*view%3Dreport/);
  await page.goForward();
  await expect(app(page, 'Line monitor').getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(app(page, 'Line monitor').getByText('Connected to the portal.')).toBeVisible();

  // Another organisation while the app is open (globex has it too): the app shows globex, its theme and brand,
  // told through the protocol: its document is the same one (a mark left in it is still there), not loaded again.
  const monitorDocument = () => page.frames().find((frame) => frame.url().includes('/line-monitor/'));
  await monitorDocument()?.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.evaluate(() => {
    location.hash = location.hash.replace('org=1', 'org=2');
  });
  await expect(app(page, 'Line monitor').getByText('globex (2)')).toBeVisible();
  await expect(app(page, 'Line monitor').getByText(seedThemes.globex!.brandName)).toBeVisible();
  await expect(app(page, 'Line monitor').getByText(seedThemes.globex!.colors.primary)).toBeVisible();
  expect(await monitorDocument()?.evaluate(() => 'stillHere' in window)).toBe(true);

  // Back in acme, the app moves the portal to its alarms.
  await page.evaluate(() => {
    location.hash = location.hash.replace('org=2', 'org=1');
  });
  await expect(app(page, 'Line monitor').getByText('acme (1)')).toBeVisible();
  expect(await monitorDocument()?.evaluate(() => 'stillHere' in window)).toBe(true);
  await app(page, 'Line monitor').getByRole('button', { name: "Open the portal's alarms" }).click();
  await expect(page).toHaveURL(/#\/alarms\?org=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
});

test('alice installs spare parts: a preference survives a reload, and its payment is authorised once and rejected once', async ({ page }) => {
  await alice(page, '/store?org=1');
  await install(page, 'Spare parts', 'Free');
  const parts = app(page, 'Spare parts');
  await expect(parts.getByText('Connected as alice.')).toBeVisible();

  await parts.getByLabel('Preferred warehouse').fill('North hall');
  await parts.getByRole('button', { name: 'Save warehouse' }).click();
  await expect(parts.getByText('Saved: North hall')).toBeVisible();
  await page.reload();
  await expect(app(page, 'Spare parts').getByLabel('Preferred warehouse')).toHaveValue('North hall');

  await app(page, 'Spare parts').getByRole('button', { name: 'Order gasket kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment requested by Spare parts' });
  await expect(dialog.getByRole('cell', { name: 'Gasket kit' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '12.50' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the payment request');
  await dialog.getByRole('button', { name: 'Authorize payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(app(page, 'Spare parts').getByText('Payment: AUTHORIZED')).toBeVisible();

  await app(page, 'Spare parts').getByRole('button', { name: 'Order gasket kit' }).click();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(app(page, 'Spare parts').getByText('Payment: USER_REJECTED')).toBeVisible();
});

test('a page that is not the app, on another origin, posting a forged init and navigation, is ignored', async ({ page }) => {
  await alice(page, '/store/container/1?org=2');
  await expect(app(page, 'Line monitor').getByText('Connected to the portal.')).toBeVisible();
  const url = page.url();
  const appsOrigin = new URL(url);
  appsOrigin.hostname = 'apps.localhost';
  // A second frame of the apps' origin, but not the app's frame: its init and navigation get no answer.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.title = 'Forger';
    frame.src = src;
    document.body.append(frame);
  }, `${appsOrigin.origin}/forger/index.html`);
  await expect(app(page, 'Forger').getByText('No answer')).toBeVisible();
  expect(page.url()).toBe(url);
});

test('alice likes the line monitor, sees hidden apps with her switch on, and moves spare parts in globex to its trial plan', async ({ page }) => {
  await alice(page, '/store?org=2');
  const monitor = page.getByRole('listitem', { name: 'Line monitor' });
  // bob likes it already.
  await expect(monitor.getByText('1 like', { exact: true })).toBeVisible();
  await monitor.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(monitor.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(monitor.getByText('2 likes', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Line monitor' }).getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('listitem', { name: 'Line monitor' }).getByText('2 likes', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Line monitor preview' })).toHaveCount(0);

  // With her experimental switch "Show hidden apps" on (spec §3: kept in local storage), the hidden app is listed, marked.
  await page.evaluate(() => localStorage.setItem('experimentalFeatures', JSON.stringify({ showHiddenApps: true })));
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Line monitor preview' }).getByText('Hidden', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Installed apps' }).click();
  const parts = page.getByRole('row', { name: /Spare parts/ });
  await expect(parts.getByRole('cell', { name: 'Free', exact: true })).toBeVisible();
  await parts.getByRole('button', { name: 'Change the plan of Spare parts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the plan of Spare parts' });
  await expect(dialog.getByText('Now on Free (free).')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the plan change');
  await dialog.getByRole('button', { name: 'Change plan', exact: true }).click();
  await expect(dialog.getByText('Choose a plan.')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Trial/ }).check();
  await dialog.getByRole('button', { name: 'Change plan', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The trial plan, and the installation in its trial.
  await expect(parts.getByRole('cell', { name: 'Trial', exact: true })).toHaveCount(2);
});

test('a paid plan is paid and installed in one confirmed step, and the app is then among direct access’s applications', async ({ page }) => {
  // acme holds 200 credits, Pro costs 120 (sandbox/apps/state.ts); short credits are refused in tests/unit/store.
  await alice(page, '/store/install/2?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Spare parts' })).toBeVisible();
  await page.getByRole('radio', { name: /^Pro/ }).check();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Pay and install' });
  await expect(confirm).toContainText('Pay 120.00 credits from Acme');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('In this organization:')).toHaveCount(0);

  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await confirm.getByRole('button', { name: 'Pay 120.00 credits and install' }).click();
  await expect(page.getByRole('link', { name: 'Open Spare parts' })).toBeVisible();

  await page.evaluate(() => (location.hash = '#/directaccess?org=1&tab=applications'));
  await expect(page.getByRole('tab', { name: 'Applications', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Spare parts/ }).first()).toBeVisible();
});
