// API keys and the person's own account: alice makes an API key, copies it, and it is never shown again
// once the dialog is closed; alice signs out another browser of hers from "My account", and that browser's next
// refresh is refused so it is asked to sign in again while hers goes on; bob, a reader, is offered no IAM section.
import { expect, test, type Page, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const apiKeysTable = (page: Page) => page.getByRole('table', { name: 'API keys' });

test.use({ permissions: ['clipboard-write'] });

const accessTokenSeconds = 5;

test('alice makes an API key, copies it, and it is not shown again after the dialog closes', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/permission?org=1&tab=api-keys');
  await expect(page.getByRole('tab', { name: 'API keys', selected: true })).toBeVisible();
  await expect(apiKeysTable(page).getByRole('row').filter({ hasText: 'dave' })).toHaveCount(1);

  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await expect(dialog.getByRole('textbox', { name: 'User' })).toHaveValue('alice');
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  const shown = dialog.getByRole('textbox', { name: 'API key' });
  await expect(shown).toHaveValue(/^[0-9a-f]{40}$/);
  const secret = await shown.inputValue();
  await dialog.getByRole('button', { name: 'Copy API key' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  // Listed at once, without its secret.
  await expect(apiKeysTable(page).getByRole('row').filter({ hasText: 'alice' })).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  // The copy is on the clipboard (the portal may not read it back, its Permissions-Policy denies clipboard-read,
  // so it is pasted): the dialog opened again asks for a user and shows no key.
  await page.getByRole('button', { name: 'New API key' }).click();
  await expect(dialog.getByRole('textbox', { name: 'API key' })).toHaveCount(0);
  const user = dialog.getByRole('textbox', { name: 'User' });
  await user.fill('');
  await user.press('ControlOrMeta+V');
  await expect(user).toHaveValue(secret);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Not after a reload either: the service never answers it again.
  await page.reload();
  await expect(apiKeysTable(page).getByRole('row').filter({ hasText: 'alice' })).toHaveCount(1);
  expect(await page.content()).not.toContain(secret);

  // Deleted after confirming.
  await apiKeysTable(page).getByRole('button', { name: /^Delete key \d+ of alice$/ }).click();
  await page.getByRole('dialog', { name: 'Delete API key' }).getByRole('button', { name: 'Delete API key' }).click();
  await expect(apiKeysTable(page).getByRole('row').filter({ hasText: 'alice' })).toHaveCount(0);
});

test("alice signs out another browser of hers: that browser's next refresh fails and it is asked to sign in again", async ({ page, browser, request }) => {
  // Short-lived access tokens, so the other browser's next call needs a refresh.
  expect((await request.put('/__sandbox/config', { data: { accessTokenSeconds } })).ok()).toBe(true);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await openAndSignIn(other, 'alice', '/#/devices?org=1');
  await expect(other.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();

  await openAndSignIn(page, 'alice', '/#/devices?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'User menu for alice' }).click();
  await page.getByRole('menuitem', { name: 'My account…' }).click();
  const drawer = page.getByRole('dialog', { name: 'My account' });
  const sessions = drawer.getByRole('table', { name: 'Sessions' });
  // This browser, the other one and the control-room PC of the seed.
  await expect(sessions.getByRole('row')).toHaveCount(4);
  await expect(sessions.getByRole('rowheader').filter({ hasText: 'This browser' })).toHaveCount(1);
  await expect(sessions.getByRole('rowheader').filter({ hasText: '10.20.0.15' })).toHaveCount(1);

  // The other browser's session: not this one, not the control room's.
  await sessions.getByRole('button', { name: /^Sign out the session from (?!10\.20\.0\.15)/ }).click();
  await page.getByRole('dialog', { name: 'Sign out session' }).getByRole('button', { name: 'Sign out session' }).click();
  await expect(sessions.getByRole('row')).toHaveCount(3);

  // The other browser's next call is refused, its refresh too: it is asked to sign in again.
  const tokenAnswers: string[] = [];
  other.on('response', (response) => {
    if (!response.url().endsWith('/protocol/openid-connect/token')) return;
    const grant = new URLSearchParams(response.request().postData() ?? '').get('grant_type');
    tokenAnswers.push(`${grant} ${response.status()}`);
  });
  // Time has to pass for its access token to expire; nothing on the page can be waited for instead.
  await other.waitForTimeout((accessTokenSeconds + 2) * 1000);
  await other.goto('/#/alarms?org=1');
  // The identity provider's session is over too: the sign-in form, not the portal.
  await expect(other.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'Alarms' })).toHaveCount(0);
  expect(tokenAnswers, 'its refresh was refused, and nothing was issued to it').toContain('refresh_token 400');
  expect(tokenAnswers.filter((answer) => answer.endsWith(' 200'))).toEqual([]);

  // This browser goes on.
  await page.keyboard.press('Escape');
  await page.goto('/#/alarms?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
  await expect(page.getByText('Your session has expired. Sign in again.')).toHaveCount(0);
  await elsewhere.close();
});

test('bob, a reader, is offered no IAM section nor its API keys', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: 'Devices' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await page.goto('/#/permission?org=1&tab=api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'Users and permissions' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'API keys' })).toHaveCount(0);
});
