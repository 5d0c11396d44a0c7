// Spec §2 /dealer and §4 "Licences" and "Pre-authorised transactions" on the sandbox's licences service and license
// manager: as the acme dealer, alice creates a product, sells a licence of it to a client, activates its code for
// the client, switches its autorenew and renews it, and the client's summary counts it; a renewal answered 500 renews
// nothing and says so; a failed pre-authorised execution is retried once and succeeds, and a revoked transaction
// stops. bob sees none of it.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox, sectionLink } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

async function aliceInAcmeDealer(page: Page) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await (await sectionLink(page, 'Dealer')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer' })).toBeVisible();
}

const rowOf = (page: Page, table: string, name: string | RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('alice sells a new product to a client, activates, switches and renews it; the client’s summary counts it; a 500 renews nothing', async ({ page, request }) => {
  await aliceInAcmeDealer(page);
  await expect(rowOf(page, 'Clients', /Delta Foods/)).toContainText('Nothing licensed');
  await expectNoSeriousA11yViolations(page, 'the dealer’s clients');

  // A product: a quantity out of range is refused at its field, nothing is sent.
  await page.getByRole('tab', { name: 'Licences' }).click();
  await expect(page).toHaveURL(/tab=licenses/);
  await expect(page.getByRole('heading', { level: 2, name: 'Products (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'New product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'New product' });
  await productDialog.getByRole('textbox', { name: 'Product code' }).fill('SENSOR-PACK');
  await productDialog.getByRole('textbox', { name: 'Name' }).fill('Sensor pack');
  await productDialog.getByRole('textbox', { name: 'Devices' }).fill('0');
  await productDialog.getByRole('button', { name: 'Create product' }).click();
  await expect(productDialog.getByText('Enter a whole number from 1 to 1000000, or -1 for unlimited.')).toBeVisible();
  await expect(productDialog.getByRole('textbox', { name: 'Devices' })).toBeFocused();
  await productDialog.getByRole('textbox', { name: 'Devices' }).fill('25');
  await productDialog.getByRole('button', { name: 'Create product' }).click();
  await expect(productDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Products (4)' })).toBeVisible();
  await expect(rowOf(page, 'Products, every version', /Sensor pack/)).toContainText('Devices: 25 for 365 days');

  // Sold to Delta Foods from its row.
  await page.getByRole('tab', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Sell a licence to Delta Foods' }).click();
  const sale = page.getByRole('dialog', { name: 'Sell a licence to Delta Foods' });
  await sale.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Sensor pack (SENSOR-PACK, v1)' });
  await sale.getByRole('textbox', { name: 'Price' }).fill('99.50');
  await sale.getByRole('checkbox', { name: 'Renews by itself' }).uncheck();
  await sale.getByRole('button', { name: 'Sell licence' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Licence ACME-SENSOR-PACK-0004 sold.' })).toBeVisible();
  await expect(rowOf(page, 'Clients', /Delta Foods/)).toContainText('2 not yet activated');

  // The code checked, then activated for the client.
  await page.getByRole('tab', { name: 'Licences' }).click();
  const licence = rowOf(page, 'Licences sold, newest first', 'ACME-SENSOR-PACK-0004');
  await expect(page.getByRole('table', { name: 'Licences sold, newest first' }).getByRole('rowheader').first()).toHaveText('ACME-SENSOR-PACK-0004');
  await licence.getByRole('button', { name: 'Activate ACME-SENSOR-PACK-0004' }).click();
  const activation = page.getByRole('dialog', { name: 'Activate licence' });
  await expect(activation.getByRole('textbox', { name: 'Organization' })).toHaveValue('delta-foods');
  await activation.getByRole('button', { name: 'Check code' }).click();
  await expect(activation.getByText(/The code is valid\. Activated now, it ends on/)).toBeVisible();
  await activation.getByRole('button', { name: 'Activate' }).click();
  await expect(activation).toBeHidden();

  // Autorenew switched on; renewed, first under a 500 that renews nothing, then for real.
  const autorenew = licence.getByRole('switch', { name: 'Renews by itself: ACME-SENSOR-PACK-0004' });
  await expect(autorenew).not.toBeChecked();
  // The list re-reads after the activation, its switches disabled meanwhile; a forced click on a disabled one is lost.
  await expect(autorenew).toBeEnabled();
  await autorenew.click({ force: true });
  await expect(autorenew).toBeChecked();
  const ends = await licence.getByRole('cell').nth(3).innerText();
  const licenceId = 4;
  await request.put('/__sandbox/faults', { data: { [`POST /licenses/${licenceId}/renew`]: { status: 500, times: 1 } } });
  await licence.getByRole('button', { name: 'Renew ACME-SENSOR-PACK-0004' }).click();
  const renewal = page.getByRole('dialog', { name: 'Renew licence' });
  await renewal.getByRole('button', { name: 'Renew licence' }).click();
  await expect(renewal.getByText('The licence was not renewed')).toBeVisible();
  await expect(renewal.getByText('Nothing changed: it ends when it did before.')).toBeVisible();
  await renewal.getByRole('button', { name: 'Cancel' }).click();
  await expect(licence.getByRole('cell').nth(3)).toHaveText(ends);
  await licence.getByRole('button', { name: 'Renew ACME-SENSOR-PACK-0004' }).click();
  await renewal.getByRole('button', { name: 'Renew licence' }).click();
  await expect(renewal.getByRole('status')).toContainText('The licence ACME-SENSOR-PACK-0004 was renewed: it now ends on');
  await renewal.getByRole('button', { name: 'Done' }).click();
  await expect(licence.getByRole('cell').nth(3)).not.toHaveText(ends);

  // The client's summary counts what the licence grants.
  await page.getByRole('tab', { name: 'Clients' }).click();
  const delta = rowOf(page, 'Clients', /Delta Foods/);
  await expect(delta).toContainText('1 active');
  await expect(delta).toContainText('Devices: 0 of 25');
});

test('alice narrows the clients by when their subscriptions end, opens one for its figures and subscriptions, and reads the licence tally', async ({ page }) => {
  await aliceInAcmeDealer(page);
  // A day typed as the field shows it in English: month/day/year.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const filter = page.getByRole('form', { name: 'Narrow the clients' });
  // A backwards range is refused at its last day; nothing is sent.
  await filter.getByLabel('Expiring from').fill(day(30));
  await filter.getByLabel('Expiring until').fill(day(0));
  await filter.getByRole('button', { name: 'Show clients' }).click();
  await expect(filter.getByText('The last day cannot be before the first.')).toBeVisible();
  await expect(filter.getByLabel('Expiring until')).toBeFocused();
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('rowheader')).toHaveCount(3);
  // Orbit Labs' trial ends in ten days, Bakery Bros' licence in a year; Delta Foods stays for its licence waiting.
  await filter.getByLabel('Expiring from').fill(day(0));
  await filter.getByLabel('Expiring until').fill(day(30));
  await filter.getByRole('button', { name: 'Show clients' }).click();
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('rowheader')).toHaveText([/Delta Foods/, /Orbit Labs/]);
  await filter.getByRole('checkbox', { name: 'Also clients with licences not yet activated' }).uncheck();
  await filter.getByRole('button', { name: 'Show clients' }).click();
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('rowheader')).toHaveText([/Orbit Labs/]);
  await expect(rowOf(page, 'Clients', /Orbit Labs/)).toContainText('Credits: 250 of 1,000');

  await page.getByRole('button', { name: 'Open Orbit Labs' }).click();
  const orbit = page.getByRole('dialog', { name: 'Orbit Labs' });
  await expect(orbit.getByText('Trial ends:')).toBeVisible();
  await expect(orbit.getByText('Devices: 1 of 2')).toBeVisible();
  await expect(orbit.getByRole('table', { name: 'Subscriptions of Orbit Labs' }).getByRole('rowheader')).toHaveText(['ACME-TRIAL-30-0003']);
  await expectNoSeriousA11yViolations(page, 'a client opened');
  await orbit.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Every client' }).click();
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('rowheader')).toHaveCount(3);

  await page.getByRole('tab', { name: 'Licences' }).click();
  await expect(page.getByText('3 licences sold: 2 running, 1 not yet activated, 0 ended.')).toBeVisible();
});

test('a failed pre-authorised execution is retried once and succeeds; a revoked transaction stops', async ({ page }) => {
  await aliceInAcmeDealer(page);
  await page.getByRole('tab', { name: 'Licences' }).click();

  await rowOf(page, 'Pre-authorized transactions', /Predictive maintenance app/).getByRole('button', { name: 'Open ORD-PM-2026' }).click();
  const monthly = page.getByRole('dialog', { name: 'Predictive maintenance app, monthly plan' });
  await expect(monthly.getByRole('row').filter({ hasText: 'The wallet held too few credits' })).toContainText('Failed');
  await expectNoSeriousA11yViolations(page, 'a pre-authorised transaction');
  await monthly.getByRole('button', { name: 'Retry execution 2' }).click();
  await expect(monthly.getByRole('status')).toHaveText('The execution was retried and succeeded.');
  await expect(monthly.getByRole('row').filter({ hasText: 'No. 2, retried' })).toContainText('Succeeded');
  await expect(monthly.getByRole('button', { name: /^Retry execution/ })).toHaveCount(0);
  await monthly.getByRole('button', { name: 'Close' }).first().click();

  await rowOf(page, 'Pre-authorized transactions', /Fleet analytics/).getByRole('button', { name: 'Open ORD-FA-0311' }).click();
  const weekly = page.getByRole('dialog', { name: 'Fleet analytics, weekly plan' });
  await weekly.getByRole('button', { name: 'Revoke', exact: true }).click();
  await weekly.getByRole('button', { name: 'Revoke transaction' }).click();
  await expect(weekly.getByRole('status')).toHaveText('The transaction was revoked: it will not be executed again.');
  await expect(weekly.getByRole('button', { name: /^Retry execution/ })).toHaveCount(0);
  await expect(weekly.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(0);
  await weekly.getByRole('button', { name: 'Close' }).first().click();
  await expect(rowOf(page, 'Pre-authorized transactions', /Fleet analytics/)).toContainText('Revoked');
});

test('bob sees none of it: no Dealer in his menu, and the address takes him home', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dealer', exact: true })).toHaveCount(0);
  await page.goto('/#/dealer?org=1');
  await expect(page).not.toHaveURL(/#\/dealer/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer' })).toHaveCount(0);
});
