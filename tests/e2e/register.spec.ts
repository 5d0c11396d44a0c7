// Spec §2 /register: self on-boarding without an account; the new user then signs in and enters the organisation.
import { expect, test, resetSandbox, signIn, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a visitor registers an organisation, then signs in as its first user', async ({ page }) => {
  await page.goto('/#/register');
  const form = page.getByRole('form', { name: 'Register your organization' });
  await expect(form).toBeVisible();
  await expect(page.getByLabel('Username or email')).toHaveCount(0);

  const organizationName = form.getByLabel('Organization name');
  const username = form.getByLabel('Username');
  const email = form.getByLabel('E-mail');
  // Password inputs: located by their accessible names (the visible labels also carry the required mark).
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  const passwordRepeat = form.getByRole('textbox', { name: 'Repeat password', exact: true });
  const agreements = form.getByRole('checkbox');
  await expect(agreements).not.toHaveCount(0);

  // Submitting the empty form names every mistake at its field.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(organizationName).toHaveAttribute('aria-invalid', 'true');
  await expect(organizationName).toHaveAccessibleDescription('Use 3 to 64 characters.');
  await expect(username).toHaveAccessibleDescription(
    'Use 3 to 32 lower-case letters, digits, dots, dashes or underscores.',
  );
  await expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
  await expect(password).toHaveAccessibleDescription('Use at least 8 characters.');
  await expect(form.getByText('Accept every agreement to continue.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your organization is ready' })).toHaveCount(0);

  await organizationName.fill('Umbrella Labs');
  await username.fill('umbrella.admin');
  await email.fill('admin@umbrella.example');
  await password.fill('s3cret-pass');
  await passwordRepeat.fill('s3cret-pass');
  for (const agreement of await agreements.all()) await agreement.check();
  await form.getByRole('button', { name: 'Register' }).click();

  const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Your organization is ready' }) });
  await expect(done).toBeVisible();
  await expect(done).toContainText('Sign in as umbrella.admin to start using it.');

  await done.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, 'umbrella.admin', 's3cret-pass');
  await expect(landingHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/directaccess\?org=\d+$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Organization: Umbrella Labs' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Organization: Umbrella Labs' })).toBeVisible();
});
