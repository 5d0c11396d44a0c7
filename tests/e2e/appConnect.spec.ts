// An app built on the published client library runs unchanged: a test app written for this project
// (sandbox/apps/pages/connect-test, on the apps origin) is opened in spare parts' frame in globex and sends each
// message in the library's declared shapes — Dates and a Map structured-cloned, the library's page names — and the
// refusals the host owes; every request gets an answer it can tell apart, two payments at once are decided one after
// the other, Back and Forward tell the app its address with the corvinaHost and locale it was opened with, and a
// theme saved in another tab reaches the open app without a reload.
import { expect, openAndSignIn, resetSandbox, test, type Page } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The apps origin on this preview server. */
function appsOrigin(page: Page): string {
  const url = new URL(page.url());
  url.hostname = 'apps.localhost';
  return url.origin;
}

/** Signs alice in and opens the test app in spare parts' frame (installed in globex, organisation 2). */
async function openTestApp(page: Page, baseURL: string | undefined) {
  const apps = new URL(baseURL ?? 'http://localhost:4173');
  apps.hostname = 'apps.localhost';
  const testApp = `${apps.origin}/connect-test/index.html`;
  await openAndSignIn(page, 'alice', `/#/store/container/2?org=2&appHref=${encodeURIComponent(testApp)}`);
  const frame = page.frameLocator('iframe[title="Spare parts"]');
  await expect(frame.getByRole('heading', { name: 'Protocol test app' })).toBeVisible();
  return { frame, testApp };
}

/** Runs `send` inside the test app's own document, so the payload is built in its realm (Date, Map). */
async function inApp(page: Page, send: string) {
  const document = page.frames().find((frame) => frame.url().includes('/connect-test/'));
  if (document === undefined) throw new Error('the test app is not open');
  await document.evaluate(send);
}

const answer = (frame: ReturnType<Page['frameLocator']>, text: string | RegExp) => frame.getByRole('listitem').filter({ hasText: text });

