// Data roles and device roles (the /roles tabs `data` and `device`): the flows as the portal provides them
// (src/features/iam/roleKindFlows.ts and the IAM flows' typed role lists) against the sandbox's core. What a person
// saves is what the service then holds; each tab lists only its roles; a taken name is said before anything is
// written; values the service cannot store are refused naming the field; a retry after a lost answer creates the
// role once; and the read-only persona changes nothing.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { provideIamMachines } from '../../../src/features/iam/flows';
import { NameTaken } from '../../../src/features/iam/nameTaken';
import { provideRoleKindMachines } from '../../../src/features/iam/roleKindFlows';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { createIamClient } from '../../../src/platform/iamClient';
import type { RoleWrite } from '../../../src/platform/iamTypes';
import { createMappingClient } from '../../../src/platform/mappingClient';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { failure, organizationToken, recordCoreWrites } from '../platform/sandboxClients';
import { newRequestId } from '../../../src/platform/requestIds';

const { writes, writeIds } = recordCoreWrites(setupSandboxServer());

const acme = { id: 1, resourceId: 'acme' };
const firstPage = { page: 0, pageSize: 50 };
/** Seeded (sandbox/core/iamState.ts and mappings/catalog.ts): acme's data and device roles, policies and models. */
const boilerTemperatures = 11;
const hallATechnicians = 12;
const hallA = 1;
const packaging = 3;
const boiler = 'model-boiler-1.0.0';
const chiller = 'model-chiller-1.0.0';

async function clientsOf(username: string) {
  const token = await organizationToken(username, 'acme');
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  const iam = createIamClient(http(servicePrefixes.core));
  const platform = { iam, mappings: createMappingClient(http(servicePrefixes.mappings)) };
  return { iam, iamFlows: provideIamMachines(platform), flows: provideRoleKindMachines(platform) };
}

function started<Logic extends AnyActorLogic>(logic: Logic, input?: unknown) {
  const actor = createActor(logic, { input } as never);
  actor.start();
  return actor;
}

const ready = (value: unknown) => typeof value === 'object' && value !== null && (value as { ready?: string }).ready === 'idle';
const names = (roles: { name: string }[]) => roles.map(({ name }) => name);
const basics = (name: string, type: RoleWrite['type']): RoleWrite => ({ name, label: name, description: '', enabled: true, type, applicationPermissions: [] });

describe('the roles of each tab', () => {
  it('lists application, data and device roles apart', async () => {
    const { iam } = await clientsOf('alice');
    expect(names((await iam.listRoles(acme.id, firstPage)).content)).toEqual(['Administrator', 'Operator', 'Viewer']);
    expect(names((await iam.listRoles(acme.id, firstPage, undefined, 'DATA')).content)).toEqual(['Boiler temperatures']);
    const [device] = (await iam.listRoles(acme.id, firstPage, undefined, 'DEVICE')).content;
    expect(device).toMatchObject({
      name: 'Hall A technicians',
      type: 'DEVICE',
      deviceGroupPermissions: [
        { securityPolicyId: hallA, permission: 'ADMINISTRATOR' },
        { securityPolicyId: packaging, permission: 'REGULAR_USER' },
      ],
    });
  });
});

