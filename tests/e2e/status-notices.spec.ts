// Spec §4 "Status notices": the status page's incidents appear as cards; a dismissed one stays dismissed
// (closedFrames in local storage, spec §3).
import type { StatusIssue, StatusPage } from '../../src/platform/types';
import { expect, test, type APIRequestContext, openAndSignIn, resetSandbox, landingHeading } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const incident: StatusIssue = {
  id: 'inc-e2e-1',
  type: 'incident',
  status: 'investigating',
  name: 'Delayed device telemetry',
  date: '2025-03-01T08:00:00Z',
  updatedAt: '2025-03-01T08:30:00Z',
};

const maintenance: StatusIssue = {
  id: 'mnt-e2e-1',
  type: 'maintenance',
  status: 'scheduled',
  name: 'Database upgrade',
  date: '2025-03-02T22:00:00Z',
  updatedAt: '2025-03-01T09:00:00Z',
};

async function publishStatus(request: APIRequestContext, statusPage: StatusPage): Promise<void> {
  const response = await request.put('/__sandbox/status', { data: statusPage });
  expect(response.status(), 'PUT /__sandbox/status').toBe(204);
}

test('an incident notice appears, is dismissed, and stays dismissed after a reload', async ({ page, request }) => {
  await publishStatus(request, { activeIncidents: [incident], activeMaintenances: [] });

  await openAndSignIn(page, 'bob');
  await expect(landingHeading(page)).toBeVisible();

  const notices = page.getByRole('region', { name: 'Service status' });
  const card = notices.getByRole('article', { name: incident.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Incident');
  await expect(card).toContainText('Investigating');

  await card.getByRole('button', { name: `Dismiss notice: ${incident.name}` }).click();
  await expect(card).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('closedFrames') ?? '[]') as unknown))
    .toEqual([incident.id]);

  // After the reload the status page still lists the incident, and a new maintenance too: the maintenance
  // showing up proves the notices were read again, the incident stays away because it was closed.
  await publishStatus(request, { activeIncidents: [incident], activeMaintenances: [maintenance] });
  await page.reload();
  await expect(landingHeading(page)).toBeVisible();
  await expect(notices.getByRole('article', { name: maintenance.name })).toBeVisible();
  await expect(notices.getByRole('article')).toHaveCount(1);
  await expect(card).toHaveCount(0);
});
