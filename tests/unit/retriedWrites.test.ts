// Writes are idempotent: the portal's flows as the app provides them, against the sandbox's
// handlers, with the first answer held back past the client's timeout while the service applies the request (an
// injected delay fault). The person's retry, the one the timeout message suggests, must then not write twice, and a
// create it completes says so. Every case runs both ways: against services that answer a repeated request id from
// their record (the portal configured with them as `idempotentServices`), and against services that ignore the id,
// as the facts' do (the portal reads back before sending again).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { provideDashboardListMachines } from '../../src/features/dashboards/listFlows';
import { provideDashboardMachines } from '../../src/features/dashboards/viewerFlows';
import { provideIamMachines, type UserDraft } from '../../src/features/iam/flows';
import { provideSecurityPolicyMachines } from '../../src/features/iam/securityPolicyFlows';
import { provideModelMachines } from '../../src/features/devices/models/flows';
import { provideNotificationMachines } from '../../src/features/notifications/flows';
import { defaultConfig } from '../../src/platform/config';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { servicePrefixes, type ServiceName } from '../../src/platform/endpoints';
import { readDocument } from '../../src/platform/dashboardClient';
import { emptyDocument } from '../../src/platform/dashboardDocument';
import { isPlatformError } from '../../src/platform/errors';
import { iamEndpoints, securityPolicyEndpoints } from '../../src/platform/iamEndpoints';
import type { IamUser } from '../../src/platform/iamTypes';
import { presetEndpoints } from '../../src/platform/mappingEndpoints';
import { notificationEndpoints } from '../../src/platform/notificationEndpoints';
import type { NotificationRuleWrite } from '../../src/platform/notificationTypes';
import { heldAnswers } from '../../sandbox/faults';
import { origin, setupSandboxServer } from '../../sandbox/testClient';
import { heldLimit, runOutHeldLimits, type HeldLimits } from './heldLimits';
import { clientsOf } from './platform/sandboxClients';
import { MemoryStorage } from './memoryStorage';

const server = setupSandboxServer();
const writes: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
});

const acme = { id: 1, resourceId: 'acme' };

/** The clients' limit: run out by the test once the held-back answer is all that is pending (./heldLimits.ts). */
const timeout = heldLimit;
/** The held-back answer comes after every test's end. */
const lateBy = 600_000;
let limits: HeldLimits | undefined;

beforeEach(() => {
  writes.length = 0;
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => {
  limits?.restore();
  limits = undefined;
  vi.unstubAllGlobals();
});

const ways = [
  { name: 'to services that answer a repeated request id', requestIds: true, idempotentServices: Object.keys(servicePrefixes) as ServiceName[] },
  { name: 'to services that do not, read back first', requestIds: false, idempotentServices: [] },
];

/**
 * The first request matching `key` ("<METHOD> <path suffix>") is handled at once and answered `lateBy` ms late; its
 * client gives up on it as soon as it is the only call pending.
 */
async function answerLate(key: string): Promise<void> {
  const response = await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ [key]: { delay: lateBy, times: 1 } }) });
  expect(response.status).toBe(204);
  limits?.restore();
  limits = runOutHeldLimits(heldAnswers);
}

const settle = <T extends AnyActorRef>(actor: T, done: (snapshot: { value: unknown; status: string; context: unknown }) => boolean) =>
  waitFor(actor, (snapshot) => done(snapshot as never));

const timedOut = (error: unknown) => isPlatformError(error, 'timeout');

