// Spec §5 "Organisation from hostname" and §8 "Realm lookup fails", "Organisation init fails": on <org>.app.<domain>
// the realm comes from the organisation's login info and the organisation is chosen by the host name; when it cannot
// be entered, the person is told and the portal opens on the host without the organisation prefix.
import { expect, test, alicesDefault, onHost, resetSandbox, signIn, landingHeading } from './fixtures';

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

test('an organisation that cannot be entered on its own host: the person is told, and app.<domain> opens at the same route', async ({
  page,
  baseURL,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const plainHost: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).hostname === 'app.localhost') plainHost.push(frame.url());
  });

  // dave's token in acme carries no permissions (sandbox/personas.ts).
  await page.goto(`${onHost(baseURL, 'acme.app.localhost')}#/directaccess`);
  await signIn(page, 'dave');

  await expect.poll(() => alerts).toEqual(["Cannot navigate to organization 'Acme'."]);
  await expect.poll(() => plainHost[0]).toBe(`${onHost(baseURL, 'app.localhost')}#/directaccess`);
  // There the organisation is entered as on any plain host, which says why it cannot be (spec §8, guard errors).
  await expect(page.getByText('Your account holds no permissions in this organization.')).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('app.localhost');
  expect(alerts).toHaveLength(1);
});
