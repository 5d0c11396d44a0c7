// The navigation guard's generated paths (tests/model/guardUiPaths.ts, by the generator of the machine's own
// path tests) driven through the real UI on the production build and the sandbox. Each path's persona signs in (or
// nobody does) and opens the path's address; the guard's steps then run on the sandbox's answers. Throughout the
// path, every h1 the page ever attaches is recorded, even one removed again at once: the screen the path asked for
// must appear only on a path that ends allowing it (the guard, not the outlet, decides what renders), and the person
// must end up seeing what the path's last state says.
import { guardUiPaths, type Outcome } from '../model/guardUiPaths';
import { expect, test, type Page, landingHeading, resetSandbox, signIn } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Records the text of every h1 attached to the page, in every document of the test. */
async function recordHeadings(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('headingShown', (_source, text: string) => void seen.push(text));
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
  return seen;
}

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
      'Your account holds no permissions in Acme.',
    );
  },
  agreements: (page) => expect(page.getByRole('heading', { level: 1, name: 'Agreements to accept' })).toBeVisible(),
  dashboards: async (page) => {
    await expect(landingHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/#\/directaccess\?org=1$/);
  },
  denied: async (page) => {
    await expect(page.getByRole('status').filter({ hasText: 'Notifications could not be opened' })).toContainText(
      'Your permissions in this organization do not include Notifications.',
    );
    await expect(page).not.toHaveURL(/#\/notifications/);
  },
};

test('the generator gives the guard paths the personas walk', () => {
  expect(guardUiPaths.map((path) => [path.persona ?? 'nobody', path.open, path.outcome])).toEqual([
    ['dave', '/#/directaccess', 'noPermissions'],
    ['carol', '/#/directaccess', 'agreements'],
    ['bob', '/#/directaccess', 'dashboards'],
    ['alice', '/#/directaccess', 'selector'],
    ['bob', '/#/notifications', 'denied'],
    ['nobody', '/#/register', 'register'],
    ['nobody', '/#/directaccess', 'signIn'],
  ]);
});

for (const path of guardUiPaths) {
  test(`${path.persona ?? 'nobody signed in'}: ${path.title} → sees ${path.outcome}`, async ({ page }) => {
    const headings = await recordHeadings(page);
    await page.goto(path.open);
    if (path.persona) await signIn(page, path.persona);
    await sees[path.outcome](page);
    const endsOnAsked = path.outcome === 'dashboards' || path.outcome === 'register';
    if (endsOnAsked) expect(headings).toContain(path.asked);
    else expect(headings, `"${path.asked}" was shown on a path the guard never allowed`).not.toContain(path.asked);
  });
}