describe.each(ways)('a write whose answer was lost, sent again $name', ({ requestIds, idempotentServices }) => {
  const config = { ...defaultConfig, idempotentServices };
  /** The writes the retry sent: again under the same id where the service answers repeats, none where read back. */
  const resent = requestIds ? 1 : 0;
  beforeEach(async () => {
    const response = await fetch(`${origin}/__sandbox/config`, { method: 'PUT', body: JSON.stringify({ requestIds }) });
    expect(response.status).toBe(200);
  });

  it('saves one version when the editor saves again after a timeout', async () => {
    const clients = await clientsOf('alice', 'acme', origin, { timeout });
    const flows = provideDashboardMachines({ dashboard: clients.dashboards, platformController: clients.platform, mappings: clients.mappings, alarms: clients.alarms, config });
    const id = 'dsh-boiler-hall-a';
    const before = await clients.dashboards.listVersions(id);
    const current = before.find((version) => version.current)!.version;
    const saved = readDocument(await clients.dashboards.getVersion(id, current));
    const editor = createActor(flows.editor, { input: { dashboardId: id, baseVersion: current, saved } }).start();
    editor.send({ type: 'editor.edit', label: 'Rename', document: { ...saved, name: 'Boiler hall A (night shift)' } });

    await answerLate(`POST ${dashboardEndpoints.versions(id)}`);
    editor.send({ type: 'editor.save', description: 'Night shift', publish: true });
    await settle(editor, (snapshot) => snapshot.value === 'editing' && (snapshot.context as { error?: unknown }).error !== undefined);
    expect(timedOut(editor.getSnapshot().context.error)).toBe(true);
    // The service stored it all the same.
    expect(await clients.dashboards.listVersions(id)).toHaveLength(before.length + 1);

    // "Try again": the same save.
    editor.send({ type: 'editor.save', description: 'Night shift', publish: true });
    await settle(editor, (snapshot) => snapshot.value === 'editing' && editor.getSnapshot().context.saved === editor.getSnapshot().context.present);
    expect(editor.getSnapshot().context.error).toBeUndefined();
    const after = await clients.dashboards.listVersions(id);
    expect(after).toHaveLength(before.length + 1);
    const [newest] = after;
    expect(newest).toMatchObject({ description: 'Night shift', current: true });
    expect(editor.getSnapshot().context.baseVersion).toBe(newest!.version);
    expect(writes.filter((write) => write.endsWith(`${id}/versions`))).toHaveLength(1 + resent);
    editor.stop();
  });

  it('creates one dashboard when the create dialog sends it again after a timeout', async () => {
    const clients = await clientsOf('alice', 'acme', origin, { timeout });
    const flow = createActor(provideDashboardListMachines({ dashboard: clients.dashboards, config }).createDashboard()).start();
    await settle(flow, (snapshot) => snapshot.value === 'editing');
    // As the dialog does: each submit makes the empty document anew, stamped with the time.
    const draft = (now: number) => ({
      name: 'Packaging line',
      description: 'Cartoner and palletiser',
      type: 'DASHBOARD' as const,
      json: JSON.stringify(emptyDocument({ id: 'new', name: 'Packaging line', description: '', pageTitle: 'Page 1', now })),
    });

    await answerLate(`POST ${dashboardEndpoints.dashboards}`);
    flow.send({ type: 'user.submit', draft: draft(1_000) });
    await settle(flow, (snapshot) => snapshot.value === 'submitFailed');
    expect(timedOut(flow.getSnapshot().context.error)).toBe(true);

    flow.send({ type: 'user.submit', draft: draft(2_000) });
    await settle(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');
    expect(flow.getSnapshot().value).toBe('done');
    const named = await clients.dashboards.listDashboards({ search: 'Packaging line' });
    expect(named.data.map((dashboard) => dashboard.id)).toEqual([flow.getSnapshot().context.result?.id]);
    expect(writes.filter((write) => write.endsWith(dashboardEndpoints.dashboards))).toHaveLength(1 + resent);
  });

  it('creates one preset, and says so, when the dialog sends it again after a timeout', async () => {
    const clients = await clientsOf('alice', 'acme', origin, { timeout });
    const flows = provideModelMachines({ mappings: clients.mappings, presets: clients.presets, platformController: clients.platform, iam: clients.iam, config });
    const preset = {
      name: 'Night',
      data: {
        type: 'object' as const,
        instanceOf: 'Chiller:1.0.0',
        properties: {
          'Chiller/Temperature': { type: 'double', mode: 'R' as const, datalink: { source: 'Boiler/Temperature' }, historyPolicy: { enabled: true } },
          'Chiller/Running': { type: 'boolean', mode: 'R' as const, datalink: { source: 'Boiler/BurnerOn' }, historyPolicy: { enabled: true } },
        },
      },
    };
    const send = flows.presetAttempts();

    await answerLate(`POST ${presetEndpoints.presets}`);
    const first = createActor(flows.presetCreation('acme', 'model-chiller-1.0.0', preset, send)).start();
    await settle(first, (snapshot) => snapshot.value === 'failed');
    expect(timedOut(first.getSnapshot().context.error)).toBe(true);

    // "Try again": the same preset, the same attempt.
    const again = createActor(flows.presetCreation('acme', 'model-chiller-1.0.0', preset, send)).start();
    await settle(again, (snapshot) => snapshot.value === 'done' || snapshot.value === 'failed');
    expect(again.getSnapshot().value).toBe('done');
    const named = (await clients.presets.presets('acme', 'model-chiller-1.0.0')).filter(({ name }) => name === 'Night');
    expect(named.map(({ id }) => id)).toEqual([again.getSnapshot().context.presetId]);
    expect(writes.filter((write) => write.endsWith(presetEndpoints.presets))).toHaveLength(1 + resent);
  });

  it('reports no "name already in use" when a new rule is sent again after a timeout', async () => {
    const clients = await clientsOf('alice', 'acme', origin, { timeout });
    const flow = createActor(provideNotificationMachines({ notifications: clients.notifications, config }).ruleForm('acme', undefined)).start();
    await settle(flow, (snapshot) => snapshot.value === 'editing');
    const rule: NotificationRuleWrite = {
      name: 'Burner faults',
      description: '',
      minimumSeverity: 4,
      ackTime: 10,
      enabled: true,
      nameFilters: ['Burner*'],
      extraFilters: [],
      deviceGroupFilters: [],
      recipientFilters: ['maintenance@acme.example'],
      days: ['MONDAY'],
    };

    await answerLate(`POST ${notificationEndpoints.rules}`);
    flow.send({ type: 'user.submit', draft: rule });
    await settle(flow, (snapshot) => snapshot.value === 'submitFailed');
    expect(timedOut(flow.getSnapshot().context.error)).toBe(true);

    flow.send({ type: 'user.submit', draft: { ...rule } });
    await settle(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');
    expect(flow.getSnapshot().context.error).toBeUndefined();
    expect(flow.getSnapshot().value).toBe('done');
    const rules = await clients.notifications.listRules('acme', { page: 0, pageSize: 50 });
    expect(rules.data.filter((candidate) => candidate.name === 'Burner faults')).toHaveLength(1);
    expect(flow.getSnapshot().context.result?.name).toBe('Burner faults');
    expect(writes.filter((write) => write.endsWith(notificationEndpoints.rules))).toHaveLength(1 + resent);
  });

  it('says a new role is created, not that its name is taken, when the dialog sends it again after a timeout', async () => {
    const clients = await clientsOf('alice', 'acme', origin, { timeout });
    const flow = createActor(provideIamMachines({ iam: clients.iam, config }).roleForm(acme, undefined)).start();
    await settle(flow, (snapshot) => snapshot.value === 'editing');
    const permissions = flow.getSnapshot().context.data!.permissions.slice(0, 2).map(({ id }) => id);
    const draft = { name: 'Shift leads', label: 'Shift leads', description: 'Night and weekend', enabled: true, applicationPermissions: permissions };

    await answerLate(`POST ${iamEndpoints.roles(acme.id)}`);
    flow.send({ type: 'user.submit', draft });
    await settle(flow, (snapshot) => snapshot.value === 'submitFailed');
    expect(timedOut(flow.getSnapshot().context.error)).toBe(true);

    flow.send({ type: 'user.submit', draft: { ...draft, applicationPermissions: [...permissions] } });
    await settle(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');
    expect(flow.getSnapshot().context.error).toBeUndefined();
    const named = (await clients.iam.listRoles(acme.id, { page: 0, pageSize: 20, search: 'Shift leads' })).content;
    expect(named.map((role) => role.id)).toEqual([flow.getSnapshot().context.result?.id]);
    expect(writes.filter((write) => write.endsWith(iamEndpoints.roles(acme.id)))).toHaveLength(1 + resent);
  });

  it('says a new user is created, not that the name is taken, and gives the roles, when sent again after a timeout', async () => {
    const clients = await clientsOf('alice', 'acme', origin, { timeout });
    const flow = createActor(provideIamMachines({ iam: clients.iam, config }).userForm(acme, undefined)).start();
    await settle(flow, (snapshot) => snapshot.value === 'editing');
    const viewer = flow.getSnapshot().context.data!.roles.find((role) => role.name === 'Viewer')!;
    const draft: UserDraft = { kind: 'create', user: { username: 'frank', email: 'frank@acme.example', password: 'frank-secret', requiredActions: [] }, roleIds: [viewer.id] };

    await answerLate(`POST ${iamEndpoints.users(acme.id)}`);
    flow.send({ type: 'user.submit', draft });
    await settle(flow, (snapshot) => snapshot.value === 'submitFailed');
    expect(timedOut(flow.getSnapshot().context.error)).toBe(true);

    flow.send({ type: 'user.submit', draft: { ...draft } });
    await settle(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');
    expect(flow.getSnapshot().context.error).toBeUndefined();
    const created = flow.getSnapshot().context.result as IamUser;
    expect(created.username).toBe('frank');
    const named = (await clients.iam.listUsers(acme.id, { page: 0, pageSize: 20, search: 'frank' })).content;
    expect(named.map((user) => user.id)).toEqual([created.id]);
    const [personal] = await clients.iam.userGroups(acme.id, created.id, 'SELF_USER_ANY');
    expect((await clients.iam.getGroup(acme.id, personal!.id)).roles.map((role) => role.id)).toEqual([viewer.id]);
    expect(writes.filter((write) => write.endsWith(iamEndpoints.users(acme.id)))).toHaveLength(1 + resent);
  });

  it('says a new user group and a new security policy are saved, not that their names are taken, when sent again after a timeout', async () => {
    const clients = await clientsOf('alice', 'acme', origin, { timeout });
    const group = createActor(provideIamMachines({ iam: clients.iam, config }).groupName(acme, undefined)).start();
    const policy = createActor(provideSecurityPolicyMachines({ iam: clients.iam, mappings: clients.mappings, config }).policyForm(acme, undefined)).start();
    for (const [flow, path, name] of [
      [group, iamEndpoints.userGroups(acme.id), 'Night shift'],
      [policy, securityPolicyEndpoints.policies(acme.id), 'Hall B'],
    ] as const) {
      await settle(flow, (snapshot) => snapshot.value === 'editing');
      await answerLate(`POST ${path}`);
      flow.send({ type: 'user.submit', draft: { name } });
      await settle(flow, (snapshot) => snapshot.value === 'submitFailed');
      expect(timedOut(flow.getSnapshot().context.error)).toBe(true);
      flow.send({ type: 'user.submit', draft: { name } });
      await settle(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');
      expect(flow.getSnapshot().context.error).toBeUndefined();
      expect(flow.getSnapshot().context.result?.name).toBe(name);
      expect(writes.filter((write) => write.endsWith(path))).toHaveLength(1 + resent);
    }
    expect((await clients.iam.listGroups(acme.id, { page: 0, pageSize: 20, search: 'Night shift' }, 'STANDARD')).content).toHaveLength(1);
    expect((await clients.iam.listPolicies(acme.id, { page: 0, pageSize: 20, search: 'Hall B' })).content).toHaveLength(1);
  });

  it('writes anew when the person changes the request before sending it again', async () => {
    const clients = await clientsOf('alice', 'acme', origin, { timeout });
    const flow = createActor(provideDashboardListMachines({ dashboard: clients.dashboards, config }).createDashboard()).start();
    await settle(flow, (snapshot) => snapshot.value === 'editing');
    const draft = (name: string) => ({ name, description: '', type: 'DASHBOARD' as const, json: JSON.stringify(emptyDocument({ id: 'new', name, description: '', pageTitle: 'Page 1', now: 0 })) });

    await answerLate(`POST ${dashboardEndpoints.dashboards}`);
    flow.send({ type: 'user.submit', draft: draft('Paint shop') });
    await settle(flow, (snapshot) => snapshot.value === 'submitFailed');
    flow.send({ type: 'user.submit', draft: draft('Paint shop 2') });
    await settle(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');
    expect(flow.getSnapshot().value).toBe('done');
    // Another request is another action: the service is not asked to repeat the first one.
    const names = (await clients.dashboards.listDashboards({ search: 'Paint shop' })).data.map((dashboard) => dashboard.name).sort();
    expect(names).toEqual(['Paint shop', 'Paint shop 2']);
  });
});
