// A deployer's path: the build served by Debian's nginx with the server block `npm run build` wrote
// (scripts/nginxConfig.ts) sends the production headers exactly as the preview server does, and a person signs in
// through it (the platform's paths passed on to the sandbox, tests/e2e/nginx.ts).
import { productionHeaders } from '../../scripts/csp';
import { expect, resetSandbox, signIn, test } from './fixtures';
import { startNginx, type RunningNginx } from './nginx';

let nginx: RunningNginx;

test.beforeAll(async ({ baseURL }) => {
  nginx = await startNginx(new URL(baseURL ?? 'http://localhost:4173').origin);
});
test.afterAll(async () => nginx?.stop());
test.beforeEach(async ({ request }) => resetSandbox(request));

const headerNames = Object.keys(productionHeaders);

test('nginx sends the preview server’s production headers on the page, a script and a missing file', async ({ request, baseURL }) => {
  const page = await request.get(`${nginx.origin}/`);
  expect(page.status()).toBe(200);
  expect(page.headers()['server']).toBe('nginx');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
  expect(script).not.toBe('');

  for (const path of ['/', script, '/no-such-file.js']) {
    const [served, previewed] = [await request.get(`${nginx.origin}${path}`), await request.get(new URL(path, baseURL).toString())];
    const production = (answer: typeof served) => Object.fromEntries(headerNames.map((name) => [name, answer.headers()[name.toLowerCase()]]));
    expect(production(previewed), `the preview server on ${path}`).toEqual(productionHeaders);
    expect(production(served), `nginx on ${path}`).toEqual(production(previewed));
  }
  // Built files stay in the browser's cache from either server (their names change with their content).
  const cached = [await request.get(`${nginx.origin}${script}`), await request.get(new URL(script, baseURL).toString())];
  expect(cached.map((answer) => answer.headers()['cache-control'])).toEqual(['max-age=315360000', 'max-age=315360000']);
  // Scripts as scripts: nosniff refuses any other type.
  expect((await request.get(`${nginx.origin}${script}`)).headers()['content-type']).toMatch(/^(application|text)\/javascript/);
});

test('bob signs in through nginx and lands in acme', async ({ page }) => {
  const fromNginx: string[] = [];
  page.on('response', (response) => {
    if (response.url() === `${nginx.origin}/` && response.headers()['server'] === 'nginx') fromNginx.push(response.url());
  });
  await page.goto(`${nginx.origin}/`);
  await signIn(page, 'bob');
  await expect(page.getByRole('heading', { level: 1, name: 'Direct access' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(nginx.origin);
  expect(fromNginx).not.toEqual([]);
});
