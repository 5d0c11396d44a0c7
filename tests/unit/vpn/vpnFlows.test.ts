// The remote-access section's writes as src/features/vpn/flows.ts provides them, in node against the sandbox: each is
// a submit-only machine that saves and shows the service's answer, says why not in the person's words, and sends
// the same request again (the same request id) when the person retries after a failure.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { provideApplicationMachines, provideVpnMachines } from '../../../src/features/vpn/flows';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { describeError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createIamClient } from '../../../src/platform/iamClient';
import { createDeviceLicenceClient } from '../../../src/platform/deviceLicenceClient';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { createVpnClient } from '../../../src/platform/vpnClient';
import { vpnEndpoints } from '../../../src/platform/vpnEndpoints';
import { store } from '../../../sandbox/store';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { organizationToken } from '../platform/sandboxClients';

const server = setupSandboxServer();
const sent: { method: string; path: string; requestId: string | null }[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET' && new URL(request.url).pathname.startsWith(servicePrefixes.vpn)) sent.push({ method: request.method, path: new URL(request.url).pathname, requestId: request.headers.get(requestIdHeader) });
});

async function flowsOf(username: string, organization = 'acme') {
  const token = await organizationToken(username, organization);
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  const platform = {
    vpn: createVpnClient(http(servicePrefixes.vpn)),
    iam: createIamClient(http(servicePrefixes.core)),
    deviceLicences: createDeviceLicenceClient(http(servicePrefixes.licenseManager)),
  };
  sent.length = 0;
  return { ...provideVpnMachines(platform, 'lin'), ...provideApplicationMachines(platform, 'lin') };
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
/** What the person reads of the flow's failure. */
const reason = (flow: AnyActorRef) => i18n._(describeError((flow.getSnapshot() as { context: { error?: unknown } }).context.error));
const settled = (flow: AnyActorRef) => waitFor(flow, (snapshot) => snapshot.value === 'saved' || snapshot.value === 'failed');
const answer = (flow: AnyActorRef) => (flow.getSnapshot() as { context: { result?: unknown } }).context.result;

/** The next `times` answers of `method path` (a path of the service, without its prefix) are `status`. */
async function fault(method: string, path: string, status: number, times = 1) {
  const set = await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ [`${method} ${path}`]: { status, times } }) });
  expect(set.status).toBe(204);
}

const gatewayOf = (gatewayId: string) => store().vpn.gateways.find((gateway) => gateway.gatewayId === gatewayId);

