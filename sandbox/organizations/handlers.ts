// The core's organisation calls (spec §7 Core API "organizations") over the sandbox's organisations and ledger:
// - POST /organizations/{parentId}?addDefaultRoles=&waitLicenseManager= `{ name, label, dataEnabled, vpnEnabled,
//   dealer, hasOwnResources }` creates a sub-organisation (`organizations:create`): a name or label out of rule is a
//   400 naming the field, a name in use a 409, a setting the parent's grant does not allow a 403 naming it, and the
//   parent's ORGANIZATIONS limit must have one left (409).
// - PUT /organizations/{id} the same settings (`organizations:update`), under the same rules, `dealer` and
//   `hasOwnResources` optional (they are the licence service's: kept when absent); DELETE /organizations/{id}
//   (`organizations:delete`) takes its sub-organisations, their devices, limits and journal with it. A top-level
//   organisation is its dealer's: 403.
// - GET, PUT /organizations/{id}/grants: what it may switch on for its sub-organisations; a flag its own parent does
//   not grant is a 403 naming it.
// - GET /organizations/mineRealms, /organizations/myIp.
// The licence service's side of the same organisations (spec §7 "Licences service", base `/svc/licenses`):
// - GET /organizations/{id} `{ id, orgResourceId, dealer, hasOwnResources }` (`organizations:read`);
// - PUT /organizations/{id} `{ dealer, hasOwnResources }` (`organizations:update`): each must be true or false (400
//   naming it), a top-level organisation is its dealer's (403), a flag the parent does not grant a 403 naming it;
// - GET /subscriptions/summary?orgResourceId=&includeExpired= (`organizations:read`): the licences its dealer
//   activated for it, newest first, each resource's `used` counted now; the ended ones only with includeExpired=true.
import { HttpResponse, http } from 'msw';
import { coreEndpoints } from '../../src/platform/endpoints';
import { labelProblem, nameProblem } from '../../src/platform/organizationsRules';
import { organizationsEndpoints } from '../../src/platform/organizationsEndpoints';
import { licencesEndpoints } from '../../src/platform/licencesEndpoints';
import type { Licence, LicenceOrganization } from '../../src/platform/licencesTypes';
import { grantKeys, settingGrant, type MyIp, type OrganizationGrant, type OrganizationSettings } from '../../src/platform/organizationsTypes';
import type { Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { directOrganizations, findOrganizationByResourceId, subOrganizations } from '../directory';
import { deleteDevice, registeredDevicesOf } from '../devices/registry';
import { errorResponse, isRecord, pathPattern, readJson, servicePath } from '../http';
import { sandboxRealm } from '../identity/realm';
import { organizationRecord } from '../seed/organizations';
import { nextId, store } from '../store';
import { organizationById, organizationByResourceId, parentOf } from './access';
import { limitOf, usedOf } from './ledger';
import { nothingGranted } from './state';

const settingKeys = ['dataEnabled', 'vpnEnabled', 'dealer', 'hasOwnResources'] as const;

const licenceKeys = ['dealer', 'hasOwnResources'] as const;

/**
 * The settings of a body, or the 400 answer naming the field at fault; changing one, the licence-side flags may be
 * left out. A new one may be named only (facts §4.1 `{ name }`): its label is then its name, every setting off.
 */
function settingsOf(body: Record<string, unknown>, before?: Organization): OrganizationSettings | Response {
  const label = body.label ?? (before ? undefined : body.name);
  if (typeof label !== 'string') return errorResponse(400, 'label is required');
  const problem = labelProblem(label);
  if (problem) return errorResponse(400, problem === 'required' ? 'label is required' : 'label: at most 100 characters');
  const defaults = before ? { dealer: before.dealer, hasOwnResources: before.hasOwnResources } : { dataEnabled: false, vpnEnabled: false, dealer: false, hasOwnResources: false };
  const given: Record<string, unknown> = { ...defaults, ...body };
  for (const key of settingKeys) if (typeof given[key] !== 'boolean') return errorResponse(400, `${key} must be true or false`);
  return { label, dataEnabled: given.dataEnabled === true, vpnEnabled: given.vpnEnabled === true, dealer: given.dealer === true, hasOwnResources: given.hasOwnResources === true };
}

const licenceSide = ({ id, resourceId, dealer, hasOwnResources }: Organization): LicenceOrganization => ({ id, orgResourceId: resourceId, dealer, hasOwnResources });

/** A setting switched on that the parent does not grant its sub-organisations: the 403 naming it. */
function beyondGrant(parent: Organization, settings: OrganizationSettings, before?: Organization): Response | undefined {
  const grant = store().ledger.grants[parent.resourceId] ?? nothingGranted;
  const key = (Object.keys(settingGrant) as (keyof typeof settingGrant)[]).find(
    (setting) => settings[setting] && !(before?.[setting] ?? false) && !grant[settingGrant[setting]],
  );
  return key === undefined ? undefined : errorResponse(403, `${key}: ${parent.resourceId} may not switch it on for its sub-organizations`);
}

function grantOf(body: unknown): OrganizationGrant | Response {
  if (!isRecord(body)) return errorResponse(400, 'the body must be a grant');
  const wrong = grantKeys.find((key) => typeof body[key] !== 'boolean');
  if (wrong) return errorResponse(400, `${wrong} must be true or false`);
  return Object.fromEntries(grantKeys.map((key) => [key, body[key]])) as unknown as OrganizationGrant;
}

export const organizationHandlers = [
  http.get(servicePath('core', organizationsEndpoints.mineRealms), withUser(({ user }) => HttpResponse.json<string[]>(directOrganizations(user).length > 0 ? [sandboxRealm] : []))),

  http.get(
    servicePath('core', organizationsEndpoints.myIp),
    withUser(({ request }) => HttpResponse.json<MyIp>({ ip: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1' })),
  ),

  http.get(
    servicePath('core', pathPattern(organizationsEndpoints.grants, 'id')),
    withUser(({ params, user }) => {
      const organization = organizationById(params.id, user, 'organizations:read');
      if (organization instanceof Response) return organization;
      return HttpResponse.json<OrganizationGrant>(store().ledger.grants[organization.resourceId] ?? nothingGranted);
    }),
  ),

  http.put(
    servicePath('core', pathPattern(organizationsEndpoints.grants, 'id')),
    withUser(async ({ request, params, user }) => {
      const organization = organizationById(params.id, user, 'organizations:update');
      if (organization instanceof Response) return organization;
      const parent = parentOf(organization);
      if (parent instanceof Response) return parent;
      const grant = grantOf(await readJson(request));
      if (grant instanceof Response) return grant;
      const own = store().ledger.grants[parent.resourceId] ?? nothingGranted;
      const beyond = grantKeys.find((key) => grant[key] && !own[key] && !(store().ledger.grants[organization.resourceId]?.[key] ?? false));
      if (beyond) return errorResponse(403, `${beyond}: ${parent.resourceId} does not grant it`);
      store().ledger.grants[organization.resourceId] = grant;
      return HttpResponse.json<OrganizationGrant>(grant);
    }),
  ),

  http.post(
    servicePath('core', pathPattern(coreEndpoints.organization, 'id')),
    withUser(async ({ request, params, user }) => {
      const parent = organizationById(params.id, user, 'organizations:create');
      if (parent instanceof Response) return parent;
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'the body must be an organization');
      const { name } = body;
      if (typeof name !== 'string') return errorResponse(400, 'name is required');
      const problem = nameProblem(name);
      if (problem) return errorResponse(400, problem === 'required' ? 'name is required' : `name: 3 to 40 lower-case letters, digits or dashes`);
      const settings = settingsOf(body);
      if (settings instanceof Response) return settings;
      const resourceId = `${parent.resourceId}.${name}`;
      if (findOrganizationByResourceId(resourceId) !== undefined) return errorResponse(409, `name: ${resourceId} already exists`);
      const refused = beyondGrant(parent, settings);
      if (refused) return refused;
      const seats = limitOf(parent.resourceId, 'ORGANIZATIONS');
      if (seats !== undefined && seats.quantity !== -1 && usedOf(parent, 'ORGANIZATIONS') >= seats.quantity) {
        return errorResponse(409, `ORGANIZATIONS: ${parent.resourceId} has no sub-organization left of its ${seats.quantity}`);
      }
      const { organizations, ledger } = store();
      const created = organizationRecord({ id: nextId(organizations), name, resourceId, parentId: parent.id, hostname: '', storeEnabled: false, ...settings });
      organizations.push(created);
      ledger.grants[resourceId] = { ...nothingGranted };
      return HttpResponse.json<Organization>(created, { status: 201 });
    }),
  ),

  http.put(
    servicePath('core', pathPattern(coreEndpoints.organization, 'id')),
    withUser(async ({ request, params, user }) => {
      const organization = organizationById(params.id, user, 'organizations:update');
      if (organization instanceof Response) return organization;
      const parent = parentOf(organization);
      if (parent instanceof Response) return parent;
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'the body must be an organization');
      const settings = settingsOf(body, organization);
      if (settings instanceof Response) return settings;
      const refused = beyondGrant(parent, settings, organization);
      if (refused) return refused;
      Object.assign(organization, settings);
      return HttpResponse.json<Organization>(organization);
    }),
  ),

  http.delete(
    servicePath('core', pathPattern(coreEndpoints.organization, 'id')),
    withUser(({ params, user }) => {
      const organization = organizationById(params.id, user, 'organizations:delete');
      if (organization instanceof Response) return organization;
      const parent = parentOf(organization);
      if (parent instanceof Response) return parent;
      const state = store();
      const going = new Set([organization, ...subOrganizations(organization, false)].map(({ resourceId }) => resourceId));
      for (const device of registeredDevicesOf(state.devices, organization.resourceId, state.config.bulkDevices)) deleteDevice(state.devices, device.deviceId);
      state.organizations = state.organizations.filter(({ resourceId }) => !going.has(resourceId));
      state.ledger.limits = state.ledger.limits.filter(({ targetOrganization }) => !going.has(targetOrganization));
      state.ledger.journal = state.ledger.journal.filter(({ orgResourceId }) => !going.has(orgResourceId));
      for (const resourceId of going) delete state.ledger.grants[resourceId];
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    servicePath('license', pathPattern(licencesEndpoints.organization, 'id')),
    withUser(({ params, user }) => {
      const organization = organizationById(params.id, user, 'organizations:read');
      return organization instanceof Response ? organization : HttpResponse.json<LicenceOrganization>(licenceSide(organization));
    }),
  ),

  http.put(
    servicePath('license', pathPattern(licencesEndpoints.organization, 'id')),
    withUser(async ({ request, params, user }) => {
      const organization = organizationById(params.id, user, 'organizations:update');
      if (organization instanceof Response) return organization;
      const parent = parentOf(organization);
      if (parent instanceof Response) return parent;
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'the body must name dealer and hasOwnResources');
      const wrong = licenceKeys.find((key) => typeof body[key] !== 'boolean');
      if (wrong) return errorResponse(400, `${wrong} must be true or false`);
      const settings = { ...organization, dealer: body.dealer === true, hasOwnResources: body.hasOwnResources === true };
      const refused = beyondGrant(parent, settings, organization);
      if (refused) return refused;
      Object.assign(organization, { dealer: settings.dealer, hasOwnResources: settings.hasOwnResources });
      return HttpResponse.json<LicenceOrganization>(licenceSide(organization));
    }),
  ),

  http.get(
    servicePath('license', licencesEndpoints.subscriptionSummary),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const organization = organizationByResourceId(url.searchParams.get('orgResourceId'), user, 'organizations:read');
      if (organization instanceof Response) return organization;
      const includeExpired = url.searchParams.get('includeExpired');
      if (includeExpired !== null && includeExpired !== 'true' && includeExpired !== 'false') return errorResponse(400, 'includeExpired must be true or false');
      const now = Date.now();
      const own = store()
        .ledger.subscriptions.filter((subscription) => subscription.activatedOrgResourceId === organization.resourceId)
        .map((subscription) => {
          const expired = (subscription.expirationDate ?? Infinity) < now;
          const resources = subscription.resources.map((resource) => ({ ...resource, used: expired ? 0 : usedOf(organization, resource.resourceType), expired }));
          return { ...subscription, expired, resources };
        })
        .filter((subscription) => includeExpired === 'true' || !subscription.expired)
        .sort((a, b) => (b.activationDate ?? 0) - (a.activationDate ?? 0));
      return HttpResponse.json<Licence[]>(own);
    }),
  ),
];
