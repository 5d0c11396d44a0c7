// Shared helpers of the browser tests: each worker's own preview server (its dev server for `*.dev.spec.ts`), one
// browser context a worker keeps for its tests while their options are the same (./sharedContext.ts), a fresh
// sandbox per test, the sandbox sign-in form or the session it would start, and an accessibility check that fails
// on serious or critical axe-core violations and lists them readably. Specs import `test` and `expect` from here, never from '@playwright/test' (eslint.config.js): a test
// run against another worker's server would share its sandbox.
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { devServer, type DevServer } from './devServer';
import { previewOrigin } from './previewServers';
import { pageOf, sharedContexts, type SharedContexts } from './sharedContext';

export { expect };
export type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Locator, Page, Request };

/** Playwright's test, with the page and requests of each worker on its own preview server (./previewServers.ts), or,
 * in the specs of the development-only tools (`*.dev.spec.ts`), on its dev server (./devServer.ts). */
export const test = base.extend<
  // Playwright's own fixture: the context options of every option the test uses (`test.use`, the config).
  { _combinedContextOptions: BrowserContextOptions },
  { devServer: DevServer; sharedContexts: SharedContexts }
>({
  // Made for every worker, started only by the first dev spec's test that asks for its origin.
  devServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = devServer(workerInfo.parallelIndex);
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  sharedContexts: [
    async ({ browser }, provide) => {
      const contexts = sharedContexts(browser);
      await provide(contexts);
      await contexts.close();
    },
    { scope: 'worker' },
  ],
  // The worker's context for these options, reset after the test (./sharedContext.ts), instead of a new one per test.
  context: async ({ sharedContexts, _combinedContextOptions }, provide, testInfo) => {
    const { context, release } = await sharedContexts.take(_combinedContextOptions);
    await provide(context);
    await release(testInfo.status === testInfo.expectedStatus);
  },
  page: async ({ context }, provide) => provide(await pageOf(context)),
  // A time of its own: the dev server's start (bundling the dependencies, loading the sandbox) is not the test's.
  baseURL: [
    async ({ devServer }, provide, testInfo) =>
      provide(testInfo.file.endsWith('.dev.spec.ts') ? await devServer.origin() : previewOrigin(testInfo.parallelIndex)),
    { scope: 'test', timeout: 120_000 },
  ],
});

/** Back to the seed: data, sessions, configuration, status page and faults. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__sandbox/reset');
  expect(response.status(), 'POST /__sandbox/reset').toBe(204);
}

/** Fills and submits the sandbox identity provider's sign-in form (the page must be showing it). The sandbox
 * personas' password equals their name. */
export async function signIn(page: Page, user: string, password: string = user): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Sign in to / })).toBeVisible();
  await page.getByLabel('Username or email').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the portal's home and signs in at the identity provider's form: for the tests of signing in. */
export async function openAndSignInWithForm(page: Page, user: string, path = '/'): Promise<void> {
  await page.goto(path);
  await signIn(page, user);
}

/**
 * Opens the portal signed in as `user` without typing the form: the sandbox starts the session the form would
 * (its cookie in the page's context), and keycloak-js signs in through the real redirect and code exchange. A
 * sandbox persona's form costs a page load of its own; the tests of signing in use {@link openAndSignInWithForm}.
 */
export async function openAndSignIn(page: Page, user: string, path = '/'): Promise<void> {
  const started = await page.request.post('/__sandbox/sessions', { data: { username: user } });
  expect(started.status(), `POST /__sandbox/sessions for ${user}`).toBe(204);
  // Back from the provider with the code, as the form's submit returns: an address opened next is then the
  // signed-in portal's, not the one keycloak-js would return to.
  const exchanged = page.waitForResponse(
    (response) =>
      response.url().endsWith('/protocol/openid-connect/token') &&
      new URLSearchParams(response.request().postData() ?? '').get('grant_type') === 'authorization_code',
  );
  await page.goto(path);
  await exchanged;
}

/** The portal on another host name of the same preview server, e.g. `acme.app.localhost` (Chromium resolves
 * every *.localhost name to the loopback address). */
export function onHost(baseURL: string | undefined, hostname: string): string {
  const url = new URL(baseURL ?? 'http://localhost:4173');
  url.hostname = hostname;
  return url.toString();
}

/** The hash route and query of the current URL, e.g. `#/home?org=1,4`. */
export function hashOf(page: Page): string {
  return new URL(page.url()).hash;
}

/**
 * The heading of where a person lands after entering an organisation (spec §2 /home order, en-US): dashboards come
 * first, which open the person's default dashboard (alice's in acme: "Boiler hall A") or else the dashboards list.
 */
export function landingHeading(page: Page, name = 'Direct access') {
  return page.getByRole('heading', { level: 1, name });
}

/** alice's default dashboard in acme (sandbox/seed/dashboards.ts), where she lands on entering acme. */
export const alicesDefault = { name: 'Boiler hall A', hash: /#\/dashboards\/dsh-boiler-hall-a\?org=1$/ };

/** Fails on any serious or critical axe-core violation on the page as it is now, naming each one. */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  // A dialog still fading in blends its colours with the page: axe would measure the contrast of a frame nobody
  // reads. Check the settled page (spinners run forever and are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
  expect(serious.length, `Serious or critical accessibility violations on ${where}:\n${report}\n`).toBe(0);
}

/** The top bar's link to a section: shown, or under "More" when the bar has no room for it. */
export async function sectionLink(page: Page, name: string): Promise<Locator> {
  const sections = page.getByRole('navigation', { name: 'Sections' });
  const link = sections.getByRole('link', { name, exact: true });
  await expect(sections.getByRole('link').first()).toBeVisible();
  const more = sections.locator('summary');
  if (!(await link.isVisible()) && (await more.count()) > 0) await more.click();
  return link;
}
