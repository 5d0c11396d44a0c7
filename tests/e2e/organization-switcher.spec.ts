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

/** The organisation a call's bearer token is scoped to (its `rsname`, facts §2.2); none for the person's own token. */
function tokenOrganization(authorization: string | undefined): string | undefined {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (payload === undefined) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { authorization?: { permissions?: { rsname?: string }[] } };
  return claims.authorization?.permissions?.[0]?.rsname;
}

test('choosing organisations and sub-organisations, no call carries another organisation’s token', async ({ page }) => {
  const refused: string[] = [];
  const subOrganizationCalls: (string | undefined)[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/svc/') && response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (/\/svc\/core\/api\/v1\/organizations\/\d+\/organizations/.test(request.url())) {
      subOrganizationCalls.push(tokenOrganization(request.headers().authorization));
    }
  });
  const banner = page.getByRole('banner');
  const organizations = page.getByRole('list', { name: 'Your organizations' });

  await openAndSignIn(page, 'alice');
  await organizations.getByRole('button', { name: /^Globex\b/ }).click();
  await expect(page).toHaveURL(/#\/vpn-devices\?org=2$/);

  // From globex into acme's sub-organisation: acme's sub-organisations are listed while globex's token is held.
  await banner.getByRole('button', { name: 'Organization: Globex' }).click();
  await page.getByRole('menuitem', { name: 'Switch organization…' }).click();
  await organizations.getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('list', { name: 'Sub-organizations of Acme' }).getByRole('button', { name: /^Acme North\b/ }).click();
  await expect(page).toHaveURL(/org=1,4$/);

  // A reload checks the sub-organisation against its parent's list, holding acme-north's token.
  await page.reload();
  await expect(page).toHaveURL(/org=1,4$/);
  await expect(banner.getByRole('button', { name: /^Organization: / })).toBeVisible();

  // From acme-north to acme's sub-organisation step, then acme itself.
  await banner.getByRole('button', { name: /^Organization: / }).click();
  await page.getByRole('menuitem', { name: 'Choose a sub-organization of Acme…' }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(page).toHaveURL(/#\/vpn-devices\?org=1$/);
  await expect(banner.getByRole('button', { name: 'Organization: Acme' })).toHaveText('Acme');

  // The sub-organisations were asked for with the person's own token each time, and nothing was refused.
  expect(subOrganizationCalls.length).toBeGreaterThanOrEqual(3);
  expect(subOrganizationCalls.filter((organization) => organization !== undefined)).toEqual([]);
  expect(refused).toEqual([]);
});
