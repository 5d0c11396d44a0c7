// The gateway's position write as src/features/vpn/flows.ts provides it, in node against the sandbox: a submit-only
// machine that saves, says why not, and sends the place again under the same request id after a failure.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideVpnMachines } from '../../../src/features/vpn/flows';
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
const positionPath = `${servicePrefixes.vpn}${vpnEndpoints.position('gw-acme-yard', 'acme')}`;
const sentIds: (string | null)[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname === positionPath) sentIds.push(request.headers.get(requestIdHeader));
});

async function flowsOf(username: string) {
  const token = await organizationToken(username, 'acme');
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  return provideVpnMachines(
    { vpn: createVpnClient(http(servicePrefixes.vpn)), iam: createIamClient(http(servicePrefixes.core)), deviceLicences: createDeviceLicenceClient(http(servicePrefixes.licenseManager)) },
    'lin',
  );
}

const yard = () => store().vpn.gateways.find(({ gatewayId }) => gatewayId === 'gw-acme-yard');
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe("a gateway's position", () => {
  it('is saved, and saved again after a change', async () => {
    const flow = createActor((await flowsOf('alice')).setPosition('acme', 'gw-acme-yard')).start();
    flow.send({ type: 'user.submit', draft: { latitude: 45.07, longitude: 7.25 } });
    await waitFor(flow, (snapshot) => snapshot.value === 'saved');
    expect(yard()?.position).toEqual({ latitude: 45.07, longitude: 7.25 });

    flow.send({ type: 'user.edit' });
    expect(flow.getSnapshot().value).toBe('idle');
    flow.send({ type: 'user.submit', draft: { latitude: -33.9, longitude: 18.42 } });
    await waitFor(flow, (snapshot) => snapshot.value === 'saved');
    expect(yard()?.position).toEqual({ latitude: -33.9, longitude: 18.42 });
    // Two places, two actions: each its own request id.
    expect(new Set(sentIds.splice(0)).size).toBe(2);
  });

  it('says why it was not saved, and the retry is the same request', async () => {
    const flow = createActor((await flowsOf('alice')).setPosition('acme', 'gw-acme-yard')).start();
    const faults = await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ [`POST ${vpnEndpoints.position('gw-acme-yard', 'acme')}`]: { status: 503, times: 1 } }) });
    expect(faults.status).toBe(204);
    flow.send({ type: 'user.submit', draft: { latitude: 45.07, longitude: 7.25 } });
    await waitFor(flow, (snapshot) => snapshot.value === 'failed');
    expect(i18n._(describeError(flow.getSnapshot().context.error))).toBe('The service had a problem. Try again later.');
    expect(yard()?.position).not.toEqual({ latitude: 45.07, longitude: 7.25 });

    flow.send({ type: 'user.submit', draft: { latitude: 45.07, longitude: 7.25 } });
    await waitFor(flow, (snapshot) => snapshot.value === 'saved');
    expect(yard()?.position).toEqual({ latitude: 45.07, longitude: 7.25 });
    const [first, retry] = sentIds.splice(0);
    expect(retry).toBe(first);
  });
});
