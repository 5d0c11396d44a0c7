// Inputs are refused, never rewritten. In each form a value out of its limits stays as typed, is
// named at its field (aria-invalid, described by the message beside it) and is not sent; the editor never takes a
// widget setting it could not draw, and a version whose settings could break a widget is not saved. Names with
// bidirectional controls are shown so they cannot pass for another name.
import { expect, test, type Locator, type Page, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Writes (POST, PUT, PATCH, DELETE) the page sends to one service from now on. */
function writesOf(page: Page, service: string): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes(`/svc/${service}/`)) writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

/** The field is marked invalid and described by exactly this message, which is shown next to it. */
async function expectRefused(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

async function aliceIn(page: Page, path: string) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(page).toHaveURL(/org=1/);
  await page.goto(`/#${path}${path.includes('?') ? '&' : '?'}org=1`);
}

const history = (page: Page) => page.locator('section[aria-labelledby="history-title"]');
const currentStep = (page: Page) => history(page).locator('[aria-current="step"]');

test('the editor refuses widget settings it could not draw, at their fields, and keeps the document as it was', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-fleet/edit?org=1');
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  await expect(currentStep(page)).toHaveText('Add Value');
  const decimals = page.getByRole('textbox', { name: 'Decimals' });
  for (const typed of ['-1', '1000', '1e309', '2.5']) {
    await decimals.fill(typed);
    await decimals.press('Enter');
    await expect(decimals).toHaveValue(typed);
    await expectRefused(decimals, 'Enter a whole number from 0 to 10.');
    await expect(currentStep(page)).toHaveText('Add Value');
  }
  await decimals.fill('3');
  await decimals.press('Enter');
  await expect(decimals).not.toHaveAttribute('aria-invalid');
  await expect(currentStep(page)).toHaveText('Set Decimals of Value 1');

  // A place outside the grid is refused, not moved back inside it.
  const width = page.getByRole('textbox', { name: 'Width' });
  await width.fill('40');
  await width.press('Enter');
  await expect(width).toHaveValue('40');
  await expectRefused(width, 'Enter a width from 1 to 12 columns.');
  await expect(currentStep(page)).toHaveText('Set Decimals of Value 1');
});

