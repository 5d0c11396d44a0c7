// The models screen's flows over names, versions, validation and the core's model paths (src/features/devices/models
// /flows.ts), on the platform as the portal builds it over the sandbox: a new model's form reads the names taken, the
// check answers what the service refuses and stores nothing, the versions come newest first, and a model path is
// registered once however often the lost answer's request is retried.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideModelMachines } from '../../../src/features/devices/models/flows';
import type { Model } from '../../../src/platform/mappingTypes';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { heldAnswers } from '../../../sandbox/faults';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { heldTimeouts, runOutHeldLimits, type HeldLimits } from '../heldLimits';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
let limits: HeldLimits | undefined;
afterEach(() => {
  limits?.restore();
  limits = undefined;
});

const chiller: Model = {
  id: 'model-chiller-1.0.0',
  name: 'Chiller',
  version: '1.0.0',
  json: { type: 'object', instanceOf: 'Chiller:1.0.0', properties: { 'Chiller/Temperature': { type: 'double' }, 'Chiller/Running': { type: 'boolean' } } },
  subOrgsEnabledToView: false,
  orgResourceId: 'acme',
};

const flowsOf = async () => provideModelMachines(await signedInPlatform('alice', 'acme'));

describe('the model form and its check', () => {
  it('a new model reads the names the organisation sees; an edited one reads nothing', async () => {
    const flows = await flowsOf();
    const creating = createActor(flows.modelForm('acme', undefined)).start();
    expect((await waitFor(creating, (snapshot) => snapshot.value === 'editing')).context.data).toEqual({ names: ['Boiler', 'Chiller', 'Conveyor'] });
    const editing = createActor(flows.modelForm('acme', chiller)).start();
    expect((await waitFor(editing, (snapshot) => snapshot.value === 'editing')).context.data).toEqual({ model: chiller, names: [] });
  });

  it('checks an in-place change as a change of that version, and a higher version as a new one', async () => {
    const flows = await flowsOf();
    const check = createActor(flows.modelCheck('acme', chiller)).start();
    check.send({ type: 'user.submit', draft: { name: 'Chiller', version: '1.0.0', paths: [{ path: 'Chiller/Temperature', type: 'double' }] } });
    const inPlace = await waitFor(check, (snapshot) => snapshot.value === 'saved');
    expect(inPlace.context.result).toEqual([
      { code: 'pathInUse', field: 'paths', path: 'Chiller/Running', preset: 'Chiller-standard', message: 'Preset Chiller-standard reads Chiller/Running, which the change drops' },
    ]);
    check.send({ type: 'user.edit' });
    check.send({ type: 'user.submit', draft: { name: 'Chiller', version: '1.1.0', paths: [{ path: 'Chiller/Temperature', type: 'double' }] } });
    expect((await waitFor(check, (snapshot) => snapshot.value === 'saved' && snapshot.context.draft?.version === '1.1.0')).context.result).toEqual([]);
    // Judged, not stored.
    const versions = createActor(flows.modelVersions('acme'), { input: { query: { name: 'Chiller' } } }).start();
    expect((await waitFor(versions, (snapshot) => snapshot.context.data !== undefined)).context.data?.map(({ version }) => version)).toEqual(['1.0.0']);
  });
});

describe("the core's model paths", () => {
  it('registers one under the attempt’s request id: a retry after the lost answer is the same request, applied once', async () => {
    const sent: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/modelPaths')) sent.push(request.headers.get(requestIdHeader));
    });
    const platform = await signedInPlatform('alice', 'acme', { timeouts: heldTimeouts });
    limits = runOutHeldLimits(heldAnswers);
    const flows = provideModelMachines(platform);
    // The service applies the first send but its answer comes after the portal stopped waiting.
    const held = await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ 'POST /modelPaths': { delay: 600_000, times: 1 } }) });
    expect(held.status).toBe(204);
    const register = createActor(flows.registerPath(1)).start();
    register.send({ type: 'user.submit', draft: 'Chiller:1/Chiller/Running' });
    await waitFor(register, (snapshot) => snapshot.value === 'failed');
    register.send({ type: 'user.submit', draft: 'Chiller:1/Chiller/Running' });
    expect((await waitFor(register, (snapshot) => snapshot.value === 'saved')).context.result).toEqual({ id: 2, modelPath: 'Chiller:1/Chiller/Running' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/.+/);
    expect(sent[1]).toBe(sent[0]);

    const list = createActor(flows.registeredPaths(1), { input: { pageSize: 20 } }).start();
    const shown = await waitFor(list, (snapshot) => snapshot.context.page !== undefined);
    expect(shown.context.page?.items).toEqual([
      { id: 1, modelPath: 'Boiler:1/Boiler/Temperature' },
      { id: 2, modelPath: 'Chiller:1/Chiller/Running' },
    ]);
  });
});
