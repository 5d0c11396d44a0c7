// User preferences (facts §4.3): keyed by service, user and organisation; a user reads and writes only their own.
// The locale preference (spec §4 guard step 5) is one of them, stored per organisation like any other, so the
// guard's `organization=<selected>` filter finds it (the seed stores a persona's locale for each of its orgs).
import { HttpResponse, http } from 'msw';
import { coreEndpoints } from '../../src/platform/endpoints';
import type { UserPreference, UserPreferenceWrite } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, pathPattern, readJson, servicePath } from '../http';
import { nextId, store } from '../store';

function asPreferenceWrite(body: unknown): UserPreferenceWrite | string {
  if (!isRecord(body)) return 'A preference object is required';
  const fields = ['orgResourceId', 'username', 'serviceName', 'value1'] as const;
  const missing = fields.find((field) => typeof body[field] !== 'string' || (field !== 'value1' && body[field] === ''));
  if (missing !== undefined) return `${missing} is required`;
  return {
    orgResourceId: String(body.orgResourceId),
    username: String(body.username),
    serviceName: String(body.serviceName),
    value1: String(body.value1),
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
        existing.value1 = write.value1;
        return HttpResponse.json<UserPreference>(existing);
      }
      const created = { id: nextId(preferences), ...write };
      preferences.push(created);
      return HttpResponse.json<UserPreference>(created);
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