describe("the remote-access section's writes", () => {
  it("saves a gateway's settings, and a retry after a failure is the same request", async () => {
    const flow = createActor((await flowsOf('alice')).updateGateway('acme', 'gw-acme-yard')).start();
    await fault('PATCH', vpnEndpoints.gatewaySettings('gw-acme-yard', 'acme'), 503);
    flow.send({ type: 'user.submit', draft: { name: 'Yard gateway north' } });
    await settled(flow);
    expect(flow.getSnapshot().value).toBe('failed');
    expect(reason(flow)).toBe('The service had a problem. Try again later.');
    expect(gatewayOf('gw-acme-yard')?.name).toBe('Yard gateway');

    flow.send({ type: 'user.submit', draft: { name: 'Yard gateway north' } });
    await settled(flow);
    expect(flow.getSnapshot().value).toBe('saved');
    expect(gatewayOf('gw-acme-yard')?.name).toBe('Yard gateway north');
    const [first, retry] = sent.splice(0);
    expect(retry?.requestId).toBe(first?.requestId);
  });

  it('downloads the edge configuration file the service names, and says why not for a reader', async () => {
    const flow = createActor((await flowsOf('alice')).edgeConfigFile('acme', 'gw-acme-bench')).start();
    flow.send({ type: 'user.submit', draft: 'ACME-7K2M-4Q9P' });
    await settled(flow);
    expect(answer(flow)).toMatchObject({ name: 'edge-gw-acme-bench.conf', content: expect.stringContaining('activationKey=ACME-7K2M-4Q9P') });

    const refused = createActor((await flowsOf('bob')).edgeConfigFile('acme', 'gw-acme-boiler')).start();
    refused.send({ type: 'user.submit', draft: 'ACME-7K2M-4Q9P' });
    await settled(refused);
    expect(refused.getSnapshot().value).toBe('failed');
    expect(reason(refused)).toBe('You are not allowed to do this.');
  });

  it("resets the gateway's VPN connection, dropping whoever was connected", async () => {
    const flows = await flowsOf('alice');
    const connect = createActor(flows.connect('acme'), { input: {} }).start();
    connect.send({ type: 'user.connect', target: { gatewayId: 'gw-acme-bench', otpRequired: false } });
    await waitFor(connect, (snapshot) => snapshot.value === 'appInfo');
    connect.send({ type: 'user.continue' });
    await waitFor(connect, (snapshot) => snapshot.value === 'connected');
    expect(store().vpn.connections.has('acme/gw-acme-bench')).toBe(true);

    const reset = createActor(flows.resetConnection('acme', 'gw-acme-bench')).start();
    reset.send({ type: 'user.submit', draft: undefined });
    await settled(reset);
    expect(reset.getSnapshot().value).toBe('saved');
    expect(store().vpn.connections.has('acme/gw-acme-bench')).toBe(false);
  });

  it('deletes an endpoint of the gateway', async () => {
    const flow = createActor((await flowsOf('alice')).deleteEndpoint('acme', 'gw-acme-boiler')).start();
    flow.send({ type: 'user.submit', draft: 'gw-acme-boiler-ep2' });
    await settled(flow);
    expect(flow.getSnapshot().value).toBe('saved');
    expect(gatewayOf('gw-acme-boiler')?.endpoints.map(({ name }) => name)).toEqual(['Boiler PLC']);
  });

  it('issues companion credentials and sets an application password; one out of range is refused by the service', async () => {
    const flows = await flowsOf('bob');
    const credentials = createActor(flows.requestCredentials('acme')).start();
    credentials.send({ type: 'user.submit', draft: undefined });
    await settled(credentials);
    expect(answer(credentials)).toMatchObject({ username: 'bob/acme', password: expect.stringMatching(/^[0-9a-f]{32}$/) });

    const password = createActor(flows.setApplicationPassword('acme')).start();
    password.send({ type: 'user.submit', draft: 'short' });
    await settled(password);
    expect(password.getSnapshot().value).toBe('failed');
    expect(reason(password)).toBe('The service did not accept the values. Check them and try again.');
    password.send({ type: 'user.submit', draft: 'correct horse battery' });
    await settled(password);
    expect(password.getSnapshot().value).toBe('saved');
    expect(store().vpn.applicationPasswords.get('bob/acme')).toBe('correct horse battery');
  });

  it('adds a favourite and removes it, each change its own request', async () => {
    const flow = createActor((await flowsOf('alice', 'globex')).favouriteChange('globex', 'alice')).start();
    const favourite = { gateway: 'Paint shop gateway', endpoint: 'Paint robot', applicationProfile: 'Standard', application: 'Web panel' };
    flow.send({ type: 'user.submit', draft: { add: favourite } });
    await settled(flow);
    const added = store().vpn.favourites.find(({ endpoint }) => endpoint === 'Paint robot');
    expect(added).toMatchObject({ username: 'alice', orgResourceId: 'globex', ...favourite });

    flow.send({ type: 'user.submit', draft: { remove: added?.id ?? '' } });
    await settled(flow);
    expect(store().vpn.favourites.map(({ endpoint }) => endpoint)).toEqual(['Press PLC']);
    const [add, remove] = sent.splice(0);
    expect(remove?.requestId).not.toBe(add?.requestId);
  });

  it('asks what the companion app runs to open an application, and says why not on an offline gateway', async () => {
    const flow = createActor((await flowsOf('alice', 'globex')).launch('globex')).start();
    flow.send({ type: 'user.submit', draft: { gatewayName: 'Paint shop gateway', endpointName: 'Paint robot', actionName: 'Web panel' } });
    await settled(flow);
    expect(answer(flow)).toEqual([{ type: 'openUrl', url: 'http://10.8.1.21:80/' }]);

    flow.send({ type: 'user.submit', draft: { gatewayName: 'Silo gateway', endpointName: 'Silo level sensor', actionName: 'Web panel' } });
    await settled(flow);
    expect(flow.getSnapshot().value).toBe('failed');
    expect(reason(flow)).toBe('This change conflicts with the current data, for example a name already in use. Reload and try again.');
  });

  it("activates a gateway licence's VPN time and switches its renewal", async () => {
    const flows = await flowsOf('alice');
    const activate = createActor(flows.activateVpn('acme')).start();
    activate.send({ type: 'user.submit', draft: { logicalId: 'logical-gw-acme-yard-dev', numOfSeconds: 30 * 86_400, autorenew: false } });
    await settled(activate);
    expect(activate.getSnapshot().value).toBe('saved');
    const licence = () => store().licences.licences.find(({ logicalId }) => logicalId === 'logical-gw-acme-yard-dev');
    expect(licence()).toMatchObject({ vpnAutorenew: false, toDateVpn: expect.any(String) });

    const renewal = createActor(flows.vpnAutorenew('acme', 'logical-gw-acme-yard-dev')).start();
    renewal.send({ type: 'user.submit', draft: true });
    await settled(renewal);
    expect(renewal.getSnapshot().value).toBe('saved');
    expect(licence()?.vpnAutorenew).toBe(true);
  });
});
