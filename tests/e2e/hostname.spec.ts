// Spec §5 "Organisation from hostname" and §8 "Realm lookup fails": on <org>.app.<domain> the realm comes from the
// organisation's login info and the organisation is chosen by the host name.
import { expect, test } from '@playwright/test';
import { alicesDefault, onHost, resetSandbox, signIn, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('acme.app.localhost selects acme from the host name: alice is not asked to choose', async ({ page, baseURL }) => {
  const selectorShown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('#/organization')) selectorShown.push(frame.url());
  });
  const loginInfo = page.waitForRequest((request) => request.url().includes('/organizations/loginInfo'));

  const portal = onHost(baseURL, 'acme.app.localhost');
  await page.goto(portal);
  expect(new URL((await loginInfo).url()).searchParams.get('hostname')).toContain('acme');
  await signIn(page, 'alice');

  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(portal).origin);
  await expect(page).toHaveURL(alicesDefault.hash);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Organization: Acme' })).toHaveText('Acme');
  await expect(page.getByRole('heading', { name: 'Choose an organization' })).toHaveCount(0);
  expect(selectorShown, 'the organisation selector was never opened').toEqual([]);
});

test('a host whose realm lookup fails shows the fatal banner', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'nosuch.app.localhost'));

  const banner = page.getByRole('alert').filter({ hasText: 'The portal cannot start' });
  await expect(banner).toContainText('Error initializing. Please check the hostname is correct and retry');
  await expect(banner.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByLabel('Username or email')).toHaveCount(0);
});
