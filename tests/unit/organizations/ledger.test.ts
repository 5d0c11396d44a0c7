// The sandbox's ledger through the portal's own clients: a sub-organisation's grant counts against its parent's
// limit, a limit is raised within what the parent has left, creating none is refused with "undefined limits", an
// activated device changes the devices used, a deleted sub-organisation gives its grant back, and the journal's range
// and sums follow the query. Readers without `organizations:read` see nothing.
import { describe, expect, it } from 'vitest';
import { deviceLicenceEndpoints } from '../../../src/platform/deviceLicenceEndpoints';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createLimitsClient } from '../../../src/platform/limitsClient';
import type { ConsumptionQuery, ResourceType } from '../../../src/platform/limitsTypes';
import { createLicencesClient } from '../../../src/platform/licencesClient';
import { createOrganizationsClient } from '../../../src/platform/organizationsClient';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { newRequestId } from '../../../src/platform/requestIds';

setupSandboxServer();

const acme = 1;
const day = 86_400_000;

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  return {
    organizations: createOrganizationsClient(http(servicePrefixes.core)),
    limits: createLimitsClient(http(servicePrefixes.limits)),
    licences: createLicencesClient(http(servicePrefixes.license)),
    token,
  };
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const settings = { label: 'Acme South', dataEnabled: true, vpnEnabled: false, dealer: false, hasOwnResources: true };
const limitOf = async (limits: ReturnType<typeof createLimitsClient>, org: string, type: ResourceType) =>
  (await limits.limits(org)).find((limit) => limit.resourceType === type);

