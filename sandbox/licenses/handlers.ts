// The license manager's device-licence calls (spec §7 "License-manager service", facts §7.1), base `/svc/license`.
// The organisation travels as `orgResourceId` (query, or body for activations).
// - GET /deviceLicenses/device?activationKey=|serialNumber= → the licence, 404 when the caller's organisations hold none
//   (`devices:create`); GET /licenses/validate?licenseCode= → `{ valid }`, or `{ valid: false, reason }`.
// - POST /deviceLicenses/activate `{ alias, activationKey, orgResourceId, description?, position? }` (facts §7.1 the
//   first three; the place is the walkthrough's, ours): the device joins the registry under `alias`
//   (devices/registry.ts), placed where `position` says or nowhere; a used, expired or unknown key, an alias or place
//   out of range are refused with a 400/404/409 naming the reason.
// - POST /deviceLicenses/vpn/activate, PUT /deviceLicenses/vpn/autorenew (`devices:update`).
// - GET /deviceLicenses?orgResourceId=&page=&pageSize=[&logicalId=] newest first (`devices:read`), narrowed to the
//   licence a device (a gateway) was activated with by `logicalId`; DELETE /deviceLicenses/{id} releases a licence
//   (`devices:delete`).
import { HttpResponse, http } from 'msw';
import { describeDeviceProblem, deviceAttributeProblems } from '../../src/platform/deviceRules';
import { deviceLicenceEndpoints } from '../../src/platform/deviceLicenceEndpoints';
import type { DeviceLicence, LicenceValidation } from '../../src/platform/deviceLicenceTypes';
import type { PermissionScope } from '../../src/platform/permissions';
import { positionProblem } from '../../src/platform/positionRules';
import type { Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { simulatedModels } from '../devices/fleet';
import { addDevice, applyEdits } from '../devices/registry';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { byCreationDate, corePage } from '../paging';
import { route } from '../routes';
import { store, type SandboxUser } from '../store';
import type { SandboxLicence } from './state';

/** The organisation `resourceId` names, as the caller may use it (the same rules as the `organization` services). */
function organizationNamed(resourceId: string, user: SandboxUser, needed: PermissionScope): Organization | Response {
  const asked = new Request(`http://sandbox/?${new URLSearchParams({ organization: resourceId })}`);
  return organizationFor(asked, user, needed, { iotOnly: false });
}

/** The wire shape: what the sandbox keeps beside it stays home. */
function wire({ productModel: _model, expired: _expired, creationDate: _created, ...licence }: SandboxLicence): DeviceLicence {
  return licence;
}

/** A licence of an organisation the caller may activate devices in, by key or serial number. */
function findLicence(user: SandboxUser, matches: (licence: SandboxLicence) => boolean): SandboxLicence | undefined {
  return store().licences.licences.find(
    (licence) => !licence.deleted && matches(licence) && !(organizationNamed(licence.orgResourceId, user, 'devices:create') instanceof Response),
  );
}

function verdict(licence: SandboxLicence): LicenceValidation {
  if (licence.deleted) return { valid: false, reason: 'deleted' };
  if (licence.used) return { valid: false, reason: 'used' };
  if (licence.expired) return { valid: false, reason: 'expired' };
  return { valid: true };
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);

export const licenceHandlers = [
  http.get(
    servicePath('licenseManager', deviceLicenceEndpoints.lookUp),
    withUser(({ request, user }) => {
      const query = new URL(request.url).searchParams;
      const activationKey = query.get('activationKey')?.trim();
      const serialNumber = query.get('serialNumber')?.trim();
      if (!activationKey && !serialNumber) return errorResponse(400, 'activationKey or serialNumber is required');
      const found = findLicence(user, (licence) =>
        activationKey ? licence.activationKey === activationKey : licence.serialNumber === serialNumber,
      );
      if (found === undefined) {
        return errorResponse(404, activationKey ? `No device licence has activation key ${activationKey}` : `No device licence has serial number ${serialNumber}`);
      }
      return HttpResponse.json<DeviceLicence>(wire(found));
    }),
  ),

  http.get(
    servicePath('licenseManager', deviceLicenceEndpoints.validate),
    withUser(({ request, user }) => {
      const code = new URL(request.url).searchParams.get('licenseCode') ?? '';
      const found = findLicence(user, (licence) => licence.activationKey === code);
      if (found === undefined) return errorResponse(404, `No device licence has activation key ${code}`);
      return HttpResponse.json<LicenceValidation>(verdict(found));
    }),
  ),

  http.post(
    servicePath('licenseManager', deviceLicenceEndpoints.activate),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'the body must be an activation');
      const { alias, activationKey, orgResourceId, description, position } = body;
      if (typeof orgResourceId !== 'string') return errorResponse(400, 'orgResourceId is required');
      const organization = organizationNamed(orgResourceId, user, 'devices:create');
      if (organization instanceof Response) return organization;
      if (typeof alias !== 'string') return errorResponse(400, 'alias is required');
      if (description !== undefined && typeof description !== 'string') return errorResponse(400, 'description must be text');
      const [problem] = deviceAttributeProblems({ label: alias, description });
      if (problem) return errorResponse(400, describeDeviceProblem(problem).replace(/^label/, 'alias'));
      if (position !== undefined && !isRecord(position)) return errorResponse(400, 'position must be { lat, lon }');
      const place = position === undefined ? undefined : { latitude: asNumber(position.lat), longitude: asNumber(position.lon) };
      const field = place && positionProblem(place);
      if (field) return errorResponse(400, `position: ${field} is out of range`);
      const licence = store().licences.licences.find(
        (candidate) => candidate.activationKey === activationKey && candidate.orgResourceId === organization.resourceId && !candidate.deleted,
      );
      if (licence === undefined) return errorResponse(404, `No device licence of ${organization.resourceId} has activation key ${String(activationKey)}`);
      const refusal = verdict(licence);
      if (!refusal.valid) return errorResponse(409, `The device licence ${licence.activationKey} is ${refusal.reason}`);
      const model = simulatedModels.find(({ name }) => name === licence.productModel);
      if (model === undefined) return errorResponse(500, `The product model ${licence.productModel} is unknown`);
      const deviceId = `dev-${organization.resourceId.replaceAll('.', '-')}-licence-${licence.id}`;
      addDevice(store().devices, {
        deviceId,
        label: alias,
        alias,
        orgResourceId: organization.resourceId,
        model,
        phaseSeconds: (licence.id * 53) % 600,
        ...(place ? { position: place } : {}),
        serialNumber: licence.serialNumber,
      });
      if (description) applyEdits(store().devices, deviceId, { description });
      Object.assign(licence, { used: true, deviceId, alias, label: alias, logicalId: `logical-${deviceId}` });
      return HttpResponse.json<DeviceLicence>(wire(licence), { status: 201 });
    }),
  ),

  http.post(
    servicePath('licenseManager', deviceLicenceEndpoints.activateVpn),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.orgResourceId !== 'string' || typeof body.logicalId !== 'string') {
        return errorResponse(400, 'orgResourceId and logicalId are required');
      }
      const organization = organizationNamed(body.orgResourceId, user, 'devices:update');
      if (organization instanceof Response) return organization;
      const licence = usedLicence(organization.resourceId, body.logicalId);
      if (licence instanceof Response) return licence;
      if (typeof body.autorenew !== 'boolean') return errorResponse(400, 'autorenew must be true or false');
      const seconds = asNumber(body.numOfSeconds);
      if (!Number.isInteger(seconds) || seconds <= 0 || seconds > licence.numOfSecondsAutoRenewVpn) {
        return errorResponse(400, `numOfSeconds must be 1 to ${licence.numOfSecondsAutoRenewVpn}`);
      }
      const from = Date.now();
      Object.assign(licence, {
        fromDateVpn: new Date(from).toISOString(),
        toDateVpn: new Date(from + seconds * 1000).toISOString(),
        vpnAutorenew: body.autorenew,
      });
      return HttpResponse.json<DeviceLicence>(wire(licence));
    }),
  ),

  http.put(
    servicePath('licenseManager', deviceLicenceEndpoints.vpnAutorenew),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.orgResourceId !== 'string' || typeof body.logicalId !== 'string' || typeof body.autorenew !== 'boolean') {
        return errorResponse(400, 'orgResourceId, logicalId and autorenew are required');
      }
      const organization = organizationNamed(body.orgResourceId, user, 'devices:update');
      if (organization instanceof Response) return organization;
      const licence = usedLicence(organization.resourceId, body.logicalId);
      if (licence instanceof Response) return licence;
      if (licence.toDateVpn === undefined) return errorResponse(409, `The VPN of ${body.logicalId} is not active`);
      licence.vpnAutorenew = body.autorenew;
      return HttpResponse.json<DeviceLicence>(wire(licence));
    }),
  ),

  http.get(
    servicePath('licenseManager', deviceLicenceEndpoints.licences),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const organization = organizationNamed(url.searchParams.get('orgResourceId') ?? '', user, 'devices:read');
      if (organization instanceof Response) return organization;
      const logicalId = url.searchParams.get('logicalId');
      const own = store()
        .licences.licences.filter((licence) => licence.orgResourceId === organization.resourceId && !licence.deleted)
        .filter((licence) => logicalId === null || licence.logicalId === logicalId)
        .sort(byCreationDate(url));
      const page = corePage(own, url);
      return HttpResponse.json({ ...page, content: page.content.map(wire) });
    }),
  ),

  http.delete<{ id: string }>(
    route('licenseManager', deviceLicenceEndpoints.licence, 'id'),
    withUser<{ id: string }>(({ request, params, user }) => {
      const organization = organizationNamed(new URL(request.url).searchParams.get('orgResourceId') ?? '', user, 'devices:delete');
      if (organization instanceof Response) return organization;
      const licence = store().licences.licences.find(
        (candidate) => String(candidate.id) === params.id && candidate.orgResourceId === organization.resourceId && !candidate.deleted,
      );
      if (licence === undefined) return errorResponse(404, `Device licence ${params.id} not found in ${organization.resourceId}`);
      licence.deleted = true;
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];

function usedLicence(orgResourceId: string, logicalId: string): SandboxLicence | Response {
  const licence = store().licences.licences.find(
    (candidate) => candidate.logicalId === logicalId && candidate.orgResourceId === orgResourceId && !candidate.deleted,
  );
  if (licence === undefined) return errorResponse(404, `No activated device licence has logical id ${logicalId}`);
  if (licence.numOfSecondsAutoRenewVpn <= 0) return errorResponse(409, `The device licence ${licence.activationKey} carries no VPN time`);
  return licence;
}
