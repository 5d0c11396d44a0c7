// Moving a device to another organisation through the core service, with the portal's own clients: the destination's
// import token is generated and verified, the device moves with its label and data, the token is used up, and a token
// of the device's own organisation or an unknown one is refused naming the field.
import { describe, expect, it } from 'vitest';
import { createDeviceMoveClient } from '../../src/platform/deviceMoveClient';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createMappingClient } from '../../src/platform/mappingClient';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { seededImportToken } from './registry';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (service: 'core' | 'mappings') => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes[service]}`, getToken: () => token });
  return { moves: createDeviceMoveClient(http('core')), mappings: createMappingClient(http('mappings')) };
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

// Organisation ids of the seed: acme 1, globex 2, initech 3.
describe('moving a device', () => {
  it('the destination’s token moves the device there, once', async () => {
    const { moves, mappings } = await clientsOf('alice');
    const { token, expiresAt } = await moves.generateImportToken(2, undefined, newRequestId());
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(await moves.verifyImportToken(token)).toEqual({ organizationId: 2, resourceId: 'globex', name: 'Globex' });

    await moves.moveDevice(1, 'dev-acme-boiler-2', token, undefined, newRequestId());
    expect((await mappings.devices('acme', { page: 0, pageSize: 50 })).data.map(({ deviceId }) => deviceId)).not.toContain('dev-acme-boiler-2');
    expect(await mappings.device('globex', 'dev-acme-boiler-2')).toMatchObject({ label: 'Boiler Hall B', orgResourceId: 'globex' });
    // Used up.
    expect((await failure(moves.verifyImportToken(token))).status).toBe(404);
    expect((await failure(moves.moveDevice(1, 'dev-acme-boiler-1', token, undefined, newRequestId()))).serverMessage).toContain('organizationImportToken');
  });

  it('a token of the device’s own organisation, or none, is refused naming the field; a reader may not move', async () => {
    const { moves } = await clientsOf('alice');
    const own = (await moves.generateImportToken(1, undefined, newRequestId())).token;
    const refused = await failure(moves.moveDevice(1, 'dev-acme-boiler-1', own, undefined, newRequestId()));
    expect(refused.status).toBe(400);
    expect(refused.serverMessage).toContain('organizationImportToken');
    expect((await failure(moves.moveDevice(1, 'dev-acme-boiler-1', 'made-up', undefined, newRequestId()))).status).toBe(400);
    const bob = await clientsOf('bob');
    expect((await failure(bob.moves.moveDevice(1, 'dev-acme-boiler-1', seededImportToken, undefined, newRequestId()))).status).toBe(403);
    expect((await failure(bob.moves.generateImportToken(1, undefined, newRequestId()))).status).toBe(403);
  });
});
