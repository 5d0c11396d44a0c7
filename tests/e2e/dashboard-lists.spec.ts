// Spec §2 /directaccess and /flows, §4 versions, §6 sharing, §7 CSV export and gallery on the sandbox's dashboard
// service: alice finds, creates, renames, deletes and shares dashboards, works with their versions and exports their
// data; bob sees what was shared with him; the gallery takes and drops packages.
import { readFileSync } from 'node:fs';
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Signs in, enters acme itself (alice chooses it, not its sub-organisation; bob has only acme) and opens a screen. */
async function openInAcme(page: Page, user: 'alice' | 'bob', path: string) {
  await openAndSignIn(page, user);
  if (user === 'alice') {
    await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
    await page.getByRole('button', { name: 'Continue with Acme' }).click();
  }
  await expect(page).toHaveURL(/org=1/);
  await page.goto(`/#${path}${path.includes('?') ? '&' : '?'}org=1`);
}

const table = (page: Page, name = 'Dashboards') => page.getByRole('table', { name });
const row = (page: Page, name: string, tableName = 'Dashboards') =>
  table(page, tableName).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
const moreActions = (page: Page, name: string) => page.getByRole('button', { name: `More actions for ${name}` });

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name });

test('alice creates a dashboard and lands in its editor, then renames and deletes it', async ({ page }) => {
  await openInAcme(page, 'alice', '/directaccess');
  await expect(page.getByRole('heading', { level: 1, name: 'Direct access' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dashboards', selected: true })).toBeVisible();
  // Hers and the one shared with her are listed by name; the composed widget is not a dashboard.
  await expect(table(page).getByRole('rowheader')).toHaveText([/^Boiler hall A/, /^Boiler pressure/, /^Conveyor line 1/]);
  await expect(row(page, 'Boiler hall A')).toContainText('You (alice)');
  await expect(row(page, 'Boiler hall A')).toContainText('Can edit');
  await expectNoSeriousA11yViolations(page, 'the dashboards tab of /directaccess');

  await page.getByRole('button', { name: 'New dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'New dashboard' });
  await create.getByRole('button', { name: 'Create and edit' }).click();
  await expect(create.getByText('Enter a name.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the new dashboard dialog');
  await create.getByRole('textbox', { name: 'Name' }).fill('Packing line');
  await create.getByRole('textbox', { name: 'Description' }).fill('Cartons per minute');
  await create.getByRole('button', { name: 'Create and edit' }).click();
  // The editor of the new dashboard opens, in the same organisation.
  await expect(page).toHaveURL(/#\/dashboards\/dsh-[\w-]+\/new\?org=1$/);

  await page.goto('/#/directaccess?org=1');
  await expect(row(page, 'Packing line')).toContainText('Cartons per minute');
  await moreActions(page, 'Packing line').click();
  await menuItem(page, 'Rename').click();
  const rename = page.getByRole('dialog', { name: 'Rename “Packing line”' });
  await expectNoSeriousA11yViolations(page, 'the rename dialog');
  await rename.getByRole('textbox', { name: 'Name' }).fill('Packing line 2');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(row(page, 'Packing line 2')).toContainText('Cartons per minute');

  await moreActions(page, 'Packing line 2').click();
  await menuItem(page, 'Delete').click();
  const confirm = page.getByRole('dialog', { name: 'Delete dashboard' });
  await expect(confirm).toContainText('Delete “Packing line 2” with all its versions and assets?');
  await expectNoSeriousA11yViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Delete dashboard' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, 'Packing line 2')).toHaveCount(0);
  await expect(table(page).getByRole('rowheader')).toHaveCount(3);
});

test('alice searches, narrows and orders her dashboards, and moves her default to another one', async ({ page }) => {
  await openInAcme(page, 'alice', '/directaccess');
  // The seed makes Boiler hall A her default.
  await expect(row(page, 'Boiler hall A').getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search dashboards' }).fill('pressure');
  await expect(table(page).getByRole('rowheader')).toHaveText([/^Boiler hall A/, /^Boiler pressure/]);
  await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Name, Z to A' });
  await expect(table(page).getByRole('rowheader')).toHaveText([/^Boiler pressure/, /^Boiler hall A/]);
  await page.getByRole('searchbox', { name: 'Search dashboards' }).fill('');
  await page.getByRole('radiogroup', { name: 'Whose' }).getByText('Shared with me').click();
  await expect(page.getByText('No dashboard matches.')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Whose' }).getByText('Mine').click();
  await expect(table(page).getByRole('rowheader')).toHaveText([/^Conveyor line 1/, /^Boiler pressure/, /^Boiler hall A/]);

  await moreActions(page, 'Conveyor line 1').click();
  await menuItem(page, 'Set as my default').click();
  await expect(row(page, 'Conveyor line 1').getByText('Default', { exact: true })).toBeVisible();
  await expect(row(page, 'Boiler hall A').getByText('Default', { exact: true })).toHaveCount(0);

  // The preference is the service's: it is there after a reload.
  await page.reload();
  await expect(row(page, 'Conveyor line 1').getByText('Default', { exact: true })).toBeVisible();
  await moreActions(page, 'Conveyor line 1').click();
  await menuItem(page, 'Remove as my default').click();
  await expect(table(page).getByText('Default', { exact: true })).toHaveCount(0);
});

test('alice shares a dashboard with bob as reader; bob finds it shared with him and may not change it', async ({ page, browser }) => {
  await openInAcme(page, 'alice', '/directaccess');
  await moreActions(page, 'Conveyor line 1').click();
  await menuItem(page, 'Share').click();
  const share = page.getByRole('dialog', { name: 'Share “Conveyor line 1”' });
  await expect(share.getByText('It is not shared with anyone.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the share dialog');

  // Names are checked for their form before anything is sent; the owner needs no permission.
  const people = share.getByRole('textbox', { name: 'Add people' });
  await people.fill('bob alice');
  await share.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(share.getByText('alice owns it and can do everything already.')).toBeVisible();
  await people.fill('bob, erin');
  await share.getByRole('combobox', { name: 'As' }).selectOption({ label: 'Editor' });
  await share.getByRole('button', { name: 'Add', exact: true }).click();
  const shared = share.getByRole('table', { name: 'People it is shared with' });
  await expect(shared.getByRole('rowheader')).toHaveText(['bob', 'erin']);
  await shared.getByRole('combobox', { name: 'Permission of bob' }).selectOption({ label: 'Reader' });
  await expect(share.getByText('Unsaved: 1 as readers, 1 as editors, 0 removed.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the share dialog with a draft');
  await share.getByRole('button', { name: 'Save' }).click();
  await expect(share).toBeHidden();

  await moreActions(page, 'Conveyor line 1').click();
  await menuItem(page, 'Share').click();
  const again = page.getByRole('dialog', { name: 'Share “Conveyor line 1”' });
  const stored = again.getByRole('table', { name: 'People it is shared with' });
  await expect(stored.getByRole('combobox', { name: 'Permission of bob' })).toHaveValue('r');
  await expect(stored.getByRole('combobox', { name: 'Permission of erin' })).toHaveValue('r/w');
  // Taking erin's access away asks first, naming her.
  await stored.getByRole('button', { name: 'Remove erin' }).click();
  await again.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove access' });
  await expect(confirm).toContainText('erin will no longer be able to open it.');
  await confirm.getByRole('button', { name: 'Remove and save' }).click();
  await expect(again).toBeHidden();

  const bobs = await browser.newContext();
  const bob = await bobs.newPage();
  await openInAcme(bob, 'bob', '/directaccess');
  await bob.getByRole('radiogroup', { name: 'Whose' }).getByText('Shared with me').click();
  await expect(table(bob).getByRole('rowheader')).toHaveText([/^Boiler hall A/, /^Conveyor line 1/]);
  const conveyor = row(bob, 'Conveyor line 1');
  await expect(conveyor).toContainText('alice');
  await expect(conveyor).toContainText('Read only');
  await expect(conveyor.getByRole('link', { name: 'Edit Conveyor line 1' })).toHaveCount(0);
  await expect(bob.getByRole('button', { name: 'New dashboard' })).toHaveCount(0);
  await moreActions(bob, 'Conveyor line 1').click();
  await expect(menuItem(bob, 'Versions')).toBeVisible();
  for (const refused of ['Rename', 'Share', 'Delete']) await expect(menuItem(bob, refused)).toHaveCount(0);
  await expectNoSeriousA11yViolations(bob, "bob's dashboards shared with him");
  await bobs.close();
});

test('alice makes an older version current, derives a new one from it, compares two and deletes one', async ({ page }) => {
  await openInAcme(page, 'alice', '/directaccess');
  await moreActions(page, 'Boiler hall A').click();
  await menuItem(page, 'Versions').click();
  const dialog = page.getByRole('dialog', { name: 'Versions of “Boiler hall A”' });
  const versions = dialog.getByRole('table', { name: 'Versions' });
  const version = (name: string) => versions.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^Version ${name}\\b`) }) });
  await expect(versions.getByRole('rowheader')).toHaveText([/^Version 3/, /^Version 2/, /^Version 1/]);
  await expect(version('2')).toContainText('Current');
  await expect(version('3')).toContainText('Latest');
  await expect(version('3').getByRole('link', { name: 'Open version 3' })).toHaveAttribute('href', /#\/dashboards\/dsh-boiler-hall-a\?org=1&version=3$/);
  // The current version cannot be deleted.
  await expect(version('2').getByRole('button', { name: 'Delete version 2' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the versions dialog');

  await version('1').getByRole('button', { name: 'Make version 1 current' }).click();
  await expect(version('1')).toContainText('Current');
  await expect(version('2')).not.toContainText('Current');

  await version('1').getByRole('button', { name: 'New version from version 1' }).click();
  await expect(versions.getByRole('rowheader')).toHaveText([/^Version 4/, /^Version 3/, /^Version 2/, /^Version 1/]);
  await expect(version('4')).toContainText('From version 1');
  await expect(version('4')).toContainText('Latest');

  await version('2').getByRole('checkbox', { name: 'Compare version 2' }).check();
  await version('3').getByRole('checkbox', { name: 'Compare version 3' }).check();
  await dialog.getByRole('button', { name: 'Compare versions 2 and 3' }).click();
  const compared = dialog.getByRole('region', { name: 'Version 2 compared with version 3' });
  const added = compared.getByRole('region', { name: 'Added widgets' });
  await expect(added.getByRole('listitem')).toHaveText([
    'Trends',
    'Grid 2 on Trends',
    'Pressure, last 6 hours (Time-series chart) on Trends',
    'Plan of boiler hall A (Image) on Trends',
  ]);
  // The trends page's tags were already subscribed: nothing else changes.
  await expect(compared.getByText('4 added, 0 removed, 0 changed, 10 unchanged.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a version comparison');
  // Version 4 is version 1 again: compared with 2, it lacks the burner, mode and trend tiles.
  await version('3').getByRole('checkbox', { name: 'Compare version 3' }).uncheck();
  await version('4').getByRole('checkbox', { name: 'Compare version 4' }).check();
  await dialog.getByRole('button', { name: 'Compare versions 2 and 4' }).click();
  const removed = dialog.getByRole('region', { name: 'Version 2 compared with version 4' }).getByRole('region', { name: 'Removed widgets' });
  await expect(removed.getByRole('listitem')).toHaveText(['Burner (Value) on Overview', 'Mode (Value) on Overview', 'Temperature, last hour (Time-series chart) on Overview']);

  await version('3').getByRole('button', { name: 'Delete version 3' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete version' });
  await expect(confirm).toContainText('Delete version 3 of “Boiler hall A”?');
  await confirm.getByRole('button', { name: 'Delete version' }).click();
  await expect(versions.getByRole('rowheader')).toHaveText([/^Version 4/, /^Version 2/, /^Version 1/]);
});

test('the CSV export downloads the last hour of the values the latest version shows', async ({ page }) => {
  await openInAcme(page, 'alice', '/directaccess');
  await moreActions(page, 'Boiler hall A').click();
  await menuItem(page, 'Export data as CSV').click();
  const dialog = page.getByRole('dialog', { name: 'Export “Boiler hall A” as CSV' });
  await expect(dialog.getByRole('radio', { name: 'Last hour' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'From… to…' }).check();
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  await expect(dialog.getByText('Enter both the start and the end.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the export dialog');
  await dialog.getByRole('radio', { name: 'Last hour' }).check();

  const download = page.waitForEvent('download');
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Boiler hall A.csv');
  await expect(dialog).toBeHidden();

  const [header, ...rows] = readFileSync(await file.path(), 'utf8').trim().split('\r\n');
  expect(header).toBe('timestamp,device,tag,value');
  expect(rows.length).toBeGreaterThan(10);
  const cells = rows.map((line) => line.split(','));
  // Every row is a sample of hall A's boiler from the last hour, with a value.
  for (const [timestamp, device, tag, value] of cells) {
    expect(device).toBe('dev-acme-boiler-1');
    expect(tag).toMatch(/Boiler\//);
    expect(value).not.toBe('');
    const at = Date.parse(timestamp ?? '');
    expect(at).toBeGreaterThanOrEqual(started - 3_600_000 - 60_000);
    expect(at).toBeLessThanOrEqual(Date.now());
  }
  // The temperatures are real numbers, and they vary over the hour.
  const temperatures = cells.filter(([, , tag]) => tag?.endsWith('Temperature')).map(([, , , value]) => Number(value));
  expect(temperatures.length).toBeGreaterThan(1);
  expect(temperatures.every(Number.isFinite)).toBe(true);
  expect(new Set(temperatures).size).toBeGreaterThan(1);
});

test('alice uploads a widget package to the gallery, replaces it and deletes it', async ({ page }) => {
  await openInAcme(page, 'alice', '/flows?tab=widgets');
  await expect(page.getByRole('tab', { name: 'Widgets', selected: true })).toBeVisible();
  await expect(row(page, 'Boiler tile', 'Composed widgets')).toBeVisible();
  const packages = page.getByRole('table', { name: 'Widget packages' });
  const pkg = (name: string) => packages.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(pkg('acme-widgets')).toContainText('acme-widgets.TankLevel');
  await expect(page.getByText(/^Asset storage is (not )?enabled/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the widgets tab of /flows');

  const upload = page.getByRole('form', { name: 'Upload a widget package' });
  const manifest = (widgets: string[]) => ({
    name: 'tanks.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ widgets, resources: { images: ['tank.png'] } })),
  });
  await upload.getByLabel('Package file').setInputFiles(manifest(['tanks.Level']));
  await expect(upload.getByRole('textbox', { name: 'Package name' })).toHaveValue('tanks');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(pkg('tanks')).toContainText('tanks.Level');
  await expect(pkg('tanks')).toContainText('tanks.json');

  // The same name again replaces the package, once confirmed.
  await upload.getByLabel('Package file').setInputFiles(manifest(['tanks.Level', 'tanks.Valve']));
  await upload.getByRole('button', { name: 'Upload' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace package' });
  await expect(replace).toContainText('The gallery has a package “tanks” already.');
  await replace.getByRole('button', { name: 'Replace package' }).click();
  await expect(pkg('tanks')).toContainText('tanks.Valve');

  await pkg('tanks').getByRole('button', { name: 'Delete package tanks' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete package' });
  await expect(confirm).toContainText('Delete the package “tanks” from the gallery?');
  await confirm.getByRole('button', { name: 'Delete package' }).click();
  await expect(pkg('tanks')).toHaveCount(0);
  await expect(pkg('acme-widgets')).toBeVisible();
});
