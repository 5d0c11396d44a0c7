// Security policies, a user's policies and a service account's client secret: the flows as the portal provides
// them (src/features/iam/securityPolicyFlows.ts) against the sandbox's core. What a person does in the tab is what
// the service then holds, a taken name is said before anything changes, a parent with children is not deleted, and
// the read-only persona changes nothing.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { provideSecurityPolicyMachines } from '../../../src/features/iam/securityPolicyFlows';
import { NameTaken } from '../../../src/features/iam/nameTaken';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { createIamClient } from '../../../src/platform/iamClient';
import { createMappingClient } from '../../../src/platform/mappingClient';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { failure, organizationToken, recordCoreWrites } from '../platform/sandboxClients';
import { newRequestId } from '../../../src/platform/requestIds';

const { writes, writeIds } = recordCoreWrites(setupSandboxServer());

const acme = { id: 1, resourceId: 'acme' };
const globex = { id: 2, resourceId: 'globex' };
const firstPage = { page: 0, pageSize: 50 };
/** Seeded (sandbox/core/iamState.ts): acme's Hall A (bob holds it) with Hall A boilers below it, and globex's service account. */
const hallA = 1;
const bob = 102;
const serviceAccount = 201;

async function clientsOf(username: string, orgResourceId = 'acme') {
  const token = await organizationToken(username, orgResourceId);
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  const iam = createIamClient(http(servicePrefixes.core));
  return { iam, flows: provideSecurityPolicyMachines({ iam, mappings: createMappingClient(http(servicePrefixes.mappings)) }) };
}

async function started<Logic extends AnyActorLogic>(logic: Logic, input?: unknown) {
  const actor = createActor(logic, { input } as never);
  actor.start();
  return actor;
}

/** A submit-only flow sent `draft` and settled: saved or refused. */
async function sent<Draft>(flow: ActorRef<Draft>, draft: Draft) {
  flow.send({ type: 'user.submit', draft });
  return waitFor(flow, (snapshot) => snapshot.value === 'saved' || snapshot.value === 'failed');
}
type ActorRef<Draft> = AnyActorRef & { send: (event: { type: 'user.submit'; draft: Draft }) => void };

const ready = (value: unknown) => typeof value === 'object' && value !== null && (value as { ready?: string }).ready === 'idle';
const names = (policies: { name: string }[]) => policies.map(({ name }) => name);

describe('security policies', () => {
  it('creates a policy below a parent, which then lists it as its child; a taken name is said and nothing is written', async () => {
    const { iam, flows } = await clientsOf('alice');
    const form = await started(flows.policyForm(acme, undefined));
    await waitFor(form, (snapshot) => snapshot.value === 'editing');
    expect(names(form.getSnapshot().context.data?.parents ?? [])).toEqual(['Hall A', 'Hall A boilers', 'Packaging lines']);

    writes.length = 0;
    form.send({ type: 'user.submit', draft: { name: 'hall a', parentId: hallA } });
    await waitFor(form, (snapshot) => snapshot.value === 'submitFailed');
    expect(form.getSnapshot().context.error).toEqual(new NameTaken('name'));
    expect((await iam.listPolicies(acme.id, firstPage)).totalElements).toBe(3);

    form.send({ type: 'user.submit', draft: { name: 'Hall A conveyors', parentId: hallA } });
    await waitFor(form, (snapshot) => snapshot.status === 'done');
    expect(form.getSnapshot().context.result).toMatchObject({ name: 'Hall A conveyors', parentId: hallA, deviceCount: 0 });
    expect(names((await iam.policyChildren(acme.id, hallA, firstPage)).content)).toEqual(['Hall A boilers', 'Hall A conveyors']);
  });

  it('adds a device found by searching the organisation and removes one; the policy holds exactly those', async () => {
    const { iam, flows } = await clientsOf('alice');
    const search = await started(flows.searchDevices(acme), { query: '' });
    search.send({ type: 'query.change', query: ' Hall B ', settle: true });
    await waitFor(search, (snapshot) => snapshot.context.data !== undefined);
    const found = search.getSnapshot().context.data!;
    expect(found).toEqual({ text: 'Hall B', answer: { devices: [{ deviceId: 'dev-acme-boiler-2', label: 'Boiler Hall B' }], total: 1 } });
    const addition = await started(flows.addPolicyDevice(acme, hallA));
    expect((await sent(addition, found.answer.devices[0]!)).value).toBe('saved');

    const devices = await started(flows.policyDevices(acme, hallA), { pageSize: 10 });
    await waitFor(devices, (snapshot) => ready(snapshot.value));
    expect(devices.getSnapshot().context.page?.items.map(({ id }) => id)).toEqual(['dev-acme-boiler-1', 'dev-acme-conveyor-1', 'dev-acme-boiler-2']);
    devices.send({ type: 'user.act', action: { kind: 'remove', device: { id: 'dev-acme-conveyor-1', label: 'Conveyor Line 1' } } });
    await waitFor(devices, (snapshot) => ready(snapshot.value) && snapshot.context.page?.totalElements === 2);
    expect((await iam.policyDevices(acme.id, hallA, firstPage)).content).toEqual([
      { id: 'dev-acme-boiler-1', label: 'Boiler Hall A' },
      { id: 'dev-acme-boiler-2', label: 'Boiler Hall B' },
    ]);
    // A device of another organisation is not added.
    expect((await failure(iam.addPolicyDevice(acme.id, hallA, 'dev-globex-press-1', undefined, newRequestId()))).status).toBe(404);
  });

  it('deletes a policy only after the person confirms, and a parent only once its children are gone', async () => {
    const { iam, flows } = await clientsOf('alice');
    const list = await started(flows.policies(acme), { pageSize: 20 });
    await waitFor(list, (snapshot) => ready(snapshot.value));
    const [parent, child] = list.getSnapshot().context.page!.items;

    writes.length = 0;
    list.send({ type: 'user.act', action: { kind: 'delete', policy: parent! } });
    await waitFor(list, (snapshot) => (snapshot.value as { ready?: string }).ready === 'confirming');
    expect(writes).toEqual([]);
    list.send({ type: 'user.confirm' });
    await waitFor(list, (snapshot) => ready(snapshot.value) && snapshot.context.actionError !== undefined);
    expect((await iam.listPolicies(acme.id, firstPage)).totalElements).toBe(3);

    await iam.deletePolicy(acme.id, child!.id, undefined, newRequestId());
    await iam.deletePolicy(acme.id, parent!.id, undefined, newRequestId());
    expect(names((await iam.listPolicies(acme.id, firstPage)).content)).toEqual(['Packaging lines']);
  });

  it('gives bob a policy and takes one from him; bob himself changes nothing', async () => {
    const { iam, flows } = await clientsOf('alice');
    expect(names((await iam.userPolicies(acme.id, bob, firstPage)).content)).toEqual(['Hall A']);
    const choices = await started(flows.policyChoices(acme));
    await waitFor(choices, (snapshot) => snapshot.value === 'editing');
    expect(names(choices.getSnapshot().context.data!)).toEqual(['Hall A', 'Hall A boilers', 'Packaging lines']);
    const packaging = choices.getSnapshot().context.data!.find((policy) => policy.name === 'Packaging lines')!;
    expect((await sent(await started(flows.addUserPolicies(acme, bob)), [packaging.id])).value).toBe('saved');

    const held = await started(flows.userPolicies(acme, bob), { pageSize: 10 });
    await waitFor(held, (snapshot) => ready(snapshot.value));
    held.send({ type: 'user.act', action: { kind: 'remove', policy: held.getSnapshot().context.page!.items[0]! } });
    await waitFor(held, (snapshot) => ready(snapshot.value) && snapshot.context.page?.totalElements === 1);
    expect(names((await iam.userPolicies(acme.id, bob, firstPage)).content)).toEqual(['Packaging lines']);

    const asBob = (await clientsOf('bob')).iam;
    expect((await failure(asBob.createPolicy(acme.id, { name: 'Mine' }, undefined, newRequestId()))).status).toBe(403);
    expect((await failure(asBob.addUserPolicies(acme.id, bob, [hallA], undefined, newRequestId()))).status).toBe(403);
    expect((await iam.listPolicies(acme.id, firstPage)).totalElements).toBe(3);
  });
});

