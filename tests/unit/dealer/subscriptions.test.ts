// The licences service's subscription calls as the portal's own client sees them (src/platform/licencesClient.ts)
// against the sandbox at the network edge: a page of clients' aggregates in one request, one client's aggregates,
// subscriptions and trial's end, one product version, and the clients' summary narrowed by expiry and activation
// ranges (a backwards range refused, naming it); bob reaches none of it. Seeds: sandbox/dealer/state.ts.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { createLicencesClient, type LicencesClient } from '../../../src/platform/licencesClient';
import type { ClientFilter } from '../../../src/platform/licencesTypes';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { newRequestId } from '../../../src/platform/requestIds';

const server = setupSandboxServer();
const day = 86_400_000;

async function licencesOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createLicencesClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.license}`, getToken: async () => token }));
}

const clientsNarrowed = async (licences: LicencesClient, filter: ClientFilter) =>
  (await licences.clientSummaries('acme', { page: 0, pageSize: 50, ...filter })).content.map((client) => client.orgResourceId);

describe('subscriptions in the sandbox', () => {
  it('answers a page of clients’ aggregates in one request, the same as each client’s own, and counts an activation', async () => {
    const licences = await licencesOf('alice');
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => asked.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', listen);
    const page = await licences.aggregatedByOrg(['bakery-bros', 'delta-foods', 'orbit-labs']);
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual(['POST /svc/licenses/api/v1/subscriptions/aggregatedByOrg']);

    const figures = (org: string) => page.filter((row) => row.org === org).map(({ resourceType, quantity, used, expired }) => ({ resourceType, quantity, used, expired }));
    expect(figures('bakery-bros')).toEqual([
      { resourceType: 'DEVICES', quantity: 10, used: 4, expired: false },
      { resourceType: 'DEVICE_DATA', quantity: 10, used: 3, expired: false },
    ]);
    expect(figures('orbit-labs')).toEqual([
      { resourceType: 'DEVICES', quantity: 2, used: 1, expired: false },
      { resourceType: 'CREDITS', quantity: 1000, used: 250, expired: false },
    ]);
    expect(figures('delta-foods')).toEqual([]);
    expect(await licences.aggregated('bakery-bros')).toEqual(page.filter((row) => row.org === 'bakery-bros'));

    await licences.activate('ACME-VPN-PRO-0002', 'delta-foods', undefined, newRequestId());
    expect(await licences.aggregated('delta-foods')).toEqual([
      { org: 'delta-foods', resourceType: 'DEVICE_VPN', quantity: 8, licensed: 8, used: 0, expired: false, granted: 0, grantedUsed: 0 },
    ]);
  });

  it('lists a client’s subscriptions newest activation first, and tells its trial’s end as its own call', async () => {
    const licences = await licencesOf('alice');
    const [trial] = (await licences.subscriptions('orbit-labs', { page: 0, pageSize: 10 })).content;
    expect(trial?.code).toBe('ACME-TRIAL-30-0003');
    expect(await licences.trialExpiration('orbit-labs')).toBe(trial?.expirationDate);
    expect(await licences.trialExpiration('bakery-bros')).toBeUndefined();
    expect((await licences.subscriptions('delta-foods', { page: 0, pageSize: 10 })).content).toEqual([]);

    const sold = await licences.createLicence('acme', { productId: 1, targetOrgResourceId: 'orbit-labs', autorenew: true, currency: 'EUR', price: 1, externalRef: '' }, undefined, newRequestId());
    await licences.activate(sold.code, 'orbit-labs', undefined, newRequestId());
    const page = await licences.subscriptions('orbit-labs', { page: 0, pageSize: 1 });
    expect(page).toMatchObject({ totalElements: 2, last: false });
    expect(page.content[0]?.code).toBe(sold.code);
  });

  it('reads one product version as the service holds it; a deleted one is not found', async () => {
    const licences = await licencesOf('alice');
    const listed = (await licences.products('acme', true)).content.find((product) => product.id === 2);
    expect(await licences.product(2)).toEqual(listed);
    await licences.deleteProduct('acme', 3, undefined, newRequestId());
    await expect(licences.product(2)).rejects.toMatchObject({ status: 404 });
  });

  it('narrows the clients by expiry and activation ranges, keeps those waiting for an activation when asked, and refuses a backwards range', async () => {
    const licences = await licencesOf('alice');
    const now = Date.now();
    expect(await clientsNarrowed(licences, {})).toEqual(['bakery-bros', 'delta-foods', 'orbit-labs']);
    // Orbit Labs' trial ends in ten days, Bakery Bros' IoT basic in 335.
    expect(await clientsNarrowed(licences, { expirationDateFrom: now, expirationDateTo: now + 30 * day })).toEqual(['orbit-labs']);
    expect(await clientsNarrowed(licences, { expirationDateFrom: now, expirationDateTo: now + 30 * day, includeNotRedeemed: true })).toEqual(['delta-foods', 'orbit-labs']);
    // Bakery Bros' was activated thirty days ago, Orbit Labs' twenty.
    expect(await clientsNarrowed(licences, { activationDateFrom: now - 35 * day, activationDateTo: now - 25 * day })).toEqual(['bakery-bros']);
    expect(await clientsNarrowed(licences, { activationDateFrom: now - 35 * day, expirationDateTo: now + 30 * day })).toEqual(['orbit-labs']);
    expect(await clientsNarrowed(licences, { expirationDateFrom: now + 400 * day })).toEqual([]);
    await expect(licences.clientSummaries('acme', { page: 0, pageSize: 50, activationDateFrom: now, activationDateTo: now - day })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'activationDateTo must not be before activationDateFrom',
    });
  });

  it('bob reaches none of it', async () => {
    const licences = await licencesOf('bob');
    await expect(licences.aggregatedByOrg(['bakery-bros'])).rejects.toMatchObject({ status: 404 });
    await expect(licences.aggregated('bakery-bros')).rejects.toMatchObject({ status: 404 });
    await expect(licences.subscriptions('orbit-labs', { page: 0, pageSize: 10 })).rejects.toMatchObject({ status: 404 });
    await expect(licences.trialExpiration('orbit-labs')).rejects.toMatchObject({ status: 404 });
    await expect(licences.product(1)).rejects.toMatchObject({ status: 404 });
  });
});
