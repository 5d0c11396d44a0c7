// The sandbox's models, presets and device groups through the portal's own clients, so the two cannot drift: a
// model refused at its field, versions, a change that would orphan a preset refused, sharing a model and a preset
// with a sub-organisation,
// a preset created and read back (facts §5 POST /presets, GET /presets/{id}), the device configuration it produces, and
// a preset applied to a device (or refused for tags the device does not send). Device groups: sandbox/devices/groups.test.ts.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createMappingClient } from '../../src/platform/mappingClient';
import type { DataLink, IoTData } from '../../src/platform/mappingTypes';
import { createPlatformClient } from '../../src/platform/platformClient';
import { createPresetClient } from '../../src/platform/presetClient';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.mappings}`, getToken: () => token });
  const platform = createPlatformClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.platform}`, getToken: () => token }));
  return { mappings: createMappingClient(http), presets: createPresetClient(http), platform };
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const kiln = (version: string, properties: Record<string, { type: string }>) => ({
  name: `Kiln:${version}`,
  data: { type: 'object', instanceOf: `Kiln:${version}`, properties } satisfies IoTData,
});

function presetOf(instanceOf: string, name: string, sources: Record<string, string | DataLink>, minIntervalMs = 5_000) {
  return {
    name,
    data: {
      type: 'object',
      instanceOf,
      properties: Object.fromEntries(
        Object.entries(sources).map(([path, source]) => [
          path,
          {
            type: 'double',
            mode: 'R',
            datalink: typeof source === 'string' ? { source } : source,
            historyPolicy: { enabled: true },
            sendPolicy: { triggers: [{ type: 'onchange', changeMask: 'value', minIntervalMs, skipFirstNChanges: 0 }] },
          },
        ]),
      ),
    } satisfies IoTData,
  };
}

describe('models', () => {
  it('are created with their paths, refused at the field that is wrong, and kept apart by version', async () => {
    const { mappings, presets } = await clientsOf('alice');
    const bad = await failure(presets.createModel('acme', kiln('1.0', { 'Kiln/Temperature': { type: 'double' } }), undefined, newRequestId()));
    expect(bad.status).toBe(400);
    expect(bad.serverMessage).toContain('version');
    const badPath = await failure(presets.createModel('acme', kiln('1.0.0', { 'Kiln//Temperature': { type: 'double' } }), undefined, newRequestId()));
    expect(badPath.serverMessage).toContain('paths[0]');

    const created = await presets.createModel('acme', kiln('1.0.0', { 'Kiln/Temperature': { type: 'double' }, 'Kiln/Burner': { type: 'boolean' } }), undefined, newRequestId());
    expect(created).toMatchObject({ name: 'Kiln', version: '1.0.0' });
    expect((await failure(presets.createModel('acme', kiln('1.0.0', { 'Kiln/Temperature': { type: 'double' } }), undefined, newRequestId()))).status).toBe(409);
    await presets.createModel('acme', kiln('1.1.0', { 'Kiln/Temperature': { type: 'double' } }), undefined, newRequestId());

    const page = await mappings.modelPage('acme', { page: 0, pageSize: 20, search: 'kiln' });
    expect(page.data.map(({ name, version, orgResourceId }) => `${name} ${version} ${orgResourceId}`)).toEqual(['Kiln 1.1.0 acme', 'Kiln 1.0.0 acme']);
    const paths = await mappings.searchModelPaths('acme', { page: 0, pageSize: 20, text: 'burner' });
    expect(paths.data.map(({ modelName, modelVersion, path }) => `${modelName} ${modelVersion} ${path}`)).toEqual([
      'Boiler 1.0.0 Boiler/BurnerOn',
      'Kiln 1.0.0 Kiln/Burner',
    ]);
  });

  it('a platform model is not changed in place; a change that drops a path a preset reads is refused', async () => {
    const { presets } = await clientsOf('alice');
    expect((await failure(presets.deleteModel('acme', 'model-boiler-1.0.0', undefined, newRequestId()))).status).toBe(409);
    // Chiller-standard reads Chiller/Running.
    const dropped = await failure(
      presets.updateModel('acme', 'model-chiller-1.0.0', { name: 'Chiller:1.0.0', data: { type: 'object', instanceOf: 'Chiller:1.0.0', properties: { 'Chiller/Temperature': { type: 'double' } } } }, undefined, newRequestId()),
    );
    expect(dropped.status).toBe(409);
    expect((await failure(presets.deleteModel('acme', 'model-chiller-1.0.0', undefined, newRequestId()))).status).toBe(409);
    const changed = await presets.updateModel('acme', 'model-chiller-1.0.0', {
      name: 'Chiller:1.0.0',
      data: {
        type: 'object',
        instanceOf: 'Chiller:1.0.0',
        properties: { 'Chiller/Temperature': { type: 'double' }, 'Chiller/Running': { type: 'boolean' }, 'Chiller/Flow': { type: 'double' } },
      },
    }, undefined, newRequestId());
    expect(Object.keys(changed.json.properties)).toContain('Chiller/Flow');
  });

  it('a sub-organisation sees its parent’s model once shared', async () => {
    const { mappings, presets } = await clientsOf('alice');
    const names = async () => (await mappings.modelPage('acme.acme-north', { page: 0, pageSize: 20 })).data.map(({ name }) => name);
    expect(await names()).toEqual(['Boiler', 'Conveyor']);
    await presets.shareModel('acme', 'model-chiller-1.0.0', true, undefined, newRequestId());
    expect(await names()).toEqual(['Boiler', 'Chiller', 'Conveyor']);
    await presets.shareModel('acme', 'model-chiller-1.0.0', false, undefined, newRequestId());
    expect(await names()).toEqual(['Boiler', 'Conveyor']);
  });

  it('a reader may not create one', async () => {
    const { presets } = await clientsOf('bob');
    expect((await failure(presets.createModel('acme', kiln('1.0.0', { 'Kiln/Temperature': { type: 'double' } }), undefined, newRequestId()))).status).toBe(403);
  });
});

