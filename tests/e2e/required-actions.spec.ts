// Required actions at sign-in: alice creates a user who must set up two-factor authentication; at his first
// sign-in the identity provider asks for it (a key and a code of it) before he reaches the portal, and from then on
// asks for the code after the password.
import { totpCode } from '../../sandbox/identity/totp';
import { expect, test, openAndSignIn, resetSandbox, signIn } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a user created with CONFIGURE_TOTP sets up his authenticator at his first sign-in and lands in the portal', async ({ page, browser }) => {
  await openAndSignIn(page, 'alice', '/#/permission?org=1');
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'User name' }).fill('frank');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('frank@acme.example');
  await dialog.getByRole('radio', { name: 'Set a password now' }).check();
  await dialog.getByLabel(/^Password/).fill('frank-secret');
  await dialog.getByRole('checkbox', { name: 'Change the password' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Set up two-factor authentication (TOTP)' }).check();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();

  const frank = await (await browser.newContext()).newPage();
  await frank.goto('/');
  await signIn(frank, 'frank', 'frank-secret');
  await expect(frank.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  const key = (await frank.locator('#totp-secret').textContent())!;
  await frank.getByLabel('One-time code').fill('000000');
  await frank.getByRole('button', { name: 'Set up' }).click();
  await expect(frank.getByRole('alert')).toHaveText('That code is not the one your authenticator app shows now.');
  await frank.getByLabel('One-time code').fill((await totpCode(key, Date.now()))!);
  await frank.getByLabel('Device name').fill('Frank phone');
  await frank.getByRole('button', { name: 'Set up' }).click();
  // In the portal, signed in (he holds no role yet, so he is offered no section).
  await expect(frank.getByRole('button', { name: 'User menu for frank' })).toBeVisible();

  // Next time: the password, then the code.
  const again = await (await browser.newContext()).newPage();
  await again.goto('/');
  await signIn(again, 'frank', 'frank-secret');
  await expect(again.getByRole('heading', { name: 'Enter your one-time code' })).toBeVisible();
  await again.getByLabel('One-time code').fill((await totpCode(key, Date.now()))!);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again.getByRole('button', { name: 'User menu for frank' })).toBeVisible();
});
