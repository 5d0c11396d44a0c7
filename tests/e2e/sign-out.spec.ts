// Spec §4 "Logout": sign-out clears the selected scope, the selected organisation and the casting-device-message
// flag, and the organisation token (src/session/browserKeys.ts); the next visit asks to sign in again.
// Sign-out ends the session at the identity provider, so a token copied before it is refused after it.
import { expect, test, alicesDefault, openAndSignInWithForm, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const readKeys = () => ({
  selectedOrganization: localStorage.getItem('selectedOrganization'),
  selectedScope: localStorage.getItem('selectedScope'),
  castingDeviceMessage: localStorage.getItem('castingDeviceMessage'),
  organizationToken: sessionStorage.getItem('organizationToken'),
});

test('sign out clears the browser keys and the next visit shows the sign-in page', async ({ page, baseURL }) => {
  await openAndSignInWithForm(page, 'bob');
  await expect(landingHeading(page)).toBeVisible();

  await page.evaluate(() => localStorage.setItem('castingDeviceMessage', 'true'));
  const before = await page.evaluate(readKeys);
  expect(before.selectedOrganization).toBe('[1]');
  expect(before.selectedScope).toContain('org:acme');
  expect(before.castingDeviceMessage).toBe('true');
  expect(before.organizationToken).toBeTruthy();

  await page.getByRole('button', { name: 'User menu for bob' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page.getByLabel('Username or email')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  expect(await page.evaluate(readKeys)).toEqual({
    selectedOrganization: null,
    selectedScope: null,
    castingDeviceMessage: null,
    organizationToken: null,
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Sign in to / })).toBeVisible();
  await expect(page.getByLabel('Username or email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(landingHeading(page)).toHaveCount(0);
});

test('a token captured before sign-out is refused after it: reads and writes alike', async ({ page, request }) => {
  await openAndSignInWithForm(page, 'alice', '/#/dashboards/dsh-boiler-hall-a?org=1');
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
  // What a script on the page could have copied: the organisation token in session storage.
  const captured = await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('organizationToken') ?? '{}') as { accessToken?: string };
    return stored.accessToken ?? '';
  });
  expect(captured).not.toBe('');
  const headers = { Authorization: `Bearer ${captured}` };
  const read = () => request.get('/svc/dashboard/api/v1/dashboards', { headers });
  const rename = (name: string) => request.patch('/svc/dashboard/api/v1/dashboards', { headers, data: { id: 'dsh-boiler-fleet', name } });
  expect((await read()).status()).toBe(200);
  expect((await rename('Boiler pressure, renamed before sign-out')).status()).toBe(200);

  const logouts: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/protocol/openid-connect/logout')) logouts.push(sent.url());
  });
  await page.getByRole('button', { name: 'User menu for alice' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Username or email')).toBeVisible();

  // The portal ended the session at the identity provider, naming it with the ID token.
  expect(logouts).toHaveLength(1);
  expect(new URL(logouts[0]!).searchParams.get('id_token_hint')).toBeTruthy();
  const refusedRead = await read();
  expect(refusedRead.status()).toBe(401);
  expect(((await refusedRead.json()) as { message: string }).message).toBe('Token is not active: its session has ended');
  expect((await rename('Boiler pressure, renamed after sign-out')).status()).toBe(401);
});
