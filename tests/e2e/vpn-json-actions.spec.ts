// Spec §7 remote access: a gateway lists every application its endpoints offer on this computer (`jsonActions`),
// each with the command the companion app runs or the address it opens; and a favourite opens through
// `executeAction` without a domain, in the organisation the person's token is for.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test("alice lists the press line gateway's applications for her computer", async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/vpn?org=2&gateway=gw-globex-press');
  const panel = page.getByRole('dialog', { name: 'Gateway Press line gateway' });
  await panel.getByRole('button', { name: 'Show the applications for this computer' }).click();
  const applications = panel.getByRole('table', { name: 'Applications on Press line gateway' });
  const web = applications.getByRole('row', { name: /^Web panel Press PLC/ });
  await expect(web.getByRole('link', { name: 'Open Web panel on Press PLC at http://10.8.0.11:80/' })).toHaveAttribute('href', 'http://10.8.0.11:80/');
  // Chromium on Linux: the companion app runs the Linux client.
  const desktop = applications.getByRole('row', { name: /^Remote desktop Press PLC/ });
  await expect(desktop).toContainText('xfreerdp /v:10.8.0.11:3389 /u:operator');
  const href = (await desktop.getByRole('link', { name: 'Open Remote desktop on Press PLC in the companion app' }).getAttribute('href')) ?? '';
  expect(JSON.parse(new URL(href).searchParams.get('actions') ?? '[]')).toEqual([
    { type: 'run', command: 'xfreerdp', arguments: ['/v:10.8.0.11:3389', '/u:operator'] },
  ]);
});

test('a gateway that is offline says its applications cannot be listed', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/vpn?org=2&gateway=gw-globex-silo');
  const panel = page.getByRole('dialog', { name: 'Gateway Silo gateway' });
  await panel.getByRole('button', { name: 'Show the applications for this computer' }).click();
  await expect(panel.getByText("The gateway's applications could not be loaded")).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test("alice launches a favourite without naming its domain", async ({ page }) => {
  const launches: string[] = [];
  page.on('request', (sent) => sent.url().includes('/executeAction') && launches.push(new URL(sent.url()).pathname));
  await openAndSignIn(page, 'alice', '/#/vpn?org=2&tab=applications');
  await page.getByRole('button', { name: 'Launch Web panel on Press PLC' }).click();
  await expect(page.getByRole('link', { name: 'Open Web panel at http://10.8.0.11:80/' })).toBeVisible();
  expect(launches).toEqual(['/svc/vpn2/api/v1/executeAction']);
});