test('each message in the library’s shapes is answered: context, payments in Date and Map, refusals, preferences and every page name', async ({ page, baseURL }) => {
  const { frame } = await openTestApp(page, baseURL);
  await expect(answer(frame, 'CORVINA_CONNECT_INIT_RESPONSE organizationId=2 (string) resource=globex')).toBeVisible();

  // A payment in the library's own types, with a field it does not declare: authorised, answered in its types.
  await inApp(
    page,
    `ask('TRANSACTIONS_AUTHORIZATION_REQUEST', [{ orderId: 'gaskets', targetWalletId: 'wallet-parts', amount: 12.5, description: 'Gasket kit',
      executionMinTime: new Date('2026-12-01T08:00:00Z'), executionMaxTime: new Date('2026-12-31T18:00:00Z'),
      transactionData: new Map([['part', 'G-12']]), color: 'red' }])`,
  );
  const dialog = page.getByRole('dialog', { name: 'Payment requested by Spare parts' });
  await expect(dialog.getByRole('cell', { name: 'Gasket kit' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Authorize payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    answer(frame, 'TRANSACTIONS_AUTHORIZATION_RESPONSE 200 AUTHORIZED [gaskets: id number, entityId number, executionMinTime Date, transactionData Map [["part","G-12"]]]'),
  ).toBeVisible();

  // Refusals, each answered with its reason: nothing is shown to the person.
  await inApp(page, `ask('TRANSACTIONS_AUTHORIZATION_REQUEST', [{ orderId: 'bad', targetWalletId: 'w', amount: -1 }])`);
  await expect(answer(frame, 'TRANSACTIONS_AUTHORIZATION_RESPONSE 400 ERROR_INVALID_TRANSACTIONS (transactions[0].amount: must be above 0)')).toBeVisible();
  await inApp(page, `ask('TRANSACTIONS_AUTHORIZATION_REQUEST', Array.from({ length: 21 }, (_, i) => ({ orderId: 'o' + i, targetWalletId: 'w', amount: 1 })))`);
  await expect(answer(frame, 'TRANSACTIONS_AUTHORIZATION_RESPONSE 400 ERROR_TOO_MANY_TRANSACTIONS (transactions: at most 20 in one request)')).toBeVisible();
  await inApp(page, `ask('TRANSACTIONS_AUTHORIZATION_REQUEST', [{ orderId: 'late', targetWalletId: 'w', amount: 1, executionMinTime: 'next Tuesday' }])`);
  await expect(answer(frame, '(transactions[0].executionMinTime: must be a Date or an ISO-8601 time)')).toBeVisible();
  await inApp(page, `ask('TRANSACTIONS_AUTHORIZATION_REQUEST', [])`);
  await expect(answer(frame, 'TRANSACTIONS_AUTHORIZATION_RESPONSE 400 ERROR_NO_EMPTY_TRANSACTIONS')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Preferences: answered in every case, a refusal saying why.
  await inApp(page, `ask('USER_PREFERENCE_SET_REQUEST', { key: 'warehouse', value: 'North hall' })`);
  await expect(answer(frame, /^USER_PREFERENCE_SET_RESPONSE key=warehouse$/)).toBeVisible();
  await inApp(page, `ask('USER_PREFERENCE_GET_REQUEST', { key: 'warehouse' })`);
  await expect(answer(frame, 'USER_PREFERENCE_GET_RESPONSE key=warehouse value=North hall')).toBeVisible();
  await inApp(page, `ask('USER_PREFERENCE_SET_REQUEST', { key: 'warehouse', value: 5 })`);
  await expect(answer(frame, 'USER_PREFERENCE_SET_RESPONSE key=warehouse (value must be text)')).toBeVisible();
  await inApp(page, `ask('USER_PREFERENCE_GET_REQUEST', { key: '' })`);
  await expect(answer(frame, 'USER_PREFERENCE_GET_RESPONSE key= value=(none) (key is required)')).toBeVisible();
  await inApp(page, `ask('USER_PREFERENCE_GET_REQUEST', { key: 'k'.repeat(201) })`);
  await expect(answer(frame, '(key must be at most 200 characters)')).toBeVisible();
  await inApp(page, `ask('USER_PREFERENCE_SET_REQUEST', { key: 7, value: 'x' })`);
  await expect(answer(frame, 'USER_PREFERENCE_SET_RESPONSE key=(none) (key must be text)')).toBeVisible();

  // The library's page names the portal refused before: each opens its page, the organisation kept.
  await inApp(page, `ask('CORVINA_NAVIGATE', { page: 'data-configure' })`);
  await expect(page).toHaveURL(/#\/devices\?tab=models&org=2$/);
  await page.goBack();
  await expect(page.frameLocator('iframe[title="Spare parts"]').getByRole('heading', { name: 'Protocol test app' })).toBeVisible();
  await inApp(page, `ask('CORVINA_NAVIGATE', { page: 'directaccess' })`);
  await expect(page).toHaveURL(/#\/directaccess\?org=2$/);
});

test('two payments at once are decided one after the other, each answered once and never confused', async ({ page, baseURL }) => {
  const { frame } = await openTestApp(page, baseURL);
  await expect(answer(frame, 'CORVINA_CONNECT_INIT_RESPONSE')).toBeVisible();
  await inApp(page, `ask('TRANSACTIONS_AUTHORIZATION_REQUEST', [{ orderId: 'first', targetWalletId: 'w', amount: 5, description: 'Filters' }])`);
  await inApp(page, `ask('TRANSACTIONS_AUTHORIZATION_REQUEST', [{ orderId: 'second', targetWalletId: 'w', amount: 7, description: 'Belts' }])`);

  const dialog = page.getByRole('dialog', { name: 'Payment requested by Spare parts' });
  await expect(dialog.getByRole('cell', { name: 'Filters' })).toBeVisible();
  await expect(dialog.getByText('1 more payment request of this app waits for this one.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(answer(frame, 'TRANSACTIONS_AUTHORIZATION_RESPONSE 403 USER_REJECTED')).toHaveCount(1);

  await expect(dialog.getByRole('cell', { name: 'Belts' })).toBeVisible();
  await expect(dialog.getByText('more payment request')).toBeHidden();
  await dialog.getByRole('button', { name: 'Authorize payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(answer(frame, /AUTHORIZED \[second: /)).toBeVisible();
  // In order, one answer each: the first rejected, the second authorised.
  await expect(frame.getByRole('listitem').filter({ hasText: 'TRANSACTIONS_AUTHORIZATION_RESPONSE' })).toHaveText([/403 USER_REJECTED$/, /200 AUTHORIZED \[second: /]);
});

test('Back and Forward tell the app its address with the corvinaHost and locale it was opened with', async ({ page, baseURL }) => {
  const { frame, testApp } = await openTestApp(page, baseURL);
  await expect(answer(frame, 'CORVINA_CONNECT_INIT_RESPONSE')).toBeVisible();
  const portal = new URL(page.url()).origin;
  await inApp(page, `ask('IFRAME_HREF_CHANGED', { href: '${testApp}?step=2&corvinaHost=${encodeURIComponent(portal)}&locale=en_US', type: 'pushState' })`);
  await expect(page).toHaveURL(/appHref=[^&]*step%3D2/);

  await page.goBack();
  const back = new URL(testApp);
  back.searchParams.set('corvinaHost', portal);
  back.searchParams.set('locale', 'en_US');
  await expect(answer(frame, `IFRAME_HREF_CHANGED popstate ${back.href}`)).toBeVisible();
  await page.goForward();
  const forward = new URL(testApp);
  forward.search = `?step=2&corvinaHost=${encodeURIComponent(portal)}&locale=en_US`;
  await expect(answer(frame, `IFRAME_HREF_CHANGED popstate ${forward.href}`)).toBeVisible();
  expect(appsOrigin(page)).toBe(new URL(testApp).origin);
});

test('a theme saved in another tab reaches the open app as THEME_CHANGED, without a reload', async ({ page, context, baseURL }) => {
  const { frame } = await openTestApp(page, baseURL);
  await expect(answer(frame, 'CORVINA_CONNECT_INIT_RESPONSE')).toBeVisible();
  const document = page.frames().find((candidate) => candidate.url().includes('/connect-test/'));
  await document?.evaluate(() => Object.assign(window, { stillHere: true }));

  const admin = await context.newPage();
  await admin.goto('/#/organizations?org=2');
  await admin.getByRole('button', { name: 'Edit theme' }).click();
  const dialog = admin.getByRole('dialog', { name: /^Theme of / });
  // Its label with the required mark, not "Primary, dark".
  const primary = dialog.getByRole('textbox', { name: /^Primary( \*)?$/ });
  await primary.fill('teal');
  await dialog.getByRole('button', { name: 'Save theme' }).click();
  // Refused at the field, never changed into something else.
  await expect(dialog.getByText('Enter a colour as # and six hexadecimal digits, e.g. #0b6bcb.')).toBeVisible();
  await expect(primary).toBeFocused();
  await primary.fill('#0b6b5f');
  await dialog.getByRole('button', { name: 'Save theme' }).click();
  await expect(dialog).toBeHidden();

  await expect(answer(frame, 'THEME_CHANGED primary=#0b6b5f')).toBeVisible();
  expect(await document?.evaluate(() => 'stillHere' in window)).toBe(true);
});
