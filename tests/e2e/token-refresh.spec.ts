// Spec §4 Login: short-lived access tokens are refreshed in the background; the user is never sent back to the
// sign-in form while the session lasts.
import { expect, test } from '@playwright/test';
import { openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const accessTokenSeconds = 5;

test('the portal keeps working after the access token expired, without signing in again', async ({ page, request }) => {
  const configured = await request.put('/__sandbox/config', { data: { accessTokenSeconds } });
  expect(configured.ok()).toBe(true);
  expect((await configured.json()) as unknown).toMatchObject({ accessTokenSeconds });

  await openAndSignIn(page, 'bob');
  await expect(landingHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/directaccess\?org=1$/);

  const signInPages: string[] = [];
  const refreshes: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/protocol/openid-connect/auth')) signInPages.push(frame.url());
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/protocol/openid-connect/token')) {
      refreshes.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
    }
  });

  // Time has to pass for the token to expire; nothing on the page can be waited for instead.
  await page.waitForTimeout((accessTokenSeconds + 3) * 1000);

  await page.goto('/#/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/#/home?org=1');
  await expect(landingHeading(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Organization: Acme' })).toBeVisible();

  await expect(page.getByLabel('Username or email')).toHaveCount(0);
  expect(signInPages, 'no sign-in page after the token expired').toEqual([]);
  expect(refreshes, 'the expired access token was refreshed with the refresh token').toContain('refresh_token');
});
