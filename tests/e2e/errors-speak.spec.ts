// Errors speak to people. A failure says what happened in plain words and is announced, with the
// call and the server's answer folded away for support; a value that stopped updating looks stale; a route the
// person may not open says why on arrival (a permission, or a service the organisation does not have); a link to an organisation that is not theirs explains itself.
import { expect, test, type Page, hashOf, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

async function aliceInAcme(page: Page) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(page).toHaveURL(/org=1/);
}

test('a failed list says what happened without the method, address or server text, which wait under Details', async ({ page, request }) => {
  await aliceInAcme(page);
  await request.put('/__sandbox/faults', { data: { 'GET /api/v1/dashboards': { status: 503 } } });
  await page.goto('/#/directaccess?org=1');
  const failure = page.getByRole('alert').filter({ hasText: 'The dashboards could not be loaded' });
  await expect(failure).toContainText('The service had a problem. Try again later.');
  const details = failure.locator('details');
  await expect(details.locator('code')).toBeHidden();
  for (const technical of ['GET', '/api/', '503', 'Injected fault']) {
    expect(await failure.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('details').forEach((folded) => folded.remove());
      return copy.innerText;
    })).not.toContain(technical);
  }
  await details.getByText('Details for support').click();
  await expect(details.locator('code')).toHaveText(/^GET \/api\/v1\/dashboards: 503 /);
  await request.delete('/__sandbox/faults');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toBeHidden();
});

test('live values that stopped updating are dimmed with the time of the value', async ({ page, request }) => {
  await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-hall-a?org=1');
  const temperature = page.locator('[data-widget-type="ValueWgt"]').filter({ hasText: 'Temperature' });
  await expect(temperature.locator('output')).toHaveText(/^\d{2}\.\d°C$/);
  await expect(temperature).not.toHaveAttribute('data-stale');

  await request.put('/__sandbox/faults', { data: { 'GET /tags': { status: 503 } } });
  await expect(temperature).toHaveAttribute('data-stale', 'true');
  await expect(temperature.getByText('Not updating')).toBeAttached();
  await expect(temperature.locator('time')).toHaveText(/^\d{1,2}:\d{2}:\d{2}\s?[AP]M$/);
  // The value stays readable, and the failure is announced once for the page.
  await expect(temperature.locator('output')).toHaveText(/^\d{2}\.\d°C$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Live values are not updating' })).toBeVisible();

  await request.delete('/__sandbox/faults');
  await expect(temperature).not.toHaveAttribute('data-stale');
  await expect(temperature).not.toContainText('Not updating');
});

test('a route bob may not open tells him why when he lands', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  await expect(page).toHaveURL(/org=1/);
  await page.goto('/#/notifications?org=1');
  const notice = page.getByRole('status').filter({ hasText: 'Notifications could not be opened' });
  await expect(notice).toContainText('Your permissions in this organization do not include Notifications.');
  await expect(page).not.toHaveURL(/#\/notifications/);
  // Told once: the address no longer carries it, so a reload does not tell it again.
  expect(hashOf(page)).not.toContain('denied');
  await notice.getByRole('button', { name: 'Dismiss message' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('could not be opened')).toHaveCount(0);
});

test('the app store of a sub-organisation whose store is off is neither offered nor opened, and says why', async ({ page }) => {
  // Acme North's app store is not enabled (its storeEnabled); acme's is.
  await openAndSignIn(page, 'alice', '/#/store?org=1,4');
  const notice = page.getByRole('status').filter({ hasText: 'App store could not be opened' });
  await expect(notice).toContainText('App store is not available: the app store is not enabled for this organization.');
  await expect(page).not.toHaveURL(/#\/store/);
  const menuOf = async (organization: string) => {
    await page.goto(`/#/home?org=${organization}`);
    await page.getByRole('button', { name: 'Open portal menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Portal menu' });
    await expect(menu.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
    const offered = await menu.getByRole('link', { name: 'App store' }).count();
    await menu.getByRole('button', { name: 'Close portal menu' }).click();
    return offered;
  };
  expect(await menuOf('1,4')).toBe(0);
  expect(await menuOf('1')).toBe(1);
});

test('a link to an organisation that is not hers names it on the selector and says why', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/directaccess?org=99');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
  const callout = page.getByRole('status').filter({ hasText: 'The link is for an organization that is not yours' });
  await expect(callout).toContainText('The link asks for organization 99, which is not one of your organizations');
});