describe('the ledger of limits and grants', () => {
  it("counts a sub-organisation's device limit as granted by acme, raised within what acme has left", async () => {
    const { organizations, limits } = await clientsOf('alice');
    expect(await limitOf(limits, 'acme', 'DEVICES')).toMatchObject({ quantity: 100, used: 4, granted: 10 });

    const south = await organizations.create(acme, { name: 'acme-south', ...settings }, undefined, newRequestId());
    expect(south).toMatchObject({ resourceId: 'acme.acme-south', parentId: acme });
    expect((await organizations.tree(acme)).map(({ resourceId }) => resourceId)).toContain('acme.acme-south');
    await limits.createLimit({ orgResourceId: 'acme.acme-south', resourceType: 'DEVICES', quantity: 5 }, undefined, newRequestId());
    expect(await limitOf(limits, 'acme', 'DEVICES')).toMatchObject({ granted: 15 });
    expect(await limitOf(limits, 'acme', 'ORGANIZATIONS')).toMatchObject({ used: 2 });

    await limits.updateLimit({ orgResourceId: 'acme.acme-south', resourceType: 'DEVICES', quantity: 30, valid: true }, undefined, newRequestId());
    expect(await limitOf(limits, 'acme', 'DEVICES')).toMatchObject({ granted: 40 });

    const tooMuch = await failure(limits.updateLimit({ orgResourceId: 'acme.acme-south', resourceType: 'DEVICES', quantity: 87, valid: true }, undefined, newRequestId()));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.message).toMatch(/86 acme has left/);

    const history = await limits.history('acme.acme-south', { page: 0, pageSize: 10 });
    expect(history.content.map(({ resourceType, quantity, previous, by }) => ({ resourceType, quantity, previous, by }))).toEqual([
      { resourceType: 'DEVICES', quantity: 30, previous: 5, by: 'alice' },
      { resourceType: 'DEVICES', quantity: 5, previous: undefined, by: 'alice' },
    ]);

    await organizations.remove(south.id, undefined, newRequestId());
    expect(await limitOf(limits, 'acme', 'DEVICES')).toMatchObject({ granted: 10 });
  });

  it('refuses a creation without limits with "undefined limits", and quantities out of range naming the resource', async () => {
    const { limits } = await clientsOf('alice');
    const none = await failure(limits.createLimit({ orgResourceId: 'acme.acme-north' } as Parameters<typeof limits.createLimit>[0], undefined, newRequestId()));
    expect(none.status).toBe(400);
    expect(none.serverMessage).toContain('undefined limits');
    const negative = await failure(limits.createLimit({ orgResourceId: 'acme.acme-north', resourceType: 'USERS', quantity: -2 }, undefined, newRequestId()));
    expect(negative.status).toBe(400);
    expect(negative.serverMessage).toContain('USERS');
    expect(await limitOf(limits, 'acme.acme-north', 'USERS')).toBeUndefined();
    const own = await failure(limits.updateLimit({ orgResourceId: 'acme', resourceType: 'DEVICES', quantity: 200, valid: true }, undefined, newRequestId()));
    expect(own.status).toBe(403);
  });

  it('counts an activated device as used at once', async () => {
    const { limits, token } = await clientsOf('alice');
    const response = await fetch(`${origin}${servicePrefixes.licenseManager}${deviceLicenceEndpoints.activate}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ alias: 'Dryer 1', activationKey: 'ACME-7H2K-4M9P', orgResourceId: 'acme', position: { lat: 45, lon: 9 } }),
    });
    expect(response.status).toBe(201);
    expect(await limitOf(limits, 'acme', 'DEVICES')).toMatchObject({ used: 5 });
  });

  it('refuses a setting the parent does not grant, naming it', async () => {
    const { organizations } = await clientsOf('alice');
    const north = (await organizations.tree(acme)).find(({ resourceId }) => resourceId === 'acme.acme-north');
    const grandchild = await failure(organizations.create(north?.id ?? 0, { name: 'north-east', ...settings }, undefined, newRequestId()));
    expect(grandchild.status).toBe(403);
    expect(grandchild.serverMessage).toContain('dataEnabled');
  });

  it("keeps a sub-organisation's licence-side settings on the licence service, which the core's change leaves alone", async () => {
    const { organizations, licences } = await clientsOf('alice');
    const north = (await organizations.tree(acme)).find(({ resourceId }) => resourceId === 'acme.acme-north');
    if (!north) throw new Error('the seed has no acme-north');
    expect(await licences.organization(north.id)).toEqual({ id: north.id, orgResourceId: 'acme.acme-north', dealer: false, hasOwnResources: north.hasOwnResources });

    expect(await licences.saveOrganization(north.id, { dealer: true, hasOwnResources: true }, undefined, newRequestId())).toMatchObject({ dealer: true, hasOwnResources: true });
    await organizations.update(north.id, { label: 'Acme North', dataEnabled: north.dataEnabled, vpnEnabled: north.vpnEnabled }, undefined, newRequestId());
    expect(await licences.organization(north.id)).toMatchObject({ dealer: true, hasOwnResources: true });
    expect((await organizations.tree(acme)).find(({ id }) => id === north.id)).toMatchObject({ dealer: true, hasOwnResources: true });

    const notAFlag = await failure(licences.saveOrganization(north.id, { dealer: 'yes', hasOwnResources: true } as never, undefined, newRequestId()));
    expect(notAFlag.status).toBe(400);
    expect(notAFlag.message).toMatch(/dealer must be true or false/);
    expect((await failure(licences.saveOrganization(acme, { dealer: true, hasOwnResources: true }, undefined, newRequestId()))).status).toBe(403);
    const bob = await clientsOf('bob');
    expect((await failure(bob.licences.organization(north.id))).status).toBe(403);
  });

  it("answers acme's running subscriptions with what they grant and what is used, the ended one only when asked", async () => {
    const { licences } = await clientsOf('alice');
    const running = await licences.subscriptionSummary('acme', false);
    expect(running.map(({ product }) => product.label)).toEqual(['VPN time', 'Platform']);
    expect(running.every(({ expired }) => !expired)).toBe(true);
    expect(running[1]?.resources.find(({ resourceType }) => resourceType === 'DEVICES')).toMatchObject({ quantity: 100, used: 4 });
    const every = await licences.subscriptionSummary('acme', true);
    expect(every.map(({ product, expired }) => [product.label, expired])).toEqual([
      ['Pilot', true],
      ['VPN time', false],
      ['Platform', false],
    ]);
    expect(await licences.subscriptionSummary('acme.acme-north', true)).toEqual([]);
    expect((await failure((await clientsOf('bob')).licences.subscriptionSummary('acme', false))).status).toBe(403);
  });

  it('shows nothing to bob, who may not read organisations', async () => {
    const { limits, organizations } = await clientsOf('bob');
    expect((await failure(limits.limits('acme'))).status).toBe(403);
    expect((await failure(organizations.grants(acme))).status).toBe(403);
  });
});

describe('the consumption journal', () => {
  const today = Math.floor(Date.now() / day) * day;
  const query = (extra: Partial<ConsumptionQuery> = {}): ConsumptionQuery => ({ orgResourceId: 'acme', from: today - 29 * day, to: today, subOrgs: 'none', ...extra });

  it('answers every day of the range, the last day included, and sums what it lists', async () => {
    const { limits } = await clientsOf('alice');
    const entries = await limits.journal('CREDITS', query());
    expect(entries).toHaveLength(30);
    expect(entries.at(-1)?.date).toBe(today);
    const { quantity } = await limits.sum('CREDITS', query());
    expect(quantity).toBe(entries.reduce((sum, entry) => sum + entry.quantity, 0));
  });

  it("adds the sub-organisations' consumption when asked, and narrows to a device label", async () => {
    const { limits } = await clientsOf('alice');
    const own = await limits.journal('CREDITS', query());
    const withSubs = await limits.journal('CREDITS', query({ subOrgs: 'all' }));
    expect(withSubs).toHaveLength(own.length * 2);
    expect(await limits.journal('CREDITS', query({ subOrgs: 'licensed' }))).toHaveLength(own.length);
    const boiler = await limits.journal('DEVICE_VPN', query({ deviceLabel: 'Boiler Hall A' }));
    expect(boiler.length).toBeGreaterThan(0);
    expect(new Set(boiler.map((entry) => entry.deviceLabel))).toEqual(new Set(['Boiler Hall A']));
  });

  it('narrows VPN time to the bundles expiring in a window, the last day included, and refuses a window that ends first', async () => {
    const { limits } = await clientsOf('alice');
    const year = query({ from: today - 364 * day });
    const vpn = await limits.journal('DEVICE_VPN', year);
    const expiries = [...new Set(vpn.map((entry) => entry.vpnBundleExpiry))].sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(expiries).toHaveLength(5);
    const [first, second] = expiries as [number, number];
    // The window of one day: the first bundle's expiry day only.
    const oneDay = { ...year, vpnBundles: { after: first, before: first } };
    const firstBundle = await limits.journal('DEVICE_VPN', oneDay);
    expect(firstBundle.length).toBeGreaterThan(0);
    expect(firstBundle).toEqual(vpn.filter((entry) => entry.vpnBundleExpiry === first));
    expect((await limits.sum('DEVICE_VPN', oneDay)).quantity).toBeCloseTo(firstBundle.reduce((sum, entry) => sum + entry.quantity, 0), 2);
    expect(await limits.journal('DEVICE_VPN', { ...year, vpnBundles: { after: second } })).toEqual(vpn.filter((entry) => (entry.vpnBundleExpiry ?? 0) >= second));
    // Credits are not drawn from VPN bundles: the window leaves them alone.
    expect(await limits.journal('CREDITS', oneDay)).toHaveLength(365);
    const backwards = await failure(limits.journal('DEVICE_VPN', { ...year, vpnBundles: { after: second, before: first - day } }));
    expect(backwards.status).toBe(400);
    expect(backwards.message).toMatch(/vpnBundleExpireBefore/);
  });

  it('reads a year of daily entries page by page', async () => {
    const { limits } = await clientsOf('alice');
    expect(await limits.journal('CREDITS', query({ from: today - 364 * day }))).toHaveLength(365);
  });
});
