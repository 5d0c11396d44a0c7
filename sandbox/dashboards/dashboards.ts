// Dashboards: the lists (all, mine, shared with me, composed widgets), one dashboard at its current version,
// create, rename, delete.
import { HttpResponse, http } from 'msw';
import type { DashboardItem, DashboardOut, Whose } from '../../src/platform/dashboardTypes';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { withUser } from '../authenticate';
import { errorResponse, readJson, servicePath } from '../http';
import { store } from '../store';
import { callerIn, itemFor } from './access';
import { listPage } from './listing';
import { currentOf, toItem, toOut } from './records';
import { route } from '../routes';
import type { StoredDashboard } from './state';
import { readDashboardCreate, readDashboardPatch, readDocument } from './validation';

const path = (endpoint: string) => servicePath('dashboard', endpoint);
const noun = 'Dashboard';

function list(options: { whose?: Whose; type?: 'WIDGET' }) {
  return withUser((input) => {
    const caller = callerIn(input, 'dashboards:read');
    if (caller instanceof Response) return caller;
    const url = new URL(input.request.url);
    const type = options.type ?? url.searchParams.get('type');
    if (type !== null && type !== '' && type !== 'DASHBOARD' && type !== 'WIDGET') {
      return errorResponse(400, `type must be DASHBOARD or WIDGET; got '${type}'`);
    }
    const dashboards = store().dashboards.dashboards.filter((dashboard) => !type || dashboard.type === type);
    const page = listPage(
      dashboards,
      input.request,
      { username: caller.user.username, orgResourceId: caller.organization.resourceId, ...(options.whose ? { whose: options.whose } : {}) },
      toItem,
    );
    return page instanceof Response ? page : HttpResponse.json(page);
  });
}

/** Answers the dashboard at its current version. */
function current(dashboard: StoredDashboard, status = 200): Response {
  const version = currentOf(dashboard);
  if (version === undefined) return errorResponse(500, `Dashboard ${dashboard.id} has no current version`);
  return HttpResponse.json<DashboardOut>(toOut(dashboard, version), { status });
}

export const dashboardHandlers = [
  http.get(path(dashboardEndpoints.mine), list({ whose: 'MINE' })),
  http.get(path(dashboardEndpoints.sharedWithMe), list({ whose: 'SHARED_WITH_ME' })),
  http.get(path(dashboardEndpoints.widgets), list({ type: 'WIDGET' })),
  http.get(path(dashboardEndpoints.dashboards), list({})),

  http.post(
    path(dashboardEndpoints.dashboards),
    withUser(async (input) => {
      const caller = callerIn(input, 'dashboards:create');
      if (caller instanceof Response) return caller;
      const create = readDashboardCreate(await readJson(input.request));
      if (create instanceof Response) return create;
      const id = `dsh-${crypto.randomUUID()}`;
      const json = readDocument(create.json, { id, version: '1' });
      if (json instanceof Response) return json;
      const now = Date.now();
      const dashboard: StoredDashboard = {
        id,
        type: create.type,
        name: create.name,
        description: create.description,
        orgResourceId: caller.organization.resourceId,
        owner: caller.user.username,
        readers: [],
        editors: [],
        creationDate: now,
        updatedAt: now,
        currentVersion: '1',
        versions: [{ version: '1', description: '', creationDate: now, author: caller.user.username, json }],
      };
      store().dashboards.dashboards.push(dashboard);
      return current(dashboard, 201);
    }),
  ),

  http.patch(
    path(dashboardEndpoints.dashboards),
    withUser(async (input) => {
      const caller = callerIn(input, 'dashboards:update');
      if (caller instanceof Response) return caller;
      const patch = readDashboardPatch(await readJson(input.request));
      if (patch instanceof Response) return patch;
      const dashboard = itemFor(store().dashboards.dashboards, patch.id, caller, 'write', noun);
      if (dashboard instanceof Response) return dashboard;
      Object.assign(dashboard, {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        updatedAt: Date.now(),
      });
      return HttpResponse.json<DashboardItem>(toItem(dashboard));
    }),
  ),

  http.get<{ id: string }>(
    route('dashboard', dashboardEndpoints.dashboard, 'id'),
    withUser<{ id: string }>((input) => {
      const caller = callerIn(input, 'dashboards:read');
      if (caller instanceof Response) return caller;
      const dashboard = itemFor(store().dashboards.dashboards, input.params.id, caller, 'read', noun);
      return dashboard instanceof Response ? dashboard : current(dashboard);
    }),
  ),

  // Its versions and assets go with it; preferences naming it are dropped. Flow steps that show it stay, and the
  // flow viewer reports the missing dashboard (the flow belongs to someone else, who decides).
  http.delete<{ id: string }>(
    route('dashboard', dashboardEndpoints.dashboard, 'id'),
    withUser<{ id: string }>((input) => {
      const caller = callerIn(input, 'dashboards:delete');
      if (caller instanceof Response) return caller;
      const state = store().dashboards;
      const dashboard = itemFor(state.dashboards, input.params.id, caller, 'own', noun);
      if (dashboard instanceof Response) return dashboard;
      state.dashboards = state.dashboards.filter((candidate) => candidate !== dashboard);
      state.assets = state.assets.filter((asset) => asset.dashboardId !== dashboard.id);
      state.preferences = state.preferences.filter((preference) => preference.dashboardId !== dashboard.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