test('a version whose widget settings could break a widget is not saved; the editor names them', async ({ page }) => {
  const writes = writesOf(page, 'dashboard');
  await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-fleet/edit?org=1');
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  // A draft from an older portal, or edited by hand, with a setting the editor itself would refuse.
  await page.evaluate(() => {
    const key = 'dashboardDraft:dsh-boiler-fleet';
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as { document: { projectWgt: unknown } };
    const visit = (widget: { type: string; props: Record<string, unknown>; children: unknown[] }) => {
      if (widget.type === 'ValueWgt') widget.props.decimals = 1000;
      widget.children.forEach((child) => visit(child as typeof widget));
    };
    visit(draft.document.projectWgt as never);
    localStorage.setItem(key, JSON.stringify(draft));
  });
  await page.reload();
  await expect(page.getByText('Unsaved changes restored')).toBeVisible();
  await page.getByRole('button', { name: 'Save version' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The version cannot be saved yet' });
  await expect(refusal).toContainText('Value 1');
  await expect(refusal).toContainText('Decimals: Enter a whole number from 0 to 10.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The widget is one click away, its field already named; corrected, the list goes and the version saves.
  await refusal.getByRole('button', { name: 'Value 1' }).click();
  const decimals = page.getByRole('textbox', { name: 'Decimals' });
  await expectRefused(decimals, 'Enter a whole number from 0 to 10.');
  await decimals.fill('1');
  await decimals.press('Enter');
  await expect(refusal).toBeHidden();
  expect(writes.filter((write) => write.includes('/versions'))).toEqual([]);
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText('All changes saved (version 2)')).toBeVisible();
});

test('a dashboard name over the limit is kept as pasted and named at its field; a spoofing name is shown as it is', async ({ page }) => {
  await aliceIn(page, '/directaccess');
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'New dashboard' });
  const name = create.getByRole('textbox', { name: 'Name' });
  const long = 'Packing line '.repeat(8) + 'and more';
  await name.fill(long);
  await create.getByRole('button', { name: 'Create and edit' }).click();
  await expect(name).toHaveValue(long);
  await expectRefused(name, 'At most 100 characters.');

  // "report", RIGHT-TO-LEFT OVERRIDE, "fdp.exe" would read "reportexe.pdf" if the control were obeyed.
  await name.fill('report\u202Efdp.exe');
  await create.getByRole('button', { name: 'Create and edit' }).click();
  await expect(page).toHaveURL(/#\/dashboards\/dsh-[\w-]+\/new\?org=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('report[U+202E]fdp.exe');
  await expect(page.getByRole('heading', { level: 1 }).locator('bdi')).toHaveCount(1);
});

test('the notification forms refuse numbers and names out of range, as typed, and send nothing', async ({ page }) => {
  const writes = writesOf(page, 'notification');
  await aliceIn(page, '/notifications');
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New notification rule' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Drive current');
  const severity = dialog.getByRole('textbox', { name: 'Minimum severity' });
  const minutes = dialog.getByRole('textbox', { name: 'Minutes without acknowledgement' });
  await severity.fill('1e309');
  await minutes.fill('-5');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(severity).toHaveValue('1e309');
  await expect(minutes).toHaveValue('-5');
  await expectRefused(severity, 'Choose a whole number from 0 to 6.');
  await expectRefused(minutes, 'Enter whole minutes from 0 to 1440.');
  await expect(severity).toBeFocused();
  for (const typed of ['-1', '2.5', '99']) {
    await severity.fill(typed);
    await expectRefused(severity, 'Choose a whole number from 0 to 6.');
  }
  expect(writes).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Notifications' }).getByRole('link', { name: 'Organization settings' }).click();
  const sender = page.getByRole('textbox', { name: 'Sender name' });
  await sender.fill('S'.repeat(65));
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(sender).toHaveValue('S'.repeat(65));
  await expectRefused(sender, 'Use at most 64 characters.');
  expect(writes).toEqual([]);
});

test('an alarm search too long for the address is refused at the search field; the list keeps the last search', async ({ page, request }) => {
  expect((await request.put('/__sandbox/alarms', { data: { at: '2025-03-03T09:00:00Z' } })).status()).toBe(204);
  await aliceIn(page, '/alarms');
  const matching = page.getByRole('main').getByRole('status').filter({ hasText: /match/ });
  await expect(matching).toHaveText('13 alarms match');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('boiler');
  await expect(matching).not.toHaveText('13 alarms match');
  const narrowed = await matching.textContent();
  const long = `boiler ${'x'.repeat(200)}`;
  await search.fill(long);
  await expect(search).toHaveValue(long);
  await expectRefused(search, 'Use at most 200 characters.');
  await page.waitForTimeout(600);
  await expect(matching).toHaveText(narrowed ?? '');
});

test('a page title over the limit is kept as typed, counted and refused at its field; the page keeps its title', async ({ page }) => {
  const writes = writesOf(page, 'dashboard');
  await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-fleet/edit?org=1');
  await page.getByRole('button', { name: 'Rename page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename page' });
  const title = dialog.getByRole('textbox', { name: 'Page title' });
  await expect(title).toHaveAccessibleDescription('8 of 100 characters');
  const long = 'Pressure of the boilers '.repeat(5);
  await title.fill(long);
  await expect(dialog.getByText(`${long.trim().length} of 100 characters`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(title).toHaveValue(long);
  await expectRefused(title, 'Use at most 100 characters.');
  await expect(currentStep(page)).toHaveText('Opened');

  await title.fill('Pressure of the boilers');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Pressure of the boilers' })).toBeVisible();
  await expect(currentStep(page)).toHaveText('Rename page to Pressure of the boilers');
  expect(writes).toEqual([]);
});
