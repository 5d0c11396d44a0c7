// One page per persona for the generated UI paths (guard-paths.spec.ts): a path is one page load, so the paths of
// one persona can share a browser context. Its identity provider's session then lets every path but the first
// enter without the form (keycloak-js passes the sign-in through the provider's SSO), and its HTTP cache keeps the
// portal's code. Kept for the worker's life (closing them in a hook broke the next file's first test on the worker):
// a failed test restarts the worker, and with it the pages.
import { expect, type Browser, type Page, signIn } from './fixtures';

export type Persona = 'alice' | 'bob' | 'carol' | 'dave';

export interface PersonaPages {
  /** The persona's page (`undefined`: nobody signed in, on a context of its own), made on first use. */
  pageOf(persona: Persona | undefined): Promise<Page>;
}

export function personaPages(setUp: (page: Page) => Promise<void>): (browser: Browser, baseURL: string) => PersonaPages {
  const pages = new Map<string, Page>();
  let origin: string | undefined;
  return (browser, baseURL) => {
    // Another preview server (another worker's) needs its own contexts.
    if (origin !== baseURL) {
      // Closed without waiting (the factory is synchronous); a context already gone must not surface later as an
      // unhandled rejection, which Playwright would pin on whatever test runs next on this worker.
      for (const page of pages.values()) void page.context().close().catch(() => undefined);
      pages.clear();
      origin = baseURL;
    }
    return {
      async pageOf(persona) {
        const key = persona ?? 'nobody';
        let page = pages.get(key);
        if (!page) {
          const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'Europe/Rome' });
          page = await context.newPage();
          await setUp(page);
          pages.set(key, page);
        }
        // Each path starts as a first visit of the portal: no selection or token kept from the last path.
        if (page.url().startsWith(baseURL)) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
        if (!persona) await page.context().clearCookies();
        // A path is a page load: opening an address that differs from the last only in its hash would not be one.
        await page.goto('about:blank');
        return page;
      },
    };
  };
}

/** Opens `address` as `persona`: signs in at the identity provider's form, unless its session lets them through. */
export async function openAs(page: Page, persona: Persona | undefined, address: string): Promise<void> {
  await page.goto(address);
  if (!persona) return;
  const form = page.getByRole('heading', { name: /^Sign in to / });
  await expect(form.or(page.locator('#main'))).toBeVisible();
  if (await form.isVisible()) await signIn(page, persona);
}
