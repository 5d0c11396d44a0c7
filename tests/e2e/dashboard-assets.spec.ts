// The sandbox's pre-signed asset URLs in the production build under its Content-Security-Policy: a file PUT from the
// page (connect-src) is stored, and the download URL renders in an <img> (img-src), on the plain host and on an
// organisation host whose services live on another origin (app.localhost).
import { expect, test, type Page, onHost, openAndSignIn, openAndSignInWithForm, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** In acme with its organisation token (whichever screen the person lands on). */
async function inAcme(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Organization: Acme' })).toBeVisible();
  await page.waitForFunction(() => sessionStorage.getItem('organizationToken') !== null);
}

/** In the page: upload a 40×20 PNG drawn on a canvas as `name`, then show it from its download URL. */
async function uploadAndShow(page: Page, name: string) {
  return page.evaluate(async (asset) => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    const stored = sessionStorage.getItem('organizationToken');
    if (stored === null) throw new Error('no organisation token');
    const { accessToken } = JSON.parse(stored) as { accessToken: string };
    // On <org>.app.<domain> the services live on app.<domain> (spec §5).
    const services = location.origin.replace(/\/\/[^.]+\.app\./, '//app.');
    const dashboard = `${services}/svc/dashboard/api/v1/dashboards/dsh-boiler-hall-a/assets/${asset}`;
    const signed = async (action: string) => {
      const response = await fetch(`${dashboard}/${action}?organization=acme`, { headers: { Authorization: `Bearer ${accessToken}` } });
      return ((await response.json()) as { value: string }).value;
    };

    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 20;
    const png = await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/png'));
    const uploadUrl = await signed('upload');
    const status = await new Promise<number>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('PUT', uploadUrl);
      request.setRequestHeader('Content-Type', 'image/png');
      request.addEventListener('load', () => resolve(request.status));
      request.addEventListener('error', () => reject(new Error('PUT failed')));
      request.send(png);
    });

    const image = new Image();
    image.alt = asset;
    image.src = await signed('download');
    document.body.append(image);
    await image.decode();
    return { status, uploadOrigin: new URL(uploadUrl).origin, width: image.naturalWidth, height: image.naturalHeight, violations };
  }, name);
}

test('alice uploads an image through its signed URL and it renders under the portal’s CSP', async ({ page, baseURL }) => {
  await openAndSignInWithForm(page, 'alice', onHost(baseURL, 'acme.app.localhost'));
  await inAcme(page);
  const result = await uploadAndShow(page, 'plan.png');
  expect(result).toEqual({
    status: 200,
    uploadOrigin: new URL(onHost(baseURL, 'app.localhost')).origin,
    width: 40,
    height: 20,
    violations: [],
  });
});

test('the seeded SVG asset renders from its download URL on the plain host', async ({ page }) => {
  await openAndSignIn(page, 'bob');
  await inAcme(page);
  const decoded = await page.evaluate(async () => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('organizationToken') ?? '{}') as { accessToken: string };
    const response = await fetch('/svc/dashboard/api/v1/dashboards/dsh-boiler-hall-a/assets/hall-a.svg/download?organization=acme', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const image = new Image();
    image.src = ((await response.json()) as { value: string }).value;
    document.body.append(image);
    await image.decode();
    return image.complete;
  });
  expect(decoded).toBe(true);
});
