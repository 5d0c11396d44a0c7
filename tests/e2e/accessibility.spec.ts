// axe-core on every screen the portal shows today: no serious or critical violation.
import { expect, test, expectNoSeriousA11yViolations, onHost, openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Username or email')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sign-in page');
});

test('the organisation selector', async ({ page }) => {
  await openAndSignIn(page, 'alice');
  await expect(page.getByRole('list', { name: 'Your organizations' }).getByRole('button')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'the organisation selector');

  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await expect(page.getByRole('list', { name: 'Sub-organizations of Acme' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sub-organisation selector');
});

test('the selector with a login error', async ({ page }) => {
  await openAndSignIn(page, 'dave');
  await expect(page.getByRole('alert').filter({ hasText: 'holds no permissions in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the selector with a login error');
});

test('the agreements screen', async ({ page }) => {
  await openAndSignIn(page, 'carol');
  await expect(page.getByRole('button', { name: 'Accept and continue' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the agreements screen');
});

test('the register form, empty and with its field errors', async ({ page }) => {
  await page.goto('/#/register');
  const form = page.getByRole('form', { name: 'Register your organization' });
  await expect(form.getByRole('checkbox').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the register form');

  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Accept every agreement to continue.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the register form with field errors');
});

// bob's screens, on one sign-in: each check is a step of its own, and the first violation fails the test naming it.
test('bob’s screens: the landing screen, the 404 screen, the experimental features dialogs, the portal menu', async ({ page }) => {
  await openAndSignIn(page, 'bob');

  await test.step('the landing screen, the dashboards list', async () => {
    await expect(landingHeading(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the landing screen');
  });

  await test.step('the experimental features dialogs', async () => {
    await page.keyboard.press('Control+Alt+Shift+KeyS');
    const confirm = page.getByRole('button', { name: 'Choose features' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the experimental features confirmation');

    await confirm.click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const features = page.getByRole('dialog', { name: 'Experimental features' });
    await expect(features.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the experimental features dialog');
    await features.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the portal menu', async () => {
    await page.getByRole('button', { name: 'Open portal menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Portal menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the portal menu');
    await menu.getByRole('button', { name: 'Close portal menu' }).click();
    await expect(menu).toBeHidden();
  });

  await test.step('the 404 screen', async () => {
    await page.goto('/#/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the 404 screen');
  });
});

test('the fatal banner', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'nosuch.app.localhost'));
  await expect(page.getByRole('alert')).toContainText('Error initializing. Please check the hostname is correct and retry');
  await expectNoSeriousA11yViolations(page, 'the fatal banner');
});