describe('data roles', () => {
  it('creates a data role with the paths it may read and write, which the service then answers; the name is checked first', async () => {
    const { iam, flows } = await clientsOf('alice');
    const form = started(flows.dataRoleForm(acme, undefined));
    await waitFor(form, (snapshot) => snapshot.value === 'editing');
    const models = form.getSnapshot().context.data!.models;
    expect(models.map(({ id }) => id)).toEqual(expect.arrayContaining([boiler, chiller]));

    // A name any role of the organisation holds is taken, whatever its type.
    writes.length = 0;
    form.send({ type: 'user.submit', draft: { role: basics('operator', 'DATA'), modelPaths: [] } });
    await waitFor(form, (snapshot) => snapshot.value === 'submitFailed');
    expect(form.getSnapshot().context.error).toEqual(new NameTaken('name'));
    expect(writes).toEqual([]);

    const modelPaths = [
      { modelId: chiller, path: 'Chiller/Temperature', mode: 'RW' as const },
      { modelId: boiler, path: 'Boiler/Temperature', mode: 'R' as const },
    ];
    form.send({ type: 'user.submit', draft: { role: basics('Cold side', 'DATA'), modelPaths } });
    await waitFor(form, (snapshot) => snapshot.status === 'done');
    const created = form.getSnapshot().context.result!;
    expect(created).toMatchObject({ name: 'Cold side', type: 'DATA', applicationPermissions: [] });
    expect(await iam.modelPathPermissions(acme.id, created.id)).toEqual(modelPaths);
    expect(names((await iam.listRoles(acme.id, firstPage, undefined, 'DATA')).content)).toEqual(['Boiler temperatures', 'Cold side']);
    expect(writes).toEqual(['POST /api/v1/organizations/1/roles', `PUT /api/v1/organizations/1/roles/${created.id}/modelPathPermissions`]);
  });

  it('changes a data role: renamed and given other paths, loaded with the ones it holds', async () => {
    const { iam, flows } = await clientsOf('alice');
    const form = started(flows.dataRoleForm(acme, boilerTemperatures));
    await waitFor(form, (snapshot) => snapshot.value === 'editing');
    expect(form.getSnapshot().context.data).toMatchObject({
      role: { name: 'Boiler temperatures' },
      modelPaths: [{ modelId: boiler, path: 'Boiler/Temperature', mode: 'R' }],
    });
    const modelPaths = [{ modelId: boiler, path: 'Boiler/Pressure', mode: 'RW' as const }];
    form.send({ type: 'user.submit', draft: { role: basics('Boiler pressure', 'DATA'), modelPaths } });
    await waitFor(form, (snapshot) => snapshot.status === 'done');
    expect((await iam.getRole(acme.id, boilerTemperatures)).name).toBe('Boiler pressure');
    expect(await iam.modelPathPermissions(acme.id, boilerTemperatures)).toEqual(modelPaths);
  });

  it('refuses a path the model does not have, a model the organisation does not see and paths on a role of another type, naming the field', async () => {
    const { iam } = await clientsOf('alice');
    const refused = async (call: Promise<unknown>) => (await failure(call)).serverMessage;
    expect(await refused(iam.setModelPathPermissions(acme.id, boilerTemperatures, [{ modelId: boiler, path: 'Boiler/Nothing', mode: 'R' }], undefined, newRequestId()))).toMatch(
      /\[0\]\.path/,
    );
    expect(await refused(iam.setModelPathPermissions(acme.id, boilerTemperatures, [{ modelId: 'model-press-9', path: 'x', mode: 'R' }], undefined, newRequestId()))).toMatch(
      /\[0\]\.modelId/,
    );
    const twice = { modelId: boiler, path: 'Boiler/Temperature', mode: 'R' as const };
    expect(await refused(iam.setModelPathPermissions(acme.id, boilerTemperatures, [twice, twice], undefined, newRequestId()))).toMatch(/\[1\]\.path/);
    expect(await refused(iam.setModelPathPermissions(acme.id, hallATechnicians, [twice], undefined, newRequestId()))).toMatch(/^type/);
    // Nothing of it was stored.
    expect(await iam.modelPathPermissions(acme.id, boilerTemperatures)).toEqual([twice]);
  });

  it('creates the role once when its paths failed and the person sends it again', async () => {
    const { iam, flows } = await clientsOf('alice');
    const form = started(flows.dataRoleForm(acme, undefined));
    await waitFor(form, (snapshot) => snapshot.value === 'editing');
    await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ 'PUT /modelPathPermissions': { status: 503, times: 1 } }) });
    const draft = { role: basics('Conveyor speed', 'DATA'), modelPaths: [{ modelId: 'model-conveyor-2.1.0', path: 'Drive/Speed', mode: 'R' as const }] };
    writes.length = 0;
    writeIds.length = 0;
    form.send({ type: 'user.submit', draft });
    await waitFor(form, (snapshot) => snapshot.value === 'submitFailed');
    form.send({ type: 'user.submit', draft });
    await waitFor(form, (snapshot) => snapshot.status === 'done');
    const found = (await iam.listRoles(acme.id, { ...firstPage, search: 'Conveyor speed' }, undefined, 'DATA')).content;
    expect(found).toHaveLength(1);
    expect(await iam.modelPathPermissions(acme.id, found[0]!.id)).toEqual(draft.modelPaths);
    // The retry sent the paths again under the failed attempt's request id, and did not create the role again.
    expect(writes.filter((write) => write.startsWith('POST'))).toHaveLength(1);
    expect(writeIds[2]).toBe(writeIds[1]);
  });
});

