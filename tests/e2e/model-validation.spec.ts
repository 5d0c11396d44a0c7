// A model judged by the service before it is saved, and a model's versions (/models): alice's change to Chiller
// 1.0.0 that drops a path its preset reads is refused in words and not saved; saved as a new version it passes; the
// model's versions then list both with when each was made. A new model may not take a name in use, and a model path
// is registered for data roles under the attempt's request id.
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a change the service refuses is not saved; as a new version it is, and the versions list both', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/models?org=1');
  const models = page.getByRole('table', { name: 'Models' });
  await expect(models.getByRole('rowheader', { name: 'Chiller 1.0.0' })).toBeVisible();
  const writes: string[] = [];
  page.on('request', (request) => request.method() !== 'GET' && request.url().includes('/models') && writes.push(`${request.method()} ${new URL(request.url()).pathname}`));

  await page.getByRole('button', { name: 'Edit Chiller 1.0.0' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit model Chiller' });
  await dialog.getByRole('button', { name: 'Remove path 2' }).click();
  await dialog.getByRole('button', { name: 'Save model' }).click();
  await expect(dialog.getByText('The preset Chiller-standard reads Chiller/Running: keep the path, or save as a new version.')).toBeVisible();
  expect(writes).toEqual(['POST /svc/mappings/api/v1/models/validate']);

  await dialog.getByRole('textbox', { name: 'Version' }).fill('1.1.0');
  await dialog.getByRole('button', { name: 'Save as new version' }).click();
  await expect(dialog).toBeHidden();
  expect(writes).toEqual(['POST /svc/mappings/api/v1/models/validate', 'POST /svc/mappings/api/v1/models/validate', 'POST /svc/mappings/api/v1/models']);
  await expect(models.getByRole('rowheader', { name: 'Chiller 1.1.0' })).toBeVisible();

  await page.getByRole('button', { name: 'Versions of Chiller 1.1.0' }).click();
  const versions = page.getByRole('table', { name: 'Versions of Chiller' });
  await expect(versions.getByRole('rowheader')).toHaveText(['1.1.0 (opened)', '1.0.0']);
  // Made on 9 March 2026 at 14:30 UTC, shown in the browser's zone (Rome).
  await expect(versions.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '1.0.0' }) })).toContainText('3/9/26, 3:30:00 PM');
});

test('a new model may not take a name in use; a model path is registered under a request id', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/models?org=1');
  const writes: { write: string; requestId: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/models|\/modelPaths/.test(request.url())) writes.push({ write: `${request.method()} ${new URL(request.url()).pathname}`, requestId: request.headers()['idempotency-key'] });
  });
  await page.getByRole('button', { name: 'New model' }).click();
  const dialog = page.getByRole('dialog', { name: 'New model' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Boiler');
  await dialog.getByRole('textbox', { name: 'Path 1' }).fill('Boiler/Flow');
  await dialog.getByRole('button', { name: 'Create model' }).click();
  await expect(dialog.getByText('A model of this name exists already: make a new version of it from its row.')).toBeVisible();
  expect(writes).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const paths = page.getByRole('region', { name: 'Model paths for data roles' });
  await expect(paths.getByRole('cell', { name: 'Boiler:1/Boiler/Temperature' })).toBeVisible();
  await paths.getByRole('button', { name: 'Add model path' }).click();
  await paths.getByRole('combobox', { name: 'Model' }).selectOption('Chiller');
  await paths.getByRole('textbox', { name: 'Path', exact: true }).fill('Chiller/Running');
  await paths.getByRole('button', { name: 'Add model path' }).click();
  await expect(paths.getByRole('cell', { name: 'Chiller:1/Chiller/Running' })).toBeVisible();
  expect(writes.map(({ write }) => write)).toEqual(['POST /svc/core/api/v1/organizations/1/modelPaths']);
  expect(writes[0]?.requestId).toMatch(/.+/);
});
