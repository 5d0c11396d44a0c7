// The dealer's services as the portal's own clients see them (src/platform/licencesClient.ts, dealerClient.ts)
// against the sandbox at the network edge: a product sold, its code checked and activated for a client, renewed,
// and the client's summary counting it; a renewal that fails renews nothing; values out of range refused with the
// field named; a revoked transaction stops and a failed execution is retried once; bob reaches none of it.
import { describe, expect, it } from 'vitest';
import { createDealerClient } from '../../../src/platform/dealerClient';
import { createDeviceLicenceClient } from '../../../src/platform/deviceLicenceClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { createLicencesClient } from '../../../src/platform/licencesClient';
import type { ProductWrite } from '../../../src/platform/licencesTypes';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { newRequestId } from '../../../src/platform/requestIds';

const server = setupSandboxServer();

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (service: keyof typeof servicePrefixes) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes[service]}`, getToken: async () => token });
  return {
    licences: createLicencesClient(http('license')),
    dealer: createDealerClient(http('licenseManager')),
    deviceLicences: createDeviceLicenceClient(http('licenseManager')),
  };
}

const sensors: ProductWrite = {
  code: 'SENSOR-PACK',
  label: 'Sensor pack',
  type: 'STANDARD',
  trial: false,
  autorenewDefaultValueForNewLicenses: true,
  resources: [{ resourceType: 'DEVICES', quantity: 25, duration: 365 }],
};
const day = 86_400_000;

const summaryOf = async (licences: Awaited<ReturnType<typeof clientsOf>>['licences'], client: string) =>
  (await licences.clientSummaries('acme', { page: 0, pageSize: 20 })).content.find((summary) => summary.orgResourceId === client);

describe('dealer licensing in the sandbox', () => {
  it('counts every licence sold by how it stands, reading pages of 1000, and counts an activation', async () => {
    const { licences } = await clientsOf('alice');
    const asked: URL[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/api/v1/licenses')) asked.push(new URL(request.url));
    };
    server.events.on('request:start', listen);
    const tally = await licences.licenceTally('acme');
    server.events.removeListener('request:start', listen);
    expect(asked.map((url) => url.searchParams.get('pageSize'))).toEqual(['1000']);

    const all = (await licences.licences('acme', { page: 0, pageSize: 100 })).content;
    expect(tally).toEqual({
      sold: all.length,
      active: all.filter((licence) => licence.used && !licence.expired).length,
      notRedeemed: all.filter((licence) => !licence.used).length,
      ended: all.filter((licence) => licence.used && licence.expired).length,
    });
    const waiting = all.find((licence) => !licence.used);
    if (!waiting) throw new Error('the seed has no licence waiting for activation');
    await licences.activate(waiting.code, waiting.targetOrgResourceId, undefined, newRequestId());
    expect(await licences.licenceTally('acme')).toEqual({ ...tally, active: tally.active + 1, notRedeemed: tally.notRedeemed - 1 });
  });

  it('asks for the sold licences and the device licences ordered by creationDate descending (spec §9), and gets them so', async () => {
    const { licences, deviceLicences } = await clientsOf('alice');
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (/\/api\/v1\/(licenses|deviceLicenses)$/.test(url.pathname)) {
        asked.push(`${url.pathname.split('/').at(-1)} ${url.searchParams.get('orderBy')} ${url.searchParams.get('orderDir')}`);
      }
    };
    server.events.on('request:start', listen);
    const sold = (await licences.licences('acme', { page: 0, pageSize: 100 })).content;
    await licences.licenceTally('acme');
    await deviceLicences.licences('acme', { page: 0, pageSize: 100 });
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual(['licenses creationDate DESC', 'licenses creationDate DESC', 'deviceLicenses creationDate DESC']);
    // A device licence on the wire carries no creation date; a sold one does.
    expect(sold.length).toBeGreaterThan(1);
    expect(sold.every((licence, index) => index === 0 || sold[index - 1]!.creationDate >= licence.creationDate)).toBe(true);
  });

  it('a product sold to a client, activated by code, switched and renewed shows on the client’s summary', async () => {
    const { licences, deviceLicences } = await clientsOf('alice');
    const before = await licences.productCount('acme');
    const product = await licences.createProduct('acme', sensors, undefined, newRequestId());
    expect(await licences.productCount('acme')).toBe(before + 1);

    const sold = await licences.createLicence('acme', { productId: product.id, targetOrgResourceId: 'delta-foods', autorenew: false, currency: 'EUR', price: 99.5, externalRef: 'PO-1' }, undefined, newRequestId());
    expect(sold.code).toMatch(/^ACME-SENSOR-PACK-\d{4}$/);
    expect((await licences.licences('acme', { page: 0, pageSize: 20 })).content[0]?.code).toBe(sold.code);
    expect(await deviceLicences.validate(sold.code)).toEqual({ valid: true });

    const activated = await licences.activate(sold.code, 'delta-foods', undefined, newRequestId());
    expect(activated.used).toBe(true);
    expect(await deviceLicences.validate(sold.code)).toEqual({ valid: false, reason: 'used' });
    expect((await summaryOf(licences, 'delta-foods'))?.resources).toContainEqual({ resourceType: 'DEVICES', quantity: 25, used: 0 });

    expect((await licences.setAutorenew(sold.licenseId, true, undefined, newRequestId())).autorenew).toBe(true);
    const renewed = await licences.renew(sold.licenseId, undefined, newRequestId());
    expect(renewed.expirationDate).toBe((activated.expirationDate ?? 0) + 365 * day);
    expect((await summaryOf(licences, 'delta-foods'))?.nextExpirationDate).toBe(renewed.expirationDate);
  });

  it('a renewal answered 500 renews nothing', async () => {
    const { licences } = await clientsOf('alice');
    const [seeded] = (await licences.licences('acme', { page: 0, pageSize: 20 })).content.filter((licence) => licence.code === 'ACME-IOT-BASIC-0001');
    await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ [`POST /licenses/${seeded?.licenseId}/renew`]: { status: 500 } }) });
    await expect(licences.renew(seeded?.licenseId ?? 0, undefined, newRequestId())).rejects.toMatchObject({ kind: 'server' });
    await fetch(`${origin}/__sandbox/faults`, { method: 'DELETE' });
    expect((await licences.licence(seeded?.licenseId ?? 0)).expirationDate).toBe(seeded?.expirationDate);
  });

  it('refuses values out of range with the field named, and keeps nothing', async () => {
    const { licences } = await clientsOf('alice');
    const before = await licences.productCount('acme');
    await expect(licences.createProduct('acme', { ...sensors, resources: [{ resourceType: 'DEVICES', quantity: 0, duration: 365 }] }, undefined, newRequestId())).rejects.toMatchObject({
      status: 400,
      serverMessage: 'resources.0.quantity is out of range',
    });
    await expect(licences.createProduct('acme', { ...sensors, code: 'bad code' }, undefined, newRequestId())).rejects.toMatchObject({ status: 400, serverMessage: 'code has characters it may not hold' });
    expect(await licences.productCount('acme')).toBe(before);
  });

  it('an edit is a new version; every version is listed on asking', async () => {
    const { licences } = await clientsOf('alice');
    const [vpn] = (await licences.products('acme', false)).content.filter((product) => product.code === 'VPN-PRO');
    const third = await licences.updateProduct('acme', vpn?.id ?? 0, { ...sensors, code: 'VPN-PRO', label: 'Remote access pro' }, undefined, newRequestId());
    expect(third.version).toBe(3);
    const all = (await licences.products('acme', true)).content.filter((product) => product.code === 'VPN-PRO');
    expect(all.map((product) => [product.version, product.lastVersion])).toEqual([[3, true], [2, false], [1, false]]);
  });

  it('a failed execution is retried once and succeeds; a revoked transaction is not executed again', async () => {
    const { dealer } = await clientsOf('alice');
    const retried = await dealer.retry(1, 2, undefined, newRequestId());
    expect(retried).toMatchObject({ result: 'SUCCESS', retryOf: 2, ordinal: 2 });
    await expect(dealer.retry(1, 2, undefined, newRequestId())).rejects.toMatchObject({ status: 409 });
    await dealer.revoke('acme', 3, undefined, newRequestId());
    expect((await dealer.transactions('acme', { page: 0, pageSize: 20 })).content.find((transaction) => transaction.id === 3)?.state).toBe('REVOKED');
    await expect(dealer.retry(3, 5, undefined, newRequestId())).rejects.toMatchObject({ status: 409 });
    expect((await dealer.executions(3)).map((execution) => execution.result)).toEqual(['SUCCESS', 'FAILURE']);
  });

  it('bob reaches none of it', async () => {
    const { licences, dealer } = await clientsOf('bob');
    await expect(licences.products('acme', false)).rejects.toMatchObject({ status: 403 });
    await expect(licences.clientSummaries('acme', { page: 0, pageSize: 20 })).rejects.toMatchObject({ status: 403 });
    await expect(licences.licences('acme', { page: 0, pageSize: 20 })).rejects.toMatchObject({ status: 403 });
    await expect(dealer.transactions('acme', { page: 0, pageSize: 20 })).rejects.toMatchObject({ status: 403 });
    await expect(dealer.retry(1, 2, undefined, newRequestId())).rejects.toMatchObject({ status: 404 });
  });
});
