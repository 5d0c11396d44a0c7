// The five sandbox personas (README "Sandbox personas"): each one's way through sign-in and the navigation guard
// chain (spec §4, §5, §8).
import { readFileSync } from 'node:fs';
import { seedThemes } from '../../sandbox/seed/themes';
import { expect, test, hashOf, openAndSignInWithForm, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('alice chooses acme, then its sub-organisation Acme North, and lands on the dashboards with org=1,4', async ({ page }) => {
  await openAndSignInWithForm(page, 'alice');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
  const organizations = page.getByRole('list', { name: 'Your organizations' });
  await expect(organizations.getByRole('button')).toHaveCount(2);
  await organizations.getByRole('button', { name: /^Acme\b/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a sub-organization' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Acme' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Sub-organizations of Acme' })
    .getByRole('button', { name: /^Acme North\b/ })
    .click();

  // Dashboards come first in the landing order; without a default dashboard that is their list.
  await expect(landingHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/directaccess\?org=1,4$/);
  expect(new URLSearchParams(hashOf(page).split('?')[1]).get('org')).toBe('1,4');

  // acme-north has no theme of its own and inherits acme's.
  const banner = page.getByRole('banner');
  await expect(banner.getByText(seedThemes.acme!.brandName, { exact: true })).toBeVisible();
  const switcher = banner.getByRole('button', { name: 'Organization: Acme / Acme North' });
  await expect(switcher).toHaveText('Acme / Acme North');
});

test('bob is taken straight into acme, his only organisation', async ({ page }) => {
  const selectorShown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('#/organization')) selectorShown.push(frame.url());
  });
  await openAndSignInWithForm(page, 'bob');

  await expect(landingHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/directaccess\?org=1$/);
  await expect(page.getByRole('heading', { name: 'Choose an organization' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Organization: Acme' })).toHaveText('Acme');
  expect(selectorShown, 'the organisation selector was never opened').toEqual([]);
});

test('carol accepts the TERM and PRIVACY agreements before entering, and is not asked again', async ({ page }) => {
  await openAndSignInWithForm(page, 'carol');

  await expect(page.getByRole('heading', { level: 1, name: 'Agreements to accept' })).toBeVisible();
  const terms = page.getByRole('region', { name: 'Terms of Service (sandbox)' });
  const privacy = page.getByRole('region', { name: 'Privacy Notice (sandbox)' });
  await expect(terms.getByText(/^Terms of service · /)).toBeVisible();
  await expect(privacy.getByText(/^Privacy policy · /)).toBeVisible();
  await expect(page.getByRole('region', { name: /Maintenance/ })).toHaveCount(0);

  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await terms.getByRole('checkbox', { name: 'I accept the Terms of Service (sandbox)' }).check();
  await expect(accept).toBeDisabled();
  await privacy.getByRole('checkbox', { name: 'I accept the Privacy Notice (sandbox)' }).check();
  await expect(accept).toBeEnabled();
  await accept.click();

  await expect(landingHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/directaccess\?org=3$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Organization: Initech' })).toBeVisible();

  await page.reload();
  await expect(landingHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agreements to accept' })).toHaveCount(0);
  expect(hashOf(page)).not.toContain('agreements');
});

test('dave is returned to the selector: his organisation token carries no permissions', async ({ page }) => {
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('uma-ticket')) exchanges.push(request.url());
  });
  await openAndSignInWithForm(page, 'dave');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'You could not enter the organization' });
  await expect(alert).toContainText('Your account holds no permissions in this organization.');
  await expect(page).toHaveURL(/#\/organization/);
  // The selector lists his one organisation instead of entering it again: no loop of failing exchanges.
  await expect(page.getByRole('button', { name: /Acme/ })).toBeVisible();
  expect(exchanges).toHaveLength(1);
  await expect(landingHeading(page)).toHaveCount(0);
});

/** The German msgstr of a message of the sections' catalog. */
function german(message: string): string {
  const catalog = readFileSync(new URL('../../locales/de-DE/sections.po', import.meta.url), 'utf8');
  const entry = catalog.split('\n\n').find((block) => block.includes(`msgid "${message}"\n`));
  const translation = entry && /^msgstr "(.+)"$/m.exec(entry)?.[1];
  if (!translation) throw new Error(`"${message}" has no German translation`);
  return translation;
}

test('erin sees the portal in German, her stored locale preference', async ({ page, context }) => {
  await openAndSignInWithForm(page, 'erin');

  await expect(page).toHaveURL(/#\/directaccess\?org=1$/);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
  const cookies = await context.cookies(page.url());
  expect(cookies.find((cookie) => cookie.name === 'cc2locale')?.value).toBe('de-DE');

  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(german('Direct access'));
});
