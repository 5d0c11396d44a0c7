// Spec §2 organisation switcher: switching goes through the selector and runs the guard chain again (spec §4).
import { seedThemes } from '../../sandbox/seed/themes';
import { expect, test, alicesDefault, openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('alice switches from acme to globex through the top-bar switcher', async ({ page }) => {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
  await expect(page).toHaveURL(alicesDefault.hash);
  const organizationToken = await page.evaluate(() => sessionStorage.getItem('organizationToken'));

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Organization: Acme' }).click();
  await page.getByRole('menuitem', { name: 'Switch organization…' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Globex\b/ }).click();

  // globex has VPN but no IoT: it lands on its VPN devices (spec §2 /home).
  await expect(page).toHaveURL(/#\/vpn-devices\?org=2$/);
  await expect(landingHeading(page, 'Remote access')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Organization: Globex' })).toHaveText('Globex');
  await expect(banner.getByText(seedThemes.globex!.brandName, { exact: true })).toBeVisible();

  // The chain ran again: a new organisation token, scoped to globex.
  expect(await page.evaluate(() => localStorage.getItem('selectedOrganization'))).toBe('[2]');
  expect(await page.evaluate(() => localStorage.getItem('selectedScope'))).toContain('org:globex');
  expect(await page.evaluate(() => sessionStorage.getItem('organizationToken'))).not.toBe(organizationToken);
});
