// The dashboard service's user preference (spec §3, §7): a user's default dashboard in an organisation, one per
// user and organisation. A user reads and writes only their own.
import { HttpResponse, http } from 'msw';
import type { DashboardPreference } from '../../src/platform/dashboardTypes';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { withUser, type UserRequest } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { store } from '../store';
import { callerIn, itemFor, type Caller } from './access';
import { route } from '../routes';

/** The caller, when the `username` query names them; the organisation comes from `organization` (spec §7). */
function ownCaller(input: Pick<UserRequest<never>, 'request' | 'user' | 'claims'>): Caller | Response {
  const url = new URL(input.request.url);
  if (url.searchParams.get('organization') === null) return errorResponse(400, 'organization is required');
  const username = url.searchParams.get('username');
  if (username === null || username === '') return errorResponse(400, 'username is required');
  if (username !== input.user.username) return errorResponse(403, 'Preferences of other users are not accessible');
  return callerIn(input, 'dashboards:read');
}

export const dashboardPreferenceHandlers = [
  http.get(
    servicePath('dashboard', dashboardEndpoints.userPreferences),
    withUser((input) => {
      const caller = ownCaller(input);
      if (caller instanceof Response) return caller;
      return HttpResponse.json<DashboardPreference[]>(
        store().dashboards.preferences.filter(
          (preference) => preference.username === caller.user.username && preference.orgResourceId === caller.organization.resourceId,
        ),
      );
    }),
  ),

  // Upsert: the new default replaces the old one.
  http.post(
    servicePath('dashboard', dashboardEndpoints.userPreferences),
    withUser(async (input) => {
      const caller = ownCaller(input);
      if (caller instanceof Response) return caller;
      const body = await readJson(input.request);
      if (!isRecord(body) || typeof body.dashboardId !== 'string' || body.dashboardId === '') {
        return errorResponse(400, 'dashboardId is required');
      }
      const dashboard = itemFor(store().dashboards.dashboards, body.dashboardId, caller, 'read', 'Dashboard');
      if (dashboard instanceof Response) return dashboard;
      const state = store().dashboards;
      const existing = state.preferences.find(
        (preference) => preference.username === caller.user.username && preference.orgResourceId === caller.organization.resourceId,
      );
      if (existing !== undefined) {
        existing.dashboardId = dashboard.id;
        return HttpResponse.json<DashboardPreference>(existing);
      }
      const created: DashboardPreference = {
        id: `pref-${crypto.randomUUID()}`,
        username: caller.user.username,
        orgResourceId: caller.organization.resourceId,
        dashboardId: dashboard.id,
      };
      state.preferences.push(created);
      return HttpResponse.json<DashboardPreference>(created, { status: 201 });
    }),
  ),

  http.delete<{ id: string }>(
    route('dashboard', dashboardEndpoints.userPreference, 'id'),
    withUser<{ id: string }>(({ params, user }) => {
      const state = store().dashboards;
      const preference = state.preferences.find((candidate) => candidate.id === params.id);
      // Someone else's preference is as good as absent.
      if (preference === undefined || preference.username !== user.username) {
        return errorResponse(404, `Preference ${params.id} not found`);
      }
      state.preferences = state.preferences.filter((candidate) => candidate !== preference);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
