// In the browser: the menu marks the section of the shown route, also on the section's other
// routes; an empty list names whom to ask when the person may not create; a screen whose code is still on its way
// shows its shape, announced, and holds still for people who ask for reduced motion.
import { expect, test, type Page, openAndSignIn, resetSandbox, sectionLink } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

async function aliceInAcme(page: Page) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(page).toHaveURL(/org=1/);
}


test('the menu marks the section of every route: its own page, and the section’s other routes', async ({ page }) => {
  await aliceInAcme(page);
  for (const [path, section, current] of [
    ['/directaccess', 'Dashboards', 'page'],
    ['/flows', 'Dashboards', 'true'],
    ['/notifications', 'Notifications', 'page'],
    ['/admin/notifications', 'Notifications', 'true'],
    ['/alarms', 'Alarms', 'page'],
  ] as const) {
    await page.goto(`/#${path}?org=1`);
    await expect(await sectionLink(page, section)).toHaveAttribute('aria-current', current);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link').and(page.locator('[aria-current]'))).toHaveCount(1);
  }
});

test('bob, who may only read, finds no flows: whom to ask, and no button to create one', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  await page.goto('/#/directaccess?org=1&tab=flows');
  await expect(page.getByRole('status').filter({ hasText: 'There are no flows yet.' })).toBeVisible();
  await expect(page.getByText('Ask an administrator of this organization to create one or to share one with you.')).toBeVisible();
  await expect(page.getByRole('button', { name: /flow/ })).toHaveCount(0);
});

test('a screen still loading shows its shape, announced, and still under reduced motion', async ({ page }) => {
  await aliceInAcme(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The flows screen's code is held back until the skeleton has been looked at.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/FlowsScreen-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/#/flows?org=1');
  const loading = page.getByRole('main').getByRole('status', { name: 'Loading' });
  await expect(loading).toBeVisible();
  const block = loading.locator('[aria-hidden="true"] > div').first();
  expect(await block.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await block.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards and widgets' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});