describe('one device looked up by its id', () => {
  it("says bob reaches a device of his policy and not another organisation's, each lookup asked again on request", async () => {
    const { flows } = await clientsOf('alice');
    const lookup = await started(flows.reachesDevice(acme, bob));
    expect((await sent(lookup, 'dev-acme-boiler-1')).context.result).toBe(true);
    expect((await sent(lookup, 'dev-globex-press-1')).context.result).toBe(false);
  });
});

describe("a service account's client secret", () => {
  it('marks the service account, reads its secret and renews it: the renewal answers the new one, which is then the one read', async () => {
    const { iam, flows } = await clientsOf('alice', 'globex');
    const users = (await iam.listUsers(globex.id, firstPage)).content;
    expect(users.filter((user) => user.serviceAccount).map((user) => user.username)).toEqual(['sa-globex-logger']);

    const secret = await started(flows.clientSecret(globex, serviceAccount));
    const before = (await sent(secret, 'read')).context.result!;
    expect(before.tokenEndpoint).toMatch(/\/auth\/realms\/corvina\/protocol\/openid-connect\/token$/);
    const renewed = (await sent(secret, 'renew')).context.result!;
    expect(renewed.clientSecret).not.toBe(before.clientSecret);
    expect((await sent(secret, 'read')).context.result!.clientSecret).toBe(renewed.clientSecret);
    // A person has no client secret.
    expect((await failure(iam.clientSecret(globex.id, 101))).status).toBe(404);
  });

  it('sends a renewal tried again after a failure under the same request id, so the service renews it once', async () => {
    const { flows } = await clientsOf('alice', 'globex');
    const secret = await started(flows.clientSecret(globex, serviceAccount));
    const fault = await fetch(`${origin}/__sandbox/faults`, {
      method: 'PUT',
      body: JSON.stringify({ [`POST /users/${serviceAccount}/serviceAccount/secret`]: { status: 503, times: 1 } }),
    });
    expect(fault.status).toBe(204);
    writes.length = 0;
    writeIds.length = 0;
    expect((await sent(secret, 'renew')).value).toBe('failed');
    const again = (await sent(secret, 'renew')).context.result!;
    expect(writes).toHaveLength(2);
    expect(writeIds[0]).toBeTruthy();
    expect(writeIds[1]).toBe(writeIds[0]);
    expect((await sent(secret, 'read')).context.result!.clientSecret).toBe(again.clientSecret);
    // The next renewal is a new request.
    await sent(secret, 'renew');
    expect(writeIds[2]).not.toBe(writeIds[0]);
  });
});
