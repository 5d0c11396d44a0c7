// The person's retry of a failed write is the same attempt: the flows as the app provides them send it again under
// the request id of the first send (src/platform/requestAttempts.ts), never a fresh one. The clients take the id as
// a required RequestId, so a flow cannot leave it out; this shows the flows pass the attempt's one through.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { provideTriggerMachines } from '../../src/features/triggers/flows';
import { provideApplicationMachines } from '../../src/features/vpn/flows';
import { servicePrefixes } from '../../src/platform/endpoints';
import { createHttpClient } from '../../src/platform/http';
import { createMappingClient } from '../../src/platform/mappingClient';
import { createPlatformClient } from '../../src/platform/platformClient';
import { requestIdHeader } from '../../src/platform/requestIds';
import { triggerEndpoints } from '../../src/platform/triggerEndpoints';
import { createTriggersClient, triggerWrite } from '../../src/platform/triggersClient';
import { createVpnClient } from '../../src/platform/vpnClient';
import { vpnEndpoints } from '../../src/platform/vpnEndpoints';
import { origin, setupSandboxServer } from '../../sandbox/testClient';
import { organizationToken } from './platform/sandboxClients';

const server = setupSandboxServer();
/** Every write sent: `<METHOD> <path>` and the request id it carried. */
const sent: { write: string; requestId: string | null }[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') sent.push({ write: `${request.method} ${new URL(request.url).pathname}`, requestId: request.headers.get(requestIdHeader) });
});
beforeEach(() => {
  sent.length = 0;
});

async function platformOf(username: string, organization: string) {
  const token = await organizationToken(username, organization);
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  return {
    triggers: createTriggersClient(http(servicePrefixes.trigger)),
    platformController: createPlatformClient(http(servicePrefixes.platform)),
    mappings: createMappingClient(http(servicePrefixes.mappings)),
    vpn: createVpnClient(http(servicePrefixes.vpn)),
  };
}

/** The next `times` requests ending in `key` ("<METHOD> <path suffix>") are refused with 503 before any service sees them. */
async function failNext(key: string, times = 1) {
  const response = await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ [key]: { status: 503, times } }) });
  expect(response.status).toBe(204);
}

const settle = <T extends AnyActorRef>(actor: T, done: (snapshot: { value: unknown; status: string; context: unknown }) => boolean) =>
  waitFor(actor, (snapshot) => done(snapshot as never));

/** The request ids the writes to `path` carried, in order. */
const idsOf = (method: string, path: string) => sent.filter(({ write }) => write === `${method} ${path}`).map(({ requestId }) => requestId);

describe('a write sent again after it failed carries the first send’s request id', () => {
  it('a new trigger rule saved again from its form', async () => {
    const platform = await platformOf('alice', 'acme');
    const [seeded] = (await platform.triggers.list('acme', { page: 0, pageSize: 1 })).data;
    const flow = createActor(provideTriggerMachines(platform).ruleForm('acme', undefined)).start();
    await settle(flow, (snapshot) => snapshot.value === 'editing');
    const draft = { ...triggerWrite(seeded!), name: 'Boiler too hot, night shift' };

    await failNext(`POST ${triggerEndpoints.triggers}`);
    flow.send({ type: 'user.submit', draft });
    await settle(flow, (snapshot) => snapshot.value === 'submitFailed');
    flow.send({ type: 'user.submit', draft: { ...draft } });
    await settle(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');

    expect(flow.getSnapshot().status).toBe('done');
    const ids = idsOf('POST', `${servicePrefixes.trigger}${triggerEndpoints.triggers}`);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a rule switched off again from the list', async () => {
    const platform = await platformOf('alice', 'acme');
    const list = createActor(provideTriggerMachines(platform).rules('acme'), { input: { pageSize: 20 } }).start();
    await settle(list, (snapshot) => (snapshot.value as { ready?: string }).ready === 'idle');
    const rule = list.getSnapshot().context.page!.items[0]!;
    const path = triggerEndpoints.trigger(rule.id);

    await failNext(`PUT ${path}`);
    list.send({ type: 'user.act', action: { kind: 'toggle', rule } });
    await settle(list, (snapshot) => (snapshot.context as { actionError?: unknown }).actionError !== undefined);
    list.send({ type: 'user.act', action: { kind: 'toggle', rule } });
    await settle(list, (snapshot) => idsOf('PUT', `${servicePrefixes.trigger}${path}`).length === 2 && (snapshot.value as { ready?: string }).ready === 'idle');

    const ids = idsOf('PUT', `${servicePrefixes.trigger}${path}`);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect((await platform.triggers.get('acme', rule.id)).enabled).toBe(!rule.enabled);
  });

  it('a remote application deleted again after its confirmation', async () => {
    const platform = await platformOf('alice', 'acme');
    const list = createActor(provideApplicationMachines(platform, 'lin').applications('acme'), { input: { pageSize: 20 } }).start();
    await settle(list, (snapshot) => (snapshot.value as { ready?: string }).ready === 'idle');
    const application = list.getSnapshot().context.page!.items[0]!;
    const path = vpnEndpoints.application('acme', application.id);
    const action = { kind: 'delete' as const, application };

    await failNext(`DELETE ${path}`);
    list.send({ type: 'user.act', action });
    list.send({ type: 'user.confirm' });
    await settle(list, (snapshot) => (snapshot.context as { actionError?: unknown }).actionError !== undefined);
    list.send({ type: 'user.act', action });
    list.send({ type: 'user.confirm' });
    await settle(list, (snapshot) => idsOf('DELETE', `${servicePrefixes.vpn}${path}`).length === 2 && (snapshot.value as { ready?: string }).ready === 'idle');

    const ids = idsOf('DELETE', `${servicePrefixes.vpn}${path}`);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
  });
});