describe('presets', () => {
  it('a sub-organisation sees a preset of a shared model only once the preset is shared too; another’s is not its to share', async () => {
    const { presets } = await clientsOf('alice');
    await presets.shareModel('acme', 'model-chiller-1.0.0', true, undefined, newRequestId());
    const inNorth = async () => (await presets.presets('acme.acme-north', 'model-chiller-1.0.0')).map(({ name }) => name);
    expect(await inNorth()).toEqual([]);
    await presets.sharePreset('acme', 'preset-chiller-standard', true, undefined, newRequestId());
    expect(await inNorth()).toEqual(['Chiller-standard']);
    expect((await presets.presets('acme', 'model-chiller-1.0.0')).map(({ name, subOrgsEnabledToView }) => [name, subOrgsEnabledToView])).toEqual([
      ['Chiller-standard', true],
    ]);
    expect((await failure(presets.sharePreset('acme.acme-north', 'preset-chiller-standard', false, undefined, newRequestId()))).status).toBe(409);
    await presets.sharePreset('acme', 'preset-chiller-standard', false, undefined, newRequestId());
    expect(await inNorth()).toEqual([]);
  });

  it('a reader may not share one', async () => {
    const { presets } = await clientsOf('bob');
    expect((await failure(presets.sharePreset('acme', 'preset-chiller-standard', true, undefined, newRequestId()))).status).toBe(403);
  });

  it('are created in one call, read back with their sources, and produce a device configuration', async () => {
    const { mappings, presets } = await clientsOf('alice');
    await presets.createModel('acme', kiln('1.0.0', { 'Kiln/Temperature': { type: 'double' } }), undefined, newRequestId());
    const outOfRange = await failure(presets.createPreset('acme', presetOf('Kiln:1.0.0', 'Hall', { 'Kiln/Temperature': 'Boiler/Temperature' }, 3_601_000), undefined, newRequestId()));
    expect(outOfRange.serverMessage).toContain('minIntervalMs');
    const unmapped = await failure(presets.createPreset('acme', presetOf('Kiln:1.0.0', 'Hall', {}), undefined, newRequestId()));
    expect(unmapped.serverMessage).toContain('Kiln/Temperature');

    const presetId = await presets.createPreset('acme', presetOf('Kiln:1.0.0', 'Hall', { 'Kiln/Temperature': 'Boiler/Temperature' }), undefined, newRequestId());

    const kilnId = (await mappings.modelPage('acme', { page: 0, pageSize: 20, search: 'kiln' })).data[0]?.id ?? '';
    expect((await presets.presets('acme', kilnId)).map(({ id, name }) => ({ id, name }))).toEqual([{ id: presetId, name: 'Hall' }]);
    expect(await presets.presetSources('acme', presetId)).toEqual({ 'Kiln/Temperature': 'Boiler/Temperature' });
    expect((await failure(presets.presetSources('acme', 'preset-none'))).status).toBe(404);
    expect(await mappings.deviceConfiguration('acme', presetId)).toEqual({
      type: 'object',
      properties: {
        'Boiler/Temperature': {
          type: 'double',
          mode: 'R',
          modelPath: 'Kiln/Temperature',
          datalink: { source: 'Boiler/Temperature' },
          historyPolicy: { enabled: true },
          sendPolicy: { triggers: [{ type: 'onchange', changeMask: 'value', minIntervalMs: 5_000, skipFirstNChanges: 0 }] },
        },
      },
    });

    // The name is taken now: the same name again is refused at once.
    expect((await failure(presets.createPreset('acme', presetOf('Kiln:1.0.0', 'Hall', { 'Kiln/Temperature': 'Boiler/Pressure' }), undefined, newRequestId()))).status).toBe(409);
  });

  it('a formula link is checked by the platform controller, refused in a preset when malformed, its tags sent by the device it configures', async () => {
    const { mappings, presets, platform } = await clientsOf('alice');
    expect(await platform.validateFormula('acme', '{Boiler/Temperature} * 1.8 + 32')).toEqual([]);
    expect(await platform.validateFormula('acme', 'max(Pressure, 2) / (1 - {Boiler/Pressure})')).toEqual([]);
    // Each marker covers what is wrong, in editor columns (1-based, the end after it).
    expect(await platform.validateFormula('acme', '{Boiler/Temperature} * ')).toEqual([
      { severity: 8, message: 'The formula ends where a value was expected', startLineNumber: 1, startColumn: 24, endLineNumber: 1, endColumn: 24 },
    ]);
    expect(await platform.validateFormula('acme', 'cube(2)')).toMatchObject([{ startColumn: 1, endColumn: 5, message: expect.stringContaining('cube is not a function') }]);
    expect(await platform.validateFormula('acme', 'min(1)')).toMatchObject([{ message: 'min takes 2 to 8 value(s), not 1' }]);
    expect(await platform.validateFormula('acme', '(1 + 2')).toMatchObject([{ message: '")" is missing at the end' }]);
    expect(await platform.validateFormula('acme', '1 $ 2')).toMatchObject([{ startColumn: 3, message: '"$" is not allowed in a formula' }]);
    expect(await platform.validateFormula('acme', '{Boiler Temperature}')).toMatchObject([{ startColumn: 1, endColumn: 21 }]);

    const fahrenheit: DataLink = { type: 'formula', source: '{Boiler/Temperature} * 1.8 + 32' };
    const malformed = await failure(presets.createPreset('acme', presetOf('Chiller:1.0.0', 'F', { 'Chiller/Temperature': { type: 'formula', source: '1 +' }, 'Chiller/Running': 'Boiler/BurnerOn' }), undefined, newRequestId()));
    expect([malformed.status, malformed.serverMessage]).toEqual([400, expect.stringContaining('sources[0]: column 4')]);
    const presetId = await presets.createPreset('acme', presetOf('Chiller:1.0.0', 'F', { 'Chiller/Temperature': fahrenheit, 'Chiller/Running': 'Boiler/BurnerOn' }), undefined, newRequestId());
    // The device is told the formula under the path it feeds, beside the tag it sends as it is.
    expect(await mappings.deviceConfiguration('acme', presetId)).toMatchObject({
      properties: {
        'Chiller/Temperature': { modelPath: 'Chiller/Temperature', datalink: fahrenheit },
        'Boiler/BurnerOn': { modelPath: 'Chiller/Running', datalink: { source: 'Boiler/BurnerOn' } },
      },
    });
    // A conveyor sends no Boiler/Temperature for the formula to read.
    const conveyor = await failure(presets.applyPreset('acme', 'dev-acme-conveyor-1', presetId, undefined, newRequestId()));
    expect([conveyor.status, conveyor.serverMessage]).toEqual([409, expect.stringContaining('Boiler/Temperature')]);
    await presets.applyPreset('acme', 'dev-acme-boiler-1', presetId, undefined, newRequestId());
  });

  it('a device takes a preset whose tags it sends, reports it with its model, and keeps it from being deleted', async () => {
    const { mappings, presets } = await clientsOf('alice');
    const conveyor = await failure(presets.applyPreset('acme', 'dev-acme-conveyor-1', 'preset-chiller-standard', undefined, newRequestId()));
    expect(conveyor.status).toBe(409);
    expect(conveyor.serverMessage).toContain('Boiler/Temperature');

    await presets.applyPreset('acme', 'dev-acme-boiler-1', 'preset-chiller-standard', undefined, newRequestId());
    expect(await mappings.device('acme', 'dev-acme-boiler-1')).toMatchObject({
      presetId: 'preset-chiller-standard',
      presetName: 'Chiller-standard',
      modelName: 'Chiller',
      modelVersion: '1.0.0',
      configurationSent: true,
      configurationApplied: true,
    });
    // An offline device has it sent, not yet applied.
    await presets.applyPreset('acme', 'dev-acme-conveyor-2', 'preset-conveyor-fast', undefined, newRequestId());
    expect(await mappings.device('acme', 'dev-acme-conveyor-2')).toMatchObject({ presetName: 'Conveyor-fast', configurationApplied: false });
    expect((await mappings.devices('acme', { page: 0, pageSize: 20, model: 'Chiller' })).data.map(({ label }) => label)).toEqual(['Boiler Hall A']);
    expect((await failure(presets.deletePreset('acme', 'preset-chiller-standard', undefined, newRequestId()))).status).toBe(409);

    await presets.applyPreset('acme', 'dev-acme-boiler-1', 'preset-boiler-eco', undefined, newRequestId());
    await presets.deletePreset('acme', 'preset-chiller-standard', undefined, newRequestId());
    expect(await presets.presets('acme', 'model-chiller-1.0.0')).toEqual([]);
  });
});
