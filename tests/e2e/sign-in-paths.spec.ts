// The session statechart's generated paths (tests/model/signInUiPaths.ts, by the generator of the machine's own path
// tests) driven through the real UI on the production build and the sandbox. Each event of a path is produced by what
// really produces it (a person opening the portal, signing in, choosing, signing out; the sandbox's fault table for
// the services' refusals), and after each step the test asserts what the person sees in the state the model reached.
import { signInUiCoverage, signInUiPaths, type SignInView } from '../model/signInUiPaths';
import { expect, test, type Page, onHost, resetSandbox, signIn } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const organizations = (page: Page) => page.getByRole('list', { name: 'Your organizations' }).getByRole('button');
const chooser = (page: Page) => page.getByRole('heading', { level: 1, name: 'Choose an organization' });
const signInForm = (page: Page) => page.getByRole('heading', { name: /^Sign in to (?!remote access)/ });
const expiredPrompt = (page: Page) => page.getByRole('alert').filter({ hasText: 'Your session has expired. Sign in again.' });
const fatalBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'The portal cannot start' });

const sees: Record<SignInView, (page: Page) => Promise<void>> = {
  // The identity provider's form, which refuses a wrong password and stays.
  signInForm: async (page) => {
    await expect(signInForm(page)).toBeVisible();
    await page.getByLabel('Username or email').fill('alice');
    await page.getByLabel('Password').fill('not-alices-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expect(signInForm(page)).toBeVisible();
    await expect(page.locator('#main')).toHaveCount(0);
  },
  // The name login on a public address, for a visitor: sign in to the portal first.
  anonymous: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to remote access' })).toBeVisible();
    await expect(page.getByText('Sign in to the portal first; you come back here to sign in to remote access.')).toBeVisible();
    await expect(page.getByLabel('Username or email')).toHaveCount(0);
  },
  // alice's first screen: her two organisations to choose from, her menu in the top bar.
  signedIn: async (page) => {
    await expect(chooser(page)).toBeVisible();
    await expect(organizations(page)).toHaveText([/^Acme/, /^Globex/]);
    await expect(page.getByRole('button', { name: 'User menu for alice' })).toBeVisible();
  },
  expired: async (page) => {
    await expect(expiredPrompt(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  },
  // The identity provider's session still lives: back on the same screen without its form, the prompt gone.
  signedInAgain: async (page) => {
    await expect(chooser(page)).toBeVisible();
    await expect(organizations(page)).toHaveCount(2);
    await expect(expiredPrompt(page)).toHaveCount(0);
    await expect(page.getByLabel('Username or email')).toHaveCount(0);
  },
  signedOut: async (page) => {
    await expect(signInForm(page)).toBeVisible();
    await expect(page.getByLabel('Username or email')).toBeEmpty();
    await expect(page.getByRole('button', { name: 'User menu for alice' })).toHaveCount(0);
  },
  realmFatal: async (page) => {
    await expect(fatalBanner(page)).toContainText('Error initializing. Please check the hostname is correct and retry');
    await expect(fatalBanner(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByLabel('Username or email')).toHaveCount(0);
  },
  identityFatal: async (page) => {
    await expect(fatalBanner(page)).toContainText('The sign-in service could not be reached. Please retry in a moment.');
    await expect(fatalBanner(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

test('the generator gives the sign-in paths a person walks, and they take every transition a page can', () => {
  expect(signInUiPaths.map((path) => `${path.publicRoute ? 'public' : 'private'}: ${path.steps.map((step) => `${step.event} [${step.view ?? '…'}]`).join(' → ')}`)).toEqual([
    'private: done resolveRealm […] → done initIdentity signed out [signInForm]',
    'private: done resolveRealm […] → done initIdentity signed in [signedIn] → session.expired [expired] → user.signIn [signedInAgain]',
    'private: done resolveRealm […] → done initIdentity signed in [signedIn] → session.expired [expired] → user.signOut [signedOut]',
    'private: done resolveRealm […] → done initIdentity signed in [signedIn] → user.signOut [signedOut] → remoteAccess.signedOut [signedOut] → done signOut [signedOut]',
    'private: done resolveRealm […] → error initIdentity [identityFatal]',
    'private: error resolveRealm [realmFatal]',
    'public: done resolveRealm […] → done initIdentity signed out [anonymous] → user.signIn [signInForm]',
  ]);
  // Left to the machine-level tests (session.test.ts): the 60 s token check, the name login, a stuck site logout and
  // a refused identity-provider logout.
  expect(signInUiCoverage.uncoveredTransitions).toEqual([
    'session.authenticated: remoteAccess.signIn → (no target)',
    'session.authenticated.idle: after tokenCheckInterval → session.authenticated.refreshing',
    'session.authenticated.refreshing: done refreshToken → session.authenticated.idle',
    'session.authenticated.refreshing: error refreshToken → session.authenticated.idle',
    'session.signingOut.leavingRemoteAccess: after remoteAccessLogoutTimeout → session.signingOut.endingIdentity',
    'session.signingOut.endingIdentity: error signOut → session.signedOut',
  ]);
});

for (const path of signInUiPaths) {
  test(`${path.publicRoute ? 'a public address' : 'a private address'}: ${path.title}`, async ({ page, request, baseURL }) => {
    const faults = async (table: Record<string, { status: number; times?: number }>) =>
      expect((await request.put('/__sandbox/faults', { data: table })).ok()).toBe(true);
    const signOut = async () => {
      await page.getByRole('button', { name: 'User menu for alice' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
    };
    // What really produces each event of the model, in the page or at the sandbox.
    const produce: Record<string, () => Promise<unknown>> = {
      'done resolveRealm': () => page.goto(path.publicRoute ? '/#/login' : '/#/directaccess'),
      // A host whose organisation the platform does not know.
      'error resolveRealm': () => page.goto(`${onHost(baseURL, 'nosuch.app.localhost')}#/directaccess`),
      'done initIdentity signed out': async () => {},
      'done initIdentity signed in': () => signIn(page, 'alice'),
      // The identity provider fails to redeem the sign-in's code.
      'error initIdentity': async () => {
        await faults({ 'POST /protocol/openid-connect/token': { status: 503, times: 1 } });
        await signIn(page, 'alice');
      },
      // The services refuse her session, even after a renewal, as she enters Acme.
      'session.expired': async () => {
        await faults({ 'GET /agreements/check': { status: 401 } });
        await organizations(page).filter({ hasText: /^Acme/ }).click();
        await page.getByRole('button', { name: 'Continue with Acme' }).click();
      },
      'user.signIn': async () => {
        if (path.publicRoute) return page.getByRole('button', { name: 'Sign in', exact: true }).click();
        expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
        await expiredPrompt(page).getByRole('button', { name: 'Sign in', exact: true }).click();
      },
      'user.signOut': signOut,
      // The page goes on by itself.
      'remoteAccess.signedOut': async () => {},
      'done signOut': async () => {},
    };
    for (const step of path.steps) {
      await test.step(`${step.event} → ${step.view ?? 'on its way'}`, async () => {
        const act = produce[step.event];
        if (!act) throw new Error(`No way to produce "${step.event}" in the page`);
        await act();
        if (step.view) await sees[step.view](page);
      });
    }
  });
}
