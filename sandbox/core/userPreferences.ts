// User preferences (facts §4.3): keyed by service, user and organisation; a user reads and writes only their own.
// The locale preference (spec §4 guard step 5) is one of them, stored per organisation like any other, so the
// guard's `organization=<selected>` filter finds it (the seed stores a persona's locale for each of its orgs).
import { HttpResponse, http } from 'msw';
import { corePreferenceEndpoints } from '../../src/platform/corePreferenceEndpoints';
import type { StoredUserProperty, UserProperty } from '../../src/platform/corePreferencesClient';
import { coreEndpoints } from '../../src/platform/endpoints';
import type { UserPreference, UserPreferenceWrite } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { canAccess, findOrganizationByResourceId } from '../directory';
import { errorResponse, isRecord, pathPattern, readJson, servicePath } from '../http';
import { nextId, store, type SandboxUser } from '../store';

/** Per-user properties longer than this are refused, as any service bounds what it stores. */
export const maxPropertyValueLength = 10_000;

/** The owner a property call names: the caller, in an organisation they reach; else the refusal. */
function propertyOwner(request: Request, user: SandboxUser): { username: string; orgResourceId: string } | Response {
  const query = new URL(request.url).searchParams;
  const username = query.get('username') ?? user.username;
  const orgResourceId = query.get('organization');
  if (orgResourceId === null || orgResourceId === '') return errorResponse(400, 'organization is required');
  if (username !== user.username) return errorResponse(403, 'Properties of other users are not accessible');
  const organization = findOrganizationByResourceId(orgResourceId);
  if (organization === undefined || !canAccess(user, organization)) return errorResponse(403, `Access to organization ${orgResourceId} denied`);
  return { username, orgResourceId };
}

function asPreferenceWrite(body: unknown): UserPreferenceWrite | string {
  if (!isRecord(body)) return 'A preference object is required';
  const fields = ['orgResourceId', 'username', 'serviceName', 'value'] as const;
  const missing = fields.find((field) => typeof body[field] !== 'string' || (field !== 'value' && body[field] === ''));
  if (missing !== undefined) return `${missing} is required`;
  return {
    orgResourceId: String(body.orgResourceId),
    username: String(body.username),
    serviceName: String(body.serviceName),
    value: String(body.value),
  };
}

export const userPreferenceHandlers = [
  http.get(
    servicePath('core', coreEndpoints.userPreferences),
    withUser(({ request, user }) => {
      const query = new URL(request.url).searchParams;
      const username = query.get('username') ?? user.username;
      if (username !== user.username) return errorResponse(403, 'Preferences of other users are not accessible');
      const serviceName = query.get('serviceName');
      const organization = query.get('organization');
      const preferences = store().preferences.filter(
        (preference) =>
          preference.username === username &&
          (serviceName === null || preference.serviceName === serviceName) &&
          (organization === null || preference.orgResourceId === organization),
      );
      return HttpResponse.json<UserPreference[]>(preferences);
    }),
  ),

  // Upsert: one preference per service, user and organisation.
  http.post(
    servicePath('core', coreEndpoints.userPreferences),
    withUser(async ({ request, user }) => {
      const write = asPreferenceWrite(await readJson(request));
      if (typeof write === 'string') return errorResponse(400, write);
      if (write.username !== user.username) return errorResponse(403, 'Preferences of other users are not writable');
      const { preferences } = store();
      const existing = preferences.find(
        (preference) =>
          preference.username === write.username &&
          preference.serviceName === write.serviceName &&
          preference.orgResourceId === write.orgResourceId,
      );
      if (existing !== undefined) {
        existing.value = write.value;
        return HttpResponse.json<UserPreference>(existing);
      }
      const created = { id: nextId(preferences), ...write };
      preferences.push(created);
      return HttpResponse.json<UserPreference>(created);
    }),
  ),

  // Per-user properties (spec §7 Core API "per-user property GET, PUT"): a string per key, person and organisation.
  http.get(
    servicePath('core', pathPattern(corePreferenceEndpoints.userProperty, 'key')),
    withUser(({ request, params, user }) => {
      const owner = propertyOwner(request, user);
      if (owner instanceof Response) return owner;
      const key = String(params.key);
      const property = store().userProperties.find(
        (candidate) => candidate.key === key && candidate.username === owner.username && candidate.orgResourceId === owner.orgResourceId,
      );
      return HttpResponse.json<StoredUserProperty>({ key, value: property?.value ?? null });
    }),
  ),

  http.put(
    servicePath('core', pathPattern(corePreferenceEndpoints.userProperty, 'key')),
    withUser(async ({ request, params, user }) => {
      const owner = propertyOwner(request, user);
      if (owner instanceof Response) return owner;
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.value !== 'string') return errorResponse(400, 'value is required and must be a string');
      if (body.value.length > maxPropertyValueLength) return errorResponse(400, `value must be at most ${maxPropertyValueLength} characters`);
      const key = String(params.key);
      const { userProperties } = store();
      const existing = userProperties.find(
        (candidate) => candidate.key === key && candidate.username === owner.username && candidate.orgResourceId === owner.orgResourceId,
      );
      if (existing !== undefined) existing.value = body.value;
      else userProperties.push({ ...owner, key, value: body.value });
      return HttpResponse.json<UserProperty>({ key, value: body.value });
    }),
  ),

  http.delete(
    servicePath('core', pathPattern(coreEndpoints.userPreference, 'id')),
    withUser(({ params, user }) => {
      const { preferences } = store();
      const index = preferences.findIndex((preference) => preference.id === Number(params.id));
      const preference = preferences[index];
      if (preference === undefined) return errorResponse(404, `Preference ${String(params.id)} not found`);
      if (preference.username !== user.username) return errorResponse(403, 'Preferences of other users are not deletable');
      preferences.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