describe('device roles', () => {
  it('creates a device role with a level per security policy, changes it and deletes it only after the person confirms', async () => {
    const { iam, iamFlows, flows } = await clientsOf('alice');
    const form = started(flows.deviceRoleForm(acme, undefined));
    await waitFor(form, (snapshot) => snapshot.value === 'editing');
    expect(names(form.getSnapshot().context.data!.policies)).toEqual(['Hall A', 'Hall A boilers', 'Packaging lines']);
    const levels = [{ securityPolicyId: packaging, permission: 'ADMINISTRATOR' as const }];
    form.send({ type: 'user.submit', draft: { ...basics('Packaging crew', 'DEVICE'), deviceGroupPermissions: levels } });
    await waitFor(form, (snapshot) => snapshot.status === 'done');
    const created = form.getSnapshot().context.result!;
    expect((await iam.getRole(acme.id, created.id)).deviceGroupPermissions).toEqual(levels);

    const edit = started(flows.deviceRoleForm(acme, created.id));
    await waitFor(edit, (snapshot) => snapshot.value === 'editing');
    const changed = [{ securityPolicyId: hallA, permission: 'REGULAR_USER' as const }];
    edit.send({ type: 'user.submit', draft: { ...basics('Packaging crew', 'DEVICE'), deviceGroupPermissions: changed } });
    await waitFor(edit, (snapshot) => snapshot.status === 'done');
    expect((await iam.getRole(acme.id, created.id)).deviceGroupPermissions).toEqual(changed);

    const list = started(iamFlows.roles(acme, 'DEVICE'), { pageSize: 20 });
    await waitFor(list, (snapshot) => ready(snapshot.value));
    writes.length = 0;
    list.send({ type: 'user.act', action: { kind: 'delete', role: created } });
    await waitFor(list, (snapshot) => (snapshot.value as { ready?: string }).ready === 'confirming');
    expect(writes).toEqual([]);
    list.send({ type: 'user.confirm' });
    await waitFor(list, (snapshot) => ready(snapshot.value) && snapshot.context.page?.totalElements === 1);
    expect(names((await iam.listRoles(acme.id, firstPage, undefined, 'DEVICE')).content)).toEqual(['Hall A technicians']);
  });

  it('refuses a policy of no one, one named twice and an unknown level, naming the entry; a deleted policy leaves the role', async () => {
    const { iam } = await clientsOf('alice');
    const held = await iam.getRole(acme.id, hallATechnicians);
    const write = (deviceGroupPermissions: unknown): RoleWrite => ({ ...basics(held.name, 'DEVICE'), deviceGroupPermissions } as RoleWrite);
    const refused = async (levels: unknown) => (await failure(iam.updateRole(acme.id, hallATechnicians, write(levels), undefined, newRequestId()))).serverMessage;
    expect(await refused([{ securityPolicyId: 99, permission: 'ADMINISTRATOR' }])).toMatch(/deviceGroupPermissions\[0\]\.securityPolicyId/);
    expect(await refused([{ securityPolicyId: hallA, permission: 'NONE' }, { securityPolicyId: hallA, permission: 'ADMINISTRATOR' }])).toMatch(
      /deviceGroupPermissions\[1\]\.securityPolicyId/,
    );
    expect(await refused([{ securityPolicyId: hallA, permission: 'OWNER' }])).toMatch(/deviceGroupPermissions\[0\]\.permission/);
    // Levels belong to device roles only, and a role keeps its type.
    expect((await failure(iam.updateRole(acme.id, boilerTemperatures, { ...write([{ securityPolicyId: hallA, permission: 'ADMINISTRATOR' }]), type: 'DATA' }, undefined, newRequestId()))).serverMessage).toMatch(
      /^deviceGroupPermissions/,
    );
    expect((await failure(iam.updateRole(acme.id, hallATechnicians, { ...write([]), type: 'DATA' }, undefined, newRequestId()))).serverMessage).toMatch(/^type/);
    expect((await iam.getRole(acme.id, hallATechnicians)).deviceGroupPermissions).toEqual(held.deviceGroupPermissions);

    await iam.deletePolicy(acme.id, packaging, undefined, newRequestId());
    expect((await iam.getRole(acme.id, hallATechnicians)).deviceGroupPermissions).toEqual([{ securityPolicyId: hallA, permission: 'ADMINISTRATOR' }]);
  });
});

describe('the read-only persona', () => {
  it('reads no roles and changes none', async () => {
    const { iam } = await clientsOf('bob');
    expect((await failure(iam.listRoles(acme.id, firstPage, undefined, 'DATA'))).status).toBe(403);
    expect((await failure(iam.createRole(acme.id, basics('Mine', 'DEVICE'), undefined, newRequestId()))).status).toBe(403);
    expect((await failure(iam.setModelPathPermissions(acme.id, boilerTemperatures, [], undefined, newRequestId()))).status).toBe(403);
    const { iam: asAlice } = await clientsOf('alice');
    expect(await asAlice.modelPathPermissions(acme.id, boilerTemperatures)).toHaveLength(1);
  });
});
