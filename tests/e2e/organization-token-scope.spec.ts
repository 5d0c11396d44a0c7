// The organisation token by scope (config.json `organizationToken: "scope"`, facts §2.2), in the real browser: the
// portal asks the identity provider silently in a hidden frame for `scope=openid org:<resourceId>`, redeems the
// code, and enters the organisation with it; no UMA exchange is made. The deployment's config.json is the only thing
// the test sets (the preview build has none, so it is answered here as a deployer would write it).
import { sandboxHeader } from '../../src/platform/sandboxHeader';
import { umaGrantType } from '../../src/platform/endpoints';
import { alicesDefault, expect, landingHeading, openAndSignIn, resetSandbox, test, type Page, type Request } from './fixtures';

test.beforeEach(async ({ request, page }) => {
  await resetSandbox(request);
  // As the sandbox answers config.json (sandbox/middleware.ts marks it), with the deployer's key.
  await page.route('**/config.json', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', [sandboxHeader]: 'on' },
      body: JSON.stringify({ organizationToken: 'scope' }),
    }),
  );
});

/** The organisation scopes asked of the authorization endpoint silently, and the grant types sent to the token endpoint. */
function watchIdentityProvider(page: Page) {
  const silentScopes: string[] = [];
  const grants: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/protocol/openid-connect/auth') && url.searchParams.get('prompt') === 'none') {
      silentScopes.push(url.searchParams.get('scope') ?? '');
    }
    if (url.pathname.endsWith('/protocol/openid-connect/token')) grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
  });
  return { silentScopes, grants };
}

test('alice signs in and enters acme, then globex, with tokens asked for by scope', async ({ page }) => {
  const idp = watchIdentityProvider(page);
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
  await expect(page).toHaveURL(alicesDefault.hash);

  expect(idp.silentScopes).toEqual(['openid org:acme']);
  expect(idp.grants).not.toContain(umaGrantType);
  const acmeToken = JSON.parse((await page.evaluate(() => sessionStorage.getItem('organizationToken'))) ?? '{}') as {
    resourceId?: string;
    permissions?: { rsname: string }[];
  };
  expect(acmeToken.resourceId).toBe('acme');
  expect(acmeToken.permissions?.map((permission) => permission.rsname)).toEqual(['acme']);
  // The frame is gone once its answer is read.
  await expect(page.locator('iframe[title="authorization"]')).toHaveCount(0);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Organization: Acme' }).click();
  await page.getByRole('menuitem', { name: 'Switch organization…' }).click();
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Globex\b/ }).click();

  await expect(page).toHaveURL(/#\/vpn-devices\?org=2$/);
  await expect(banner.getByRole('button', { name: 'Organization: Globex' })).toHaveText('Globex');
  expect(idp.silentScopes).toEqual(['openid org:acme', 'openid org:globex']);
  expect(idp.grants).not.toContain(umaGrantType);
  expect(await page.evaluate(() => localStorage.getItem('selectedScope'))).toContain('org:globex');
});

test("dave's token asked for by scope carries no permissions in acme: the selector says so", async ({ page }) => {
  const idp = watchIdentityProvider(page);
  await openAndSignIn(page, 'dave');
  await expect(page.getByRole('alert').filter({ hasText: 'holds no permissions in' })).toBeVisible();
  expect(idp.silentScopes).toEqual(['openid org:acme']);
  expect(idp.grants).not.toContain(umaGrantType);
});
