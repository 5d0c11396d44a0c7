// A device's core record as the panel's flows read and change it (src/features/devices/flows.ts), over the sandbox:
// the record found by the device's hardware id; a new label sent with its attempt's request id, a retry after a lost
// answer with the same one (applied once), and the label read back from the core.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { http, HttpResponse } from 'msw';
import { provideDeviceMachines } from '../../../src/features/devices/flows';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();

describe("a device's core record", () => {
  it('is found by the hardware id of the device', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const identity = createActor(provideDeviceMachines(platform).deviceIdentity(1, 'dev-acme-conveyor-1')).start();
    await waitFor(identity, (snapshot) => snapshot.value !== 'loading');
    expect(identity.getSnapshot().context.data).toEqual({ id: 3, alias: 'conveyor-line-1', label: 'Conveyor Line 1', hwId: 'dev-acme-conveyor-1', orgResourceId: 'acme' });
    identity.stop();
    const none = createActor(provideDeviceMachines(platform).deviceIdentity(1, 'dev-nowhere')).start();
    await waitFor(none, (snapshot) => snapshot.value !== 'loading');
    expect(none.getSnapshot().context.data).toBeNull();
    none.stop();
  });

  it('is relabelled with the request id of its attempt, a retry after a lost answer the same, and read back', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const patches: (string | null)[] = [];
    let lose = true;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && new URL(request.url).pathname.endsWith('/organizations/1/devices/4')) patches.push(request.headers.get(requestIdHeader));
    });
    // The first change is applied, but its answer is lost on the way back.
    server.use(
      http.patch('*/svc/core/api/v1/organizations/1/devices/4', async ({ request }) => {
        if (!lose) return undefined;
        lose = false;
        await fetch(request.clone());
        return HttpResponse.error();
      }),
    );
    const relabel = createActor(provideDeviceMachines(platform).relabel(1, 4)).start();
    relabel.send({ type: 'user.submit', draft: 'Conveyor Line 2 (dock)' });
    await waitFor(relabel, (snapshot) => snapshot.value === 'failed');
    relabel.send({ type: 'user.submit', draft: 'Conveyor Line 2 (dock)' });
    await waitFor(relabel, (snapshot) => snapshot.value === 'saved');
    expect(relabel.getSnapshot().context.result).toMatchObject({ id: 4, label: 'Conveyor Line 2 (dock)', hwId: 'dev-acme-conveyor-2' });
    expect(patches.length).toBeGreaterThanOrEqual(2);
    expect(new Set(patches).size).toBe(1);
    expect(patches[0]).toMatch(/\S/);
    relabel.stop();
  });
});
