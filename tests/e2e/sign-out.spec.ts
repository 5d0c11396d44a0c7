// Spec §4 "Logout": sign-out clears the selected scope, the selected organisation and the casting-device-message
// flag, and the organisation token (src/session/browserKeys.ts); the next visit asks to sign in again.
import { expect, test } from '@playwright/test';
import { openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const readKeys = () => ({
  selectedOrganization: localStorage.getItem('selectedOrganization'),
  selectedScope: localStorage.getItem('selectedScope'),
  castingDeviceMessage: localStorage.getItem('castingDeviceMessage'),
  organizationToken: sessionStorage.getItem('organizationToken'),
});

test('sign out clears the browser keys and the next visit shows the sign-in page', async ({ page, baseURL }) => {
  await openAndSignIn(page, 'bob');
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
