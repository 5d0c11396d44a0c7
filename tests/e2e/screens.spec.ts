// Styles that cannot silently go missing: the shell and every built screen compared with approved
// screenshots at desktop (1440 × 900) and phone (390 × 844) width, so a style regression fails `npm test`. The
// baselines live in tests/e2e/screenshots/ (playwright.config.ts snapshotPathTemplate); after an intended change of
// look, run this spec with `--update-snapshots`, look at every changed PNG and commit them with the change.
//
// Stable by construction: the sandbox is reset and its alarm clock pinned, so the same alarms show every run;
// animations and the caret are off; what moves on its own is left out: live values and charts are hidden in place
// (screens.css), times the sandbox seeds from the wall clock are masked in boxes of a fixed size. One browser
// context per width, signed in once.
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page, resetSandbox, signIn } from './fixtures';

const alarmClock = '2025-03-03T09:00:00Z';

const widths = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Compares the page (or, for overlays, what is on screen) with its baseline `<name>-<width>.png`. Soft: every
 * screen is compared even when an earlier one differs, and the report lists them all. */
async function expectScreen(
  page: Page,
  name: string,
  options: { mask?: Locator[]; wallClock?: Locator; fullPage?: boolean } = {},
) {
  const width = page.viewportSize()?.width;
  // Dates the sandbox seeds from the wall clock ("Nov 30, 2026" one day, "Dec 1, 2026" the next) are masked in a box
  // of one fixed size (screens.css), so neither the mask nor the columns around it change width from day to day.
  await options.wallClock?.evaluateAll((dates) => dates.forEach((date) => date.setAttribute('data-wall-clock', '')));
  await expect.soft(page).toHaveScreenshot(`${name}-${width}.png`, {
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [...(options.mask ?? []), ...(options.wallClock ? [options.wallClock] : [])],
    // Live widget values and charts change every second: hidden, in place (masks would paint over dialogs).
    stylePath: fileURLToPath(new URL('./screens.css', import.meta.url)),
    // Anti-aliasing of text may differ by a few pixels between runs; a missing stylesheet moves thousands.
    maxDiffPixels: 40,
  });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function open(page: Page, path: string, title: string) {
  await page.goto(`/#${path}`);
  await expect(heading(page, title)).toBeVisible();
  // The section's data has arrived: no list or form is still loading.
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
}

for (const { name: widthName, viewport } of widths) {
  test.describe(`${widthName} width`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test(`the shell and every built screen look as approved at ${viewport.width} px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await resetSandbox(request);
      expect((await request.put('/__sandbox/alarms', { data: { at: alarmClock } })).status()).toBe(204);

      // The open-alarm count arrives on its own time and takes room from the top bar, which decides from that room
      // how many sections it shows before "More": left out from the first layout on, so every screen fits the same
      // sections whether the count has come yet or not (screens.css only hides it during each capture).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '[data-alarm-count] { display: none !important; }';
          document.head.append(style);
        });
      });
      await page.goto('/');
      await signIn(page, 'alice');
      const organizations = page.getByRole('list', { name: 'Your organizations' });
      await expect(organizations).toBeVisible();
      await expectScreen(page, 'organization-selector');

      await organizations.getByRole('button', { name: /^Acme\b/ }).click();
      await page.getByRole('button', { name: 'Continue with Acme' }).click();
      await expect(page).toHaveURL(/org=1/);
      await open(page, '/directaccess?org=1', 'Direct access');

      // The top-bar menus, used once: their buttons keep the bar's look afterwards (every later screenshot).
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: /^Organization: / }).click();
      await expect(page.getByRole('menuitem', { name: 'Switch organization…' })).toBeVisible();
      await page.keyboard.press('Escape');
      await banner.getByRole('button', { name: 'User menu for alice' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      // The menu is complete once the person's name and e-mail (userinfo, read as it opens) are in.
      await expect(page.getByRole('menu')).toContainText('alice@acme.example');
      await expectScreen(page, 'user-menu', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expectScreen(page, 'dashboards');

      await banner.getByRole('button', { name: 'Open portal menu' }).click();
      const portalMenu = page.getByRole('dialog', { name: 'Portal menu' });
      await expect(portalMenu.getByRole('link', { name: 'Alarms' })).toBeVisible();
      await expectScreen(page, 'portal-menu', { fullPage: false });
      await portalMenu.getByRole('button', { name: 'Close portal menu' }).click();
      await expect(portalMenu).toBeHidden();

      await banner.getByRole('button', { name: 'User menu for alice' }).click();
      await page.getByRole('menuitem', { name: 'Experimental features…' }).click();
      await page.getByRole('dialog', { name: 'Experimental features' }).getByRole('button', { name: 'Choose features' }).click();
      const features = page.getByRole('dialog', { name: 'Experimental features' });
      await expect(features.getByRole('switch').first()).toBeVisible();
      await expectScreen(page, 'experimental-features', { fullPage: false });
      await features.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await open(page, '/dashboards/dsh-boiler-hall-a?org=1', 'Boiler hall A');
      await expect(page.locator('[data-widget-type="ValueWgt"] output').first()).toHaveText(/\d/);
      await expectScreen(page, 'dashboard-viewer');

      await page.getByRole('button', { name: 'Versions' }).click();
      const versions = page.getByRole('dialog', { name: 'Versions of “Boiler hall A”' });
      await expect(versions.getByRole('table', { name: 'Versions' })).toBeVisible();
      await expectScreen(page, 'dashboard-versions', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(versions).toBeHidden();

      await page.getByRole('button', { name: 'Export CSV' }).click();
      const exportDialog = page.getByRole('dialog');
      await expect(exportDialog.getByRole('radio', { name: 'Last hour' })).toBeChecked();
      await expectScreen(page, 'dashboard-export', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(exportDialog).toBeHidden();

      await open(page, '/dashboards/dsh-boiler-hall-a/edit?org=1', 'Boiler hall A');
      await expect(page.getByRole('heading', { name: 'Add a widget' })).toBeVisible();
      await expectScreen(page, 'dashboard-editor');

      await open(page, '/directaccess?org=1&tab=flows', 'Direct access');
      await expect(page.getByRole('table', { name: 'Flows' })).toBeVisible();
      await expectScreen(page, 'flows');

      await page.goto('/#/flow/flw-acme-boilers?org=1');
      await expect(heading(page, 'Boiler hall A')).toBeVisible();
      await expect(page.locator('[data-widget-type="ValueWgt"] output').first()).toHaveText(/\d/);
      await expectScreen(page, 'flow-viewer');

      await open(page, '/flows?org=1', 'Dashboards and widgets');
      await expectScreen(page, 'dashboards-and-widgets');

      await open(page, '/alarms?org=1', 'Alarms');
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: /match/ })).toHaveText('13 alarms match');
      // The device filter names its devices once their labels are read, and its width follows its longest option (on
      // phones the filters are folded away).
      if ((page.viewportSize()?.width ?? 0) > 600)
        await expect(page.getByRole('combobox', { name: 'Device' }).locator('option', { hasText: 'North Boiler' })).toHaveCount(1);
      await expectScreen(page, 'alarms');

      await open(page, '/notifications?org=1', 'Notifications');
      await expect(page.getByRole('table')).toBeVisible();
      await expectScreen(page, 'notification-rules');

      await open(page, '/admin/notifications?org=1', 'Notification settings');
      await expect(page.getByRole('textbox', { name: 'Sender name' })).not.toHaveValue('');
      await expectScreen(page, 'notification-settings');

      await open(page, '/log?org=1&tab=failed-notifications', 'Log');
      const failedAt = page.getByRole('table').getByRole('row').locator('td:first-child, th:first-child');
      await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);
      await expectScreen(page, 'notification-log', { mask: [failedAt] });

      // The audit log holds the writes made since the reset; their times are masked.
      await open(page, '/log?org=1', 'Log');
      await expect(page.getByText(/^\d+ events?$/)).toBeVisible();
      const auditLog = page.getByRole('table', { name: 'Audit log' });
      await expectScreen(page, 'audit-log', { mask: [auditLog.getByRole('rowheader')], wallClock: auditLog.locator('time') });

      await open(page, '/trigger?org=1', 'Triggers');
      await expect(page.getByRole('table', { name: 'Triggers' })).toBeVisible();
      await expectScreen(page, 'triggers');

      await open(page, '/devices?org=1', 'Devices');
      await expect(page.getByRole('table', { name: 'Devices' })).toBeVisible();
      await expectScreen(page, 'devices');

      // One device beside the fleet; its connection history is laid out back from now, so its times are masked.
      await page.getByRole('button', { name: 'Conveyor Line 2', exact: true }).click();
      const device = page.getByRole('dialog', { name: 'Device Conveyor Line 2' });
      const history = device.getByRole('table', { name: 'Connection history' });
      await expect(history).toBeVisible();
      await expectScreen(page, 'device', {
        fullPage: false,
        mask: [history, device.getByLabel('From', { exact: true })],
        wallClock: device.locator('time'),
      });
      await device.getByRole('button', { name: 'Close' }).click();
      await expect(device).toBeHidden();

      await open(page, '/models?org=1', 'Models and presets');
      await expect(page.getByRole('table', { name: 'Models' })).toBeVisible();
      await expectScreen(page, 'device-models');

      await open(page, '/permission?org=1&tab=groups', 'Users and permissions');
      await expect(page.getByRole('table', { name: 'User groups' })).toBeVisible();
      await expectScreen(page, 'user-groups');

      await open(page, '/permission?org=1&tab=api-keys', 'Users and permissions');
      await expect(page.getByRole('table', { name: 'API keys' })).toBeVisible();
      await expectScreen(page, 'api-keys', { wallClock: page.locator('time') });

      // Dates the sandbox seeds from the wall clock (trials, consumption ranges) are masked, and so is the address the
      // browser reaches the server from (127.0.0.1 on one machine, ::1 on another).
      await open(page, '/organizations?org=1', 'Organizations');
      await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();
      await expectScreen(page, 'organizations', { wallClock: page.locator('time, [data-client-address]') });

      await open(page, '/dealer?org=1', 'Dealer');
      await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
      await expectScreen(page, 'dealer-clients', { wallClock: page.locator('time') });

      await open(page, '/store?org=1', 'App store');
      await expectScreen(page, 'app-store');

      await open(page, '/walkthrough?org=1', 'Activate a device');
      // The licences' VPN dates re-render as their states are read, which can drop the fixed box: their cells are masked.
      await expectScreen(page, 'walkthrough', { mask: [page.getByRole('cell').filter({ has: page.locator('time') })], wallClock: page.locator('time') });

      // Landing in an organisation without IoT (globex): its VPN devices (spec §2 /home).
      await page.goto('/#/home?org=2');
      await expect(heading(page, 'Remote access')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Gateways' })).toBeVisible();
      await expectScreen(page, 'landing-without-iot');

      await open(page, '/vpn?org=2&tab=applications', 'Remote access');
      await expectScreen(page, 'remote-applications');

      // The registration page with the server's refusal (the user name is taken).
      await page.goto('/#/register');
      const form = page.getByRole('form', { name: 'Register your organization' });
      await form.getByLabel('Organization name').fill('Umbrella Labs');
      await form.getByLabel('Username').fill('alice');
      await form.getByLabel('E-mail').fill('admin@umbrella.example');
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('s3cret-pass');
      await form.getByRole('textbox', { name: 'Repeat password', exact: true }).fill('s3cret-pass');
      for (const agreement of await form.getByRole('checkbox').all()) await agreement.check();
      await form.getByRole('button', { name: 'Register' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Your organization was not created' });
      await expect(refusal).toBeVisible();
      // A request's details (its id) differ on every run.
      await expectScreen(page, 'register-error', { mask: [refusal.locator('details')] });
    });
  });
}
