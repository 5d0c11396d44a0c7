// The mappings service's model names, versions and validation, and the core's model paths, through the portal's
// clients against the sandbox's handlers (msw/node): what each answers, what it refuses, and that a validation
// stores nothing.
import { describe, expect, it } from 'vitest';
import type { ModelWrite } from '../../../src/platform/mappingTypes';
import { newRequestId } from '../../../src/platform/requestIds';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf, failure } from '../platform/sandboxClients';

setupSandboxServer();

const chiller = (version: string, properties: Record<string, { type: string }>): ModelWrite => ({
  name: `Chiller:${version}`,
  data: { type: 'object', instanceOf: `Chiller:${version}`, properties },
});
const chillerPaths = { 'Chiller/Temperature': { type: 'double' }, 'Chiller/Running': { type: 'boolean' } };

describe('model names', () => {
  it('names each model the organisation sees once, in order, however many versions it has', async () => {
    const { mappings, presets } = await clientsOf('alice', 'acme');
    await presets.createModel('acme', chiller('1.1.0', chillerPaths), undefined, newRequestId());
    expect(await mappings.modelNames('acme')).toEqual(['Boiler', 'Chiller', 'Conveyor']);
  });

  it("a sub-organisation sees the platform's names, and its parent's once shared", async () => {
    const { mappings } = await clientsOf('alice', 'acme.acme-north');
    expect(await mappings.modelNames('acme.acme-north')).toEqual(['Boiler', 'Conveyor']);
  });
});

describe('model versions', () => {
  it('lists a model’s versions, the newest first, each with when it was made', async () => {
    const { mappings, presets } = await clientsOf('alice', 'acme');
    const before = Date.now();
    await presets.createModel('acme', chiller('1.1.0', chillerPaths), undefined, newRequestId());
    const versions = await mappings.modelVersions('acme', 'Chiller');
    expect(versions.map(({ id, version }) => ({ id, version }))).toEqual([
      { id: 'model-chiller-1.1.0', version: '1.1.0' },
      { id: 'model-chiller-1.0.0', version: '1.0.0' },
    ]);
    expect(versions[0]!.creationDate).toBeGreaterThanOrEqual(before);
    expect(versions[1]!.creationDate).toBe(Date.UTC(2026, 2, 9, 14, 30));
  });

  it('answers 404 for a model the organisation does not see', async () => {
    const { mappings } = await clientsOf('alice', 'acme.acme-north');
    expect((await failure(mappings.modelVersions('acme.acme-north', 'Chiller'))).status).toBe(404);
  });
});

describe('model validation', () => {
  it('passes a new version nobody has, and stores nothing', async () => {
    const { mappings } = await clientsOf('alice', 'acme');
    expect(await mappings.validateModel('acme', chiller('2.0.0', chillerPaths), undefined)).toEqual([]);
    expect((await mappings.modelVersions('acme', 'Chiller')).map(({ version }) => version)).toEqual(['1.0.0']);
  });

  it('refuses a version that exists, and paths out of the rules, at their fields', async () => {
    const { mappings } = await clientsOf('alice', 'acme');
    expect(await mappings.validateModel('acme', chiller('1.0.0', { 'Chiller/Temperature': { type: 'double' }, 'Chiller//Flow': { type: 'double' } }), undefined)).toEqual([
      { code: 'invalid', field: 'path', path: 'Chiller//Flow', message: "paths[1]: a path is names of letters, digits, '_' or '-' joined by '/'" },
      { code: 'versionExists', field: 'version', message: 'version: Chiller 1.0.0 exists already' },
    ]);
  });

  it('refuses, for a version changed in place, dropping or retyping a path its preset reads', async () => {
    const { mappings } = await clientsOf('alice', 'acme');
    const change = chiller('1.0.0', { 'Chiller/Temperature': { type: 'integer' }, 'Chiller/Supply': { type: 'double' } });
    expect(await mappings.validateModel('acme', change, 'model-chiller-1.0.0')).toEqual([
      { code: 'pathInUse', field: 'path', path: 'Chiller/Temperature', preset: 'Chiller-standard', message: 'Preset Chiller-standard reads Chiller/Temperature as double' },
      { code: 'pathInUse', field: 'paths', path: 'Chiller/Running', preset: 'Chiller-standard', message: 'Preset Chiller-standard reads Chiller/Running, which the change drops' },
    ]);
    // What it refuses, the write is refused too.
    expect((await failure(mappings.validateModel('acme', change, 'model-boiler-1.0.0'))).status).toBe(409);
  });

  it('a reader may ask; one outside the organisation may not', async () => {
    const { mappings } = await clientsOf('bob', 'acme');
    expect(await mappings.validateModel('acme', chiller('3.0.0', chillerPaths), undefined)).toEqual([]);
    expect((await failure(mappings.validateModel('globex', chiller('3.0.0', chillerPaths), undefined))).status).toBe(403);
  });
});

describe("the core's model paths", () => {
  it('lists the registered paths, adds one a model version of that major holds, and refuses it twice', async () => {
    const { iam } = await clientsOf('alice', 'acme');
    const first = await iam.modelPaths(1, { page: 0, pageSize: 20 });
    expect(first.content).toEqual([{ id: 1, modelPath: 'Boiler:1/Boiler/Temperature' }]);
    expect(await iam.createModelPath(1, 'Chiller:1/Chiller/Running', undefined, newRequestId())).toEqual({ id: 2, modelPath: 'Chiller:1/Chiller/Running' });
    expect((await iam.modelPaths(1, { page: 0, pageSize: 20, search: 'chiller' })).content.map(({ modelPath }) => modelPath)).toEqual(['Chiller:1/Chiller/Running']);
    expect((await failure(iam.createModelPath(1, 'Chiller:1/Chiller/Running', undefined, newRequestId()))).status).toBe(409);
  });

  it('refuses a path no version of that major holds, or one not of the form', async () => {
    const { iam } = await clientsOf('alice', 'acme');
    expect((await failure(iam.createModelPath(1, 'Chiller:2/Chiller/Running', undefined, newRequestId()))).status).toBe(400);
    expect((await failure(iam.createModelPath(1, 'Chiller:1/Chiller/Flow', undefined, newRequestId()))).status).toBe(400);
    expect((await failure(iam.createModelPath(1, 'Chiller/Running', undefined, newRequestId()))).status).toBe(400);
  });

  it('a reader lists them but may not add one', async () => {
    const { iam } = await clientsOf('bob', 'acme');
    expect((await iam.modelPaths(1, { page: 0, pageSize: 20 })).totalElements).toBe(1);
    expect((await failure(iam.createModelPath(1, 'Chiller:1/Chiller/Running', undefined, newRequestId()))).status).toBe(403);
  });

  it('a retry of a lost answer, under the same request id, adds the path once', async () => {
    const { iam } = await clientsOf('alice', 'acme');
    const requestId = newRequestId();
    const added = await iam.createModelPath(1, 'Boiler:1/Boiler/Pressure', undefined, requestId);
    expect(await iam.createModelPath(1, 'Boiler:1/Boiler/Pressure', undefined, requestId)).toEqual(added);
    expect((await iam.modelPaths(1, { page: 0, pageSize: 20 })).totalElements).toBe(2);
  });
});
