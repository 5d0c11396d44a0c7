// Spec §7 Identity provider "userinfo GET": the user menu shows the person's name and email as the identity provider
// keeps them, read from the realm's userinfo endpoint when the menu first opens.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('the user menu names the person and their email, from userinfo', async ({ page }) => {
  const userinfo: { url: string; bearer: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/protocol/openid-connect/userinfo')) {
      userinfo.push({ url: request.url(), bearer: request.headers().authorization });
    }
  });
  await openAndSignIn(page, 'alice');
  // alice belongs to two organisations: she chooses first, with the top bar already there.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
  expect(userinfo, 'nothing is read before the menu opens').toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'User menu for alice' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Alice Anders', { exact: true })).toBeVisible();
  await expect(menu.getByText('alice@acme.example', { exact: true })).toBeVisible();
  expect(userinfo).toHaveLength(1);
  expect(new URL(userinfo[0]!.url).pathname).toBe('/auth/realms/corvina/protocol/openid-connect/userinfo');
  expect(userinfo[0]!.bearer).toMatch(/^Bearer /);

  // Closed and opened again: the same details, not read again.
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'User menu for alice' }).click();
  await expect(page.getByRole('menu').getByText('alice@acme.example', { exact: true })).toBeVisible();
  expect(userinfo).toHaveLength(1);
});
