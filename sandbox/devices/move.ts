// Moving a device to another organisation (spec §7 Core API, base `/svc/core`; src/platform/deviceMoveClient.ts):
// - POST /organizations/{id}/importToken → `{ token, expiresAt }`, valid a day (`devices:create` in {id}).
// - GET /organizations/importToken/verify?token= → `{ organizationId, resourceId, name }` of the token's
//   organisation; 404 when unknown or expired.
// - POST /organizations/{id}/devices/{deviceId}/move `{ organizationImportToken }` (`devices:update` in {id}) moves
//   the device, with its label, tags and data, to the token's organisation; the token is then used up. A token of the
//   device's own organisation is a 400 naming the field.
import { HttpResponse, http } from 'msw';
import { deviceMoveEndpoints } from '../../src/platform/deviceMoveEndpoints';
import type { Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { findOrganization, findOrganizationByResourceId, scopesIn } from '../directory';
import { errorResponse, isRecord, readJson } from '../http';
import { route } from '../routes';
import { store, type SandboxUser } from '../store';
import { moveDevice, registeredDeviceOf } from './registry';

const tokenLifetime = 24 * 3_600_000;

/** Organisation `id` (numeric) if `user` holds `needed` there (and the core records, coreDevices.ts). */
export function organizationWith(id: string, user: SandboxUser, needed: 'devices:read' | 'devices:create' | 'devices:update'): Organization | Response {
  const organization = findOrganization(Number(id));
  if (organization === undefined) return errorResponse(404, `Organization ${id} not found`);
  const scopes = scopesIn(user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${id} denied`);
  if (!scopes.includes(needed)) return errorResponse(403, `Permission ${needed} is required in ${organization.resourceId}`);
  return organization;
}

/** The organisation a live token moves devices to. */
function destinationOf(token: string): Organization | undefined {
  const known = store().devices.importTokens.get(token);
  return known && known.expiresAt > Date.now() ? findOrganizationByResourceId(known.orgResourceId) : undefined;
}

export const deviceMoveHandlers = [
  http.post<{ id: string }>(
    route('core', deviceMoveEndpoints.importToken, 'id'),
    withUser<{ id: string }>(({ params, user }) => {
      const organization = organizationWith(params.id, user, 'devices:create');
      if (organization instanceof Response) return organization;
      const token = `import-${crypto.randomUUID()}`;
      const expiresAt = Date.now() + tokenLifetime;
      store().devices.importTokens.set(token, { orgResourceId: organization.resourceId, expiresAt });
      return HttpResponse.json({ token, expiresAt }, { status: 201 });
    }),
  ),

  http.get(
    route('core', () => deviceMoveEndpoints.verifyImportToken),
    withUser(({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const destination = destinationOf(token);
      if (destination === undefined) return errorResponse(404, 'The import token is unknown or has expired');
      return HttpResponse.json({ organizationId: destination.id, resourceId: destination.resourceId, name: destination.label });
    }),
  ),

  http.post<{ id: string; deviceId: string }>(
    route('core', deviceMoveEndpoints.move, 'id', 'deviceId'),
    withUser<{ id: string; deviceId: string }>(async ({ request, params, user }) => {
      const organization = organizationWith(params.id, user, 'devices:update');
      if (organization instanceof Response) return organization;
      const { devices, config } = store();
      const device = registeredDeviceOf(devices, organization.resourceId, params.deviceId, config.bulkDevices);
      if (device === undefined) return errorResponse(404, `Device ${params.deviceId} not found in ${organization.resourceId}`);
      const body = await readJson(request);
      const token = isRecord(body) && typeof body.organizationImportToken === 'string' ? body.organizationImportToken : '';
      const destination = destinationOf(token);
      if (destination === undefined) return errorResponse(400, 'organizationImportToken is unknown or has expired');
      if (destination.resourceId === device.orgResourceId) return errorResponse(400, 'organizationImportToken is of the organization the device is in');
      moveDevice(devices, device, destination.resourceId);
      devices.importTokens.delete(token);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
