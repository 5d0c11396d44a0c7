// The navigation guard's generated paths (tests/model/guardUiPaths.ts, by the generator of the machine's own
// path tests) driven through the real UI on the production build and the sandbox. Each path's persona opens the
// path's address and signs in (or nobody does), on a page the persona's paths share (./personaPages.ts), with the
// sandbox failing the step the path fails; the guard's steps then run on the sandbox's answers. Throughout the
// path, every h1 the page ever attaches is recorded, even one removed again at once: the screen the path asked for
// must appear only on a path that ends allowing it (the guard, not the outlet, decides what renders), and the person
// must end up seeing what the path's last state says.
import { guardUiPaths, type Outcome } from '../model/guardUiPaths';
import { expect, test, type Page, landingHeading, resetSandbox } from './fixtures';
import { openAs, personaPages } from './personaPages';

/** The text of every h1 attached to the page since the path began, in every document it loaded. */
let headings: string[] = [];
const pages = personaPages(async (page) => {
  await page.exposeBinding('headingShown', (_source, text: string) => void headings.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { headingShown: (text: string) => void }).headingShown;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const heading of [node, ...node.querySelectorAll('h1')]) if (heading.matches('h1')) report(heading.textContent?.trim() ?? '');
        }
    }).observe(document, { subtree: true, childList: true });
  });
});

// The sandbox starts from its seed once per worker; between paths only the faults go, so the personas' sessions at
// the identity provider live on.
let seeded = false;
test.beforeEach(async ({ request }) => {
  if (seeded) expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
  else await resetSandbox(request);
  seeded = true;
});

const sees: Record<Outcome, (page: Page) => Promise<void>> = {
  signIn: (page) => expect(page.getByRole('heading', { name: /^Sign in to / })).toBeVisible(),
  register: (page) => expect(page.getByRole('heading', { level: 1, name: 'Register your organization' })).toBeVisible(),
  selector: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your organizations' }).getByRole('button')).toHaveCount(2);
  },
  noPermissions: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'You could not enter the organization' })).toContainText(
      'Your account holds no permissions in this organization.',
    );
  },
  agreements: (page) => expect(page.getByRole('heading', { level: 1, name: 'Agreements to accept' })).toBeVisible(),
  dashboards: async (page) => {
    await expect(landingHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/#\/directaccess\?org=1$/);
  },
  unknownOrganization: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The link is for an organization that is not yours' })).toContainText(
      'The link asks for organization 99, which is not one of your organizations',
    );
  },
  notFound: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('There is no page at this address.')).toBeVisible();
  },
  // The selector, saying which step failed and that it can be tried again.
  stepFailed: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'You could not enter the organization' })).toContainText(
      'Reload organization selector after error',
    );
  },
  denied: async (page) => {
    await expect(page.getByRole('status').filter({ hasText: 'Notifications could not be opened' })).toContainText(
      'Your permissions in this organization do not include Notifications.',
    );
    await expect(page).not.toHaveURL(/#\/notifications/);
  },
};

test('the generator gives the guard paths the personas walk, failures included', () => {
  expect(guardUiPaths.map((path) => [path.persona ?? 'nobody', path.open, path.outcome, path.fault ?? ''])).toEqual([
    ['bob', '/#/directaccess', 'stepFailed', 'GET /organizations/mine'],
    ['dave', '/#/directaccess', 'noPermissions', ''],
    ['carol', '/#/directaccess', 'agreements', ''],
    ['bob', '/#/directaccess', 'dashboards', ''],
    ['bob', '/#/directaccess', 'stepFailed', 'GET /theme'],
    ['bob', '/#/directaccess', 'stepFailed', 'GET /userPreferences'],
    ['bob', '/#/directaccess', 'stepFailed', 'GET /agreements/check'],
    ['alice', '/#/directaccess', 'selector', ''],
    ['bob', '/#/directaccess?org=99', 'unknownOrganization', ''],
    ['bob', '/#/no-such-page', 'notFound', ''],
    ['bob', '/#/notifications', 'denied', ''],
    ['nobody', '/#/register', 'register', ''],
    ['nobody', '/#/directaccess', 'signIn', ''],
  ]);
});

for (const path of guardUiPaths) {
  test(`${path.persona ?? 'nobody signed in'}: ${path.title} → sees ${path.outcome}`, async ({ browser, baseURL, request }) => {
    const page = await pages(browser, baseURL!).pageOf(path.persona);
    headings = [];
    if (path.fault) expect((await request.put('/__sandbox/faults', { data: { [path.fault]: { status: 500 } } })).ok()).toBe(true);
    await openAs(page, path.persona, path.open);
    await sees[path.outcome](page);
    const endsOnAsked = path.outcome === 'dashboards' || path.outcome === 'register' || path.outcome === 'notFound';
    if (endsOnAsked) expect(headings).toContain(path.asked);
    else expect(headings, `"${path.asked}" was shown on a path the guard never allowed`).not.toContain(path.asked);
  });
}
