// The devices section's writes as src/features/devices/flows.ts provides them, in node against the sandbox: a preset
// applied, an import token handed out, a device moved with a token once its destination is known, and the fleet's
// columns kept for the person. Each says why not in the person's words, and a retry after a failure is the same
// request.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { provideDeviceMachines } from '../../../src/features/devices/flows';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { describeError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { mappingEndpoints } from '../../../src/platform/mappingEndpoints';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { createVpnClient } from '../../../src/platform/vpnClient';
import { store } from '../../../sandbox/store';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf } from '../platform/sandboxClients';

const server = setupSandboxServer();
const sent: { method: string; path: string; requestId: string | null }[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (request.method !== 'GET' && !path.startsWith('/__sandbox')) sent.push({ method: request.method, path, requestId: request.headers.get(requestIdHeader) });
});

async function flowsOf(username: string, organization = 'acme') {
  const clients = await clientsOf(username, organization);
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => clients.token });
  sent.length = 0;
  return provideDeviceMachines({
    alarms: clients.alarms,
    mappings: clients.mappings,
    platformController: clients.platform,
    presets: clients.presets,
    coreHttp: http(servicePrefixes.core),
    vpn: createVpnClient(http(servicePrefixes.vpn)),
  });
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const reason = (flow: AnyActorRef) => i18n._(describeError((flow.getSnapshot() as { context: { error?: unknown } }).context.error));
const settled = (flow: AnyActorRef) => waitFor(flow, (snapshot) => snapshot.value === 'saved' || snapshot.value === 'failed');
const answer = (flow: AnyActorRef) => (flow.getSnapshot() as { context: { result?: unknown } }).context.result;

async function fault(method: string, path: string, status: number) {
  const set = await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ [`${method} ${path}`]: { status, times: 1 } }) });
  expect(set.status).toBe(204);
}

describe("the devices section's writes", () => {
  it('applies another preset to a device, and a retry after a failure is the same request', async () => {
    const flow = createActor((await flowsOf('alice')).applyPreset('acme', 'dev-acme-boiler-1')).start();
    await fault('PUT', mappingEndpoints.device('dev-acme-boiler-1'), 503);
    flow.send({ type: 'user.submit', draft: 'preset-boiler-eco' });
    await settled(flow);
    expect(flow.getSnapshot().value).toBe('failed');
    expect(reason(flow)).toBe('The service had a problem. Try again later.');

    flow.send({ type: 'user.submit', draft: 'preset-boiler-eco' });
    await settled(flow);
    expect(flow.getSnapshot().value).toBe('saved');
    expect(store().catalog.applied.get('dev-acme-boiler-1')).toBe('preset-boiler-eco');
    const [first, retry] = sent.splice(0);
    expect(retry?.requestId).toBe(first?.requestId);
  });

  it('hands out an import token of the organisation', async () => {
    const flow = createActor((await flowsOf('alice')).importToken(1)).start();
    flow.send({ type: 'user.submit', draft: undefined });
    await settled(flow);
    expect(answer(flow)).toMatchObject({ token: expect.stringMatching(/.+/), expiresAt: expect.any(Number) });
  });

  it("names a token's organisation, then moves the device there; an unknown token is said to be unknown", async () => {
    const flows = await flowsOf('alice');
    const destination = createActor(flows.importDestination()).start();
    destination.send({ type: 'user.submit', draft: 'IMPORT-NOBODY-0000' });
    await settled(destination);
    expect(destination.getSnapshot().value).toBe('failed');
    expect(reason(destination)).toBe('This item was not found. It may have been deleted.');

    destination.send({ type: 'user.submit', draft: 'IMPORT-GLOBEX-7Q4M' });
    await settled(destination);
    expect(answer(destination)).toMatchObject({ resourceId: 'globex', name: 'Globex' });

    const move = createActor(flows.moveDevice(1, 'dev-acme-boiler-2')).start();
    move.send({ type: 'user.submit', draft: 'IMPORT-GLOBEX-7Q4M' });
    await settled(move);
    expect(move.getSnapshot().value).toBe('saved');
    expect(store().devices.moved.get('dev-acme-boiler-2')).toMatchObject({ orgResourceId: 'globex' });
  });

  it("keeps the fleet's columns for the person, the newest choice last", async () => {
    const flow = createActor((await flowsOf('alice')).fleetColumns({ organization: 'acme', username: 'alice' }), {
      input: { defaults: 'model,connection,lastSeen,tags' },
    }).start();
    await waitFor(flow, (snapshot) => snapshot.value === 'ready');
    flow.send({ type: 'setting.change', value: 'model,groups' });
    flow.send({ type: 'setting.change', value: 'groups' });
    expect(flow.getSnapshot().context.value).toBe('groups');
    await waitFor(flow, (snapshot) => snapshot.value === 'ready');
    expect(store().userProperties.filter(({ key }) => key === 'portal:fleetColumns')).toEqual([
      { username: 'alice', orgResourceId: 'acme', key: 'portal:fleetColumns', value: 'groups' },
    ]);
  });
});
