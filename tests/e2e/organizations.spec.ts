// Organisations and limits: alice creates a sub-organisation under acme with a device limit, sees the grant
// counted on acme's resources, raises the limit, and adding limits with none given says "undefined limits"; a limit
// nearly spent warns; the consumptions tab charts a year of daily credits with a forecast and narrows VPN time to the
// bundles expiring in a window; a sub-organisation's dealer flag is saved on the licence side; bob is offered none
// of it.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const resourceRow = (page: Page, organization: string, resource: string) =>
  page.getByRole('table', { name: `Resources of ${organization}` }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${resource}( Over 80 %| Limit reached)?$`) }) });

test("alice creates a sub-organisation with a device limit, sees it granted from acme's devices and raises it; no limits given is refused", async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/organizations?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  const tree = page.getByRole('table', { name: 'Organizations' });
  await expect(tree.getByRole('rowheader')).toHaveText([/^Acme/, /^Acme North/]);

  await page.getByRole('button', { name: 'New sub-organization' }).click();
  const create = page.getByRole('dialog', { name: 'New sub-organization of Acme' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme South');
  await create.getByRole('textbox', { name: 'Display name' }).fill('Acme South');
  await create.getByRole('textbox', { name: 'Device limit' }).fill('5');
  await create.getByRole('button', { name: 'Create sub-organization' }).click();
  // Refused at its field before anything is sent: the name ends the resource id.
  await expect(create.getByText('Use lower-case letters, digits and dashes, starting and ending with a letter or digit.')).toBeVisible();
  await expect(create.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('acme-south');
  await create.getByRole('switch', { name: 'IoT (devices send data)' }).check();
  await expectNoSeriousA11yViolations(page, 'the sub-organization dialog');
  await create.getByRole('button', { name: 'Create sub-organization' }).click();
  await expect(create).toBeHidden();
  await expect(tree.getByRole('rowheader')).toHaveText([/^Acme/, /^Acme North/, /^Acme South/]);

  await page.getByRole('tab', { name: 'Resources' }).click();
  // acme: 100 devices, 4 its own, 10 granted to Acme North and now 5 to Acme South.
  await expect(resourceRow(page, 'Acme', 'Devices')).toContainText(/Devices\s*100\s*4\s*15\s*81/);

  await page.getByRole('combobox', { name: 'Resources of' }).selectOption({ label: '\u2003Acme South' });
  await expect(resourceRow(page, 'Acme South', 'Devices')).toContainText(/Devices\s*5\s*0\s*0\s*5/);
  await resourceRow(page, 'Acme South', 'Devices').getByRole('button', { name: 'Change the limit of Devices' }).click();
  const change = page.getByRole('dialog', { name: 'Change the limit of Devices' });
  await change.getByRole('textbox', { name: 'Devices' }).fill('87');
  await change.getByRole('button', { name: 'Save limit' }).click();
  // More than acme has left: the service's answer, the typed value kept.
  await expect(change.getByRole('alert').filter({ hasText: 'The limits were not saved' })).toBeVisible();
  await expect(change.getByRole('textbox', { name: 'Devices' })).toHaveValue('87');
  await change.getByRole('textbox', { name: 'Devices' }).fill('20');
  await change.getByRole('button', { name: 'Save limit' }).click();
  await expect(change).toBeHidden();
  await expect(resourceRow(page, 'Acme South', 'Devices')).toContainText(/Devices\s*20\s*0\s*0\s*20/);

  await page.getByRole('button', { name: 'Add limits' }).click();
  const add = page.getByRole('dialog', { name: 'Add limits to Acme South' });
  await add.getByRole('button', { name: 'Create limits' }).click();
  await expect(add.getByText('No limit given (undefined limits): enter at least one quantity.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Users' }).fill('8');
  await add.getByRole('button', { name: 'Create limits' }).click();
  await expect(add).toBeHidden();
  await expect(resourceRow(page, 'Acme South', 'Users')).toContainText(/Users\s*8/);

  // Acme North has spent about 22 000 of its credits this year: a limit of 25 000 is past 80 %.
  await page.getByRole('combobox', { name: 'Resources of' }).selectOption({ label: '\u2003Acme North' });
  await resourceRow(page, 'Acme North', 'Credits').getByRole('button', { name: 'Change the limit of Credits' }).click();
  const credits = page.getByRole('dialog', { name: 'Change the limit of Credits' });
  await credits.getByRole('textbox', { name: 'Credits' }).fill('25000');
  await credits.getByRole('button', { name: 'Save limit' }).click();
  await expect(credits).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Resources running short' })).toContainText(/Credits: 8\d% of the limit is used or granted\./);
  await expect(resourceRow(page, 'Acme North', 'Credits')).toContainText('Over 80 %');

  await page.getByRole('combobox', { name: 'Resources of' }).selectOption({ label: 'Acme' });
  await expect(resourceRow(page, 'Acme', 'Devices')).toContainText(/Devices\s*100\s*4\s*30\s*66/);
});

test('the consumptions tab charts a year of daily credits and says when they run out', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/organizations?org=1&tab=consumptions');
  await expect(page.getByRole('heading', { level: 2, name: 'Credits per day' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Credits per day/ })).toBeVisible();
  await expect(page.getByText(/left\. At the range's rate of [\d,]+ a day, they run out on/)).toBeVisible();
  await expect(page.getByText('1–20 of 365')).toBeVisible();

  await page.getByRole('combobox', { name: 'Resource' }).selectOption('DEVICE_VPN');
  await page.getByRole('textbox', { name: 'Device label' }).fill('Boiler Hall A');
  await page.getByRole('button', { name: 'Show consumption' }).click();
  const journal = page.getByRole('table', { name: 'Journal of VPN months' });
  await expect(journal.getByRole('row').nth(1)).toContainText('Boiler Hall A');
  await expectNoSeriousA11yViolations(page, 'the consumptions tab');
});

test("VPN time narrowed to the bundles expiring in a window; Acme North made a dealer on the licence service's side; acme's subscriptions", async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/organizations?org=1&tab=consumptions');
  await expect(page.getByRole('heading', { level: 2, name: 'Credits per day' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Resource' }).selectOption('DEVICE_VPN');
  await page.getByRole('button', { name: 'Show consumption' }).click();
  const pager = page.getByText(/^1–20 of \d+$/);
  const journal = page.getByRole('table', { name: 'Journal of VPN months' });
  // The newest VPN entry names its device (credits name none): the answer is in, not the credits still shown.
  await expect(journal.getByRole('row').nth(1)).toContainText(/Boiler Hall A|Conveyor Line 1/);
  const every = Number((await pager.textContent())?.split(' of ')[1]);

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'Bundles expiring from' }).fill(day(0));
  await page.getByRole('textbox', { name: 'Bundles expiring until' }).fill(day(-1));
  await page.getByRole('button', { name: 'Show consumption' }).click();
  await expect(page.getByText('The last expiry day cannot be before the first.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Bundles expiring until' })).toBeFocused();

  // The seeded VPN time comes from a bundle a quarter: the next 100 days see two of them expire.
  await page.getByRole('textbox', { name: 'Bundles expiring until' }).fill(day(100));
  await page.getByRole('button', { name: 'Show consumption' }).click();
  await expect(page.getByText(/^Only VPN time of bundles expiring from .+ to .+\.$/)).toBeVisible();
  await expect(journal.getByRole('columnheader', { name: 'Bundle expires' })).toBeVisible();
  await expect(async () => expect(Number((await pager.textContent())?.split(' of ')[1])).toBeLessThan(every)).toPass();

  await page.getByRole('tab', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: 'Edit Acme North' }).click();
  const edit = page.getByRole('dialog', { name: /Acme North/ });
  const dealer = edit.getByRole('switch', { name: 'Dealer (sells licences to clients)' });
  await expect(dealer).not.toBeChecked();
  await dealer.check();
  await edit.getByRole('button', { name: 'Save organization' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Edit Acme North' }).click();
  await expect(page.getByRole('dialog', { name: /Acme North/ }).getByRole('switch', { name: 'Dealer (sells licences to clients)' })).toBeChecked();
  await page.keyboard.press('Escape');

  // acme's own subscriptions from its dealer, under its resources: the ended one on request.
  await page.getByRole('tab', { name: 'Resources' }).click();
  const subscriptions = page.getByRole('table', { name: 'Subscriptions of Acme' });
  await expect(subscriptions.getByRole('rowheader')).toHaveText(['VPN time', 'Platform']);
  await page.getByRole('switch', { name: 'Include ended subscriptions' }).check();
  await expect(subscriptions.getByRole('rowheader')).toHaveText(['Pilot', 'VPN time', 'Platform']);
  await expect(subscriptions.getByRole('row', { name: /^Pilot/ })).toContainText('Ended');
});

test('bob, a reader, is offered no organisations and is refused their address', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/');
  await expect(sections(page).getByRole('link', { name: 'Devices' })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Organizations' })).toHaveCount(0);
  await page.goto('/#/organizations?org=1&tab=resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toHaveCount(0);
});
