// The production server's response headers (scripts/csp.ts, vite.config.ts `preview.headers`): the page and its
// files are never sniffed, leak no path to other origins, may use none of the browser features the portal does not
// need and share no window with pages of other origins; the sandbox's service answers are never stored by a cache.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('the production server sends the security headers with the page and its files', async ({ request }) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const script = (await page.text()).match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
  expect(script, 'the entry script of index.html').toBeDefined();
  for (const response of [page, await request.get(script!)]) {
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    const denied = (headers['permissions-policy'] ?? '').split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
      expect(denied, `Permissions-Policy denies ${feature}`).toContain(`${feature}=()`);
    }
  }
});

test('every sandbox service answer is no-store', async ({ request }) => {
  const answers = [
    await request.get('/svc/core/api/v1/organizations/loginInfo?hostname=acme'),
    await request.get('/svc/core/api/v1/users/mine'),
    await request.post('/svc/dashboard/api/v1/dashboards', { data: {} }),
  ];
  expect(answers.map((answer) => answer.headers()['cache-control'])).toEqual(['no-store', 'no-store', 'no-store']);
});

test('the portal signs in and runs under these headers, with no policy the browser refuses', async ({ page }) => {
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/permissions[- ]policy|opener/i.test(message.text())) policyErrors.push(message.text());
  });
  await openAndSignIn(page, 'alice');
  await expect(page.getByRole('list', { name: 'Your organizations' })).toBeVisible();
  expect(policyErrors).toEqual([]);
});
