// In `npm start` with `?inspect`, every actor reaches the local inspector, with no internet. alice connects
// to a gateway with a one-time password and builds in the dashboard editor; the inspector lists both actors with the
// state each is in, draws the chosen one's statechart with that state marked, and shows its last events with the
// one-time password masked. Every request off this machine is aborted, as on an offline plant network.
import { expect, test, type Page, resetSandbox, signIn } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const offMachine = (url: URL) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost');

async function openInspector(page: Page) {
  await page.getByRole('button', { name: /^Inspector: \d+ actors$/ }).click();
  return page.getByRole('complementary', { name: 'Actor inspector' });
}

/** The inspector's row of the one live actor named `name`, narrowed by the filter. */
async function actorRow(page: Page, name: string) {
  const inspector = page.getByRole('complementary', { name: 'Actor inspector' });
  await inspector.getByRole('searchbox', { name: 'Filter actors' }).fill(name);
  return inspector.getByRole('list', { name: 'Live actors' }).getByRole('button', { name: new RegExp(`^${name}\\b`) });
}

test('with ?inspect, offline, the local inspector shows the VPN connect and the dashboard editor in their states', async ({ page, context, request }) => {
  const aborted: string[] = [];
  await context.route(offMachine, (route) => {
    aborted.push(route.request().url());
    return route.abort('internetdisconnected');
  });

  await page.goto('/?inspect');
  await signIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Globex\b/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remote access' })).toBeVisible();

  // The VPN connect, with a one-time password.
  await page.getByRole('button', { name: 'Press line gateway' }).click();
  const gateway = page.getByRole('dialog', { name: 'Gateway Press line gateway' });
  await gateway.getByRole('button', { name: 'Connect to Press line gateway' }).click();
  await gateway.getByRole('button', { name: 'Continue' }).click();
  const issued = await request.get('/__sandbox/vpn/otp/globex/gw-globex-press');
  const { otp } = (await issued.json()) as { otp: string };
  await gateway.getByRole('textbox', { name: 'One-time password' }).fill(otp);
  await gateway.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(gateway.getByText('Connected to Press line gateway')).toBeVisible();

  const inspector = await openInspector(page);
  // App-wide actors are there from the start.
  for (const name of ['session', 'navigationGuard', 'experimentalSwitches']) await expect(await actorRow(page, name)).toHaveCount(1);
  const connect = await actorRow(page, 'vpnConnect');
  await expect(connect).toHaveText('vpnConnectconnected');
  await connect.click();
  const connectDetail = inspector.getByRole('region', { name: 'Actor vpnConnect' });
  await expect(connectDetail.locator('[aria-current="step"]')).toHaveCount(2);
  await expect(connectDetail.locator('[aria-current="step"]').last()).toHaveAttribute('data-state', 'vpnConnect.connected');
  const events = connectDetail.getByRole('list', { name: 'Last events' });
  const otpEvent = events.getByRole('listitem').filter({ hasText: 'user.otp' });
  await expect(otpEvent).toContainText('"otp": "•••"');
  await expect(events).not.toContainText(otp);
  await expect(events.getByRole('listitem').filter({ hasText: /^user\.connect/ })).toHaveCount(1);
  await inspector.getByRole('button', { name: 'Close' }).click();

  // The dashboard editor, in acme, in the same page (the inspector keeps listening).
  await page.evaluate(() => (location.hash = '#/dashboards/dsh-boiler-fleet/edit?org=1'));
  await expect(page.getByRole('heading', { name: 'Add a widget' })).toBeVisible();
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  await expect(page.locator('[data-widget-type="ValueWgt"]')).toHaveCount(1);

  await openInspector(page);
  const editor = await actorRow(page, 'dashboardEditor');
  await expect(editor).toHaveText('dashboardEditorediting');
  await editor.click();
  const editorDetail = inspector.getByRole('region', { name: 'Actor dashboardEditor' });
  await expect(editorDetail.locator('[aria-current="step"]').last()).toHaveAttribute('data-state', 'dashboardEditor.editing');
  await expect(editorDetail.getByRole('list', { name: 'Last events' }).getByRole('listitem').first()).toContainText('editor.edit');
  // The gateway's panel closed with the page: its actor is no longer live.
  await expect(await actorRow(page, 'vpnConnect')).toHaveCount(0);

  // Nothing the portal or the inspector needed came from off this machine.
  expect(aborted).toEqual([]);
});
