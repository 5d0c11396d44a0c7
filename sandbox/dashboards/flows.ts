// Flows (spec §3, §7): ordered dashboards shown one after the other, shared like dashboards. Every step must name
// a dashboard of the organisation the author can see, and a version of it when it pins one.
import { HttpResponse, http } from 'msw';
import type { Flow, FlowStep } from '../../src/platform/dashboardTypes';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { withUser } from '../authenticate';
import { errorResponse, readJson, servicePath } from '../http';
import { store } from '../store';
import { callerIn, itemFor, type Caller } from './access';
import { listPage } from './listing';
import { versionOf } from './records';
import { route } from '../routes';
import { readFlowWrite } from './validation';

const noun = 'Flow';

function stepRefusal(steps: readonly FlowStep[], caller: Caller): Response | undefined {
  for (const [index, step] of steps.entries()) {
    const dashboard = itemFor(store().dashboards.dashboards, step.dashboardId, caller, 'read', 'Dashboard');
    if (dashboard instanceof Response) return errorResponse(400, `steps[${index}]: dashboard ${step.dashboardId} not found`);
    if (step.version !== undefined && versionOf(dashboard, step.version) === undefined) {
      return errorResponse(400, `steps[${index}]: dashboard ${step.dashboardId} has no version ${step.version}`);
    }
  }
  return undefined;
}

export const flowHandlers = [
  // GET /flows lists every visible flow, GET /flows/ (trailing slash) the caller's own (spec §7); msw matches
  // both paths with one pattern, so the slash is read here.
  http.get(
    servicePath('dashboard', dashboardEndpoints.flows),
    withUser((input) => {
      const caller = callerIn(input, 'dashboards:read');
      if (caller instanceof Response) return caller;
      const mine = new URL(input.request.url).pathname.endsWith('/');
      const page = listPage(
        store().dashboards.flows,
        input.request,
        { username: caller.user.username, orgResourceId: caller.organization.resourceId, ...(mine ? { whose: 'MINE' as const } : {}), orderBy: ['name', 'updatedAt'] },
        (flow) => flow,
      );
      return page instanceof Response ? page : HttpResponse.json(page);
    }),
  ),

  http.post(
    servicePath('dashboard', dashboardEndpoints.flows),
    withUser(async (input) => {
      const caller = callerIn(input, 'dashboards:create');
      if (caller instanceof Response) return caller;
      const write = readFlowWrite(await readJson(input.request), false);
      if (write instanceof Response) return write;
      const steps = write.steps ?? [];
      const refused = stepRefusal(steps, caller);
      if (refused !== undefined) return refused;
      const now = Date.now();
      const flow: Flow = {
        id: `flw-${crypto.randomUUID()}`,
        name: write.name ?? '',
        description: write.description ?? '',
        orgResourceId: caller.organization.resourceId,
        owner: caller.user.username,
        readers: [],
        editors: [],
        creationDate: now,
        updatedAt: now,
        steps,
      };
      store().dashboards.flows.push(flow);
      return HttpResponse.json<Flow>(flow, { status: 201 });
    }),
  ),

  http.get<{ id: string }>(
    route('dashboard', dashboardEndpoints.flow, 'id'),
    withUser<{ id: string }>((input) => {
      const caller = callerIn(input, 'dashboards:read');
      if (caller instanceof Response) return caller;
      const flow = itemFor(store().dashboards.flows, input.params.id, caller, 'read', noun);
      return flow instanceof Response ? flow : HttpResponse.json<Flow>(flow);
    }),
  ),

  http.patch<{ id: string }>(
    route('dashboard', dashboardEndpoints.flow, 'id'),
    withUser<{ id: string }>(async (input) => {
      const caller = callerIn(input, 'dashboards:update');
      if (caller instanceof Response) return caller;
      const flow = itemFor(store().dashboards.flows, input.params.id, caller, 'write', noun);
      if (flow instanceof Response) return flow;
      const write = readFlowWrite(await readJson(input.request), true);
      if (write instanceof Response) return write;
      const refused = write.steps === undefined ? undefined : stepRefusal(write.steps, caller);
      if (refused !== undefined) return refused;
      Object.assign(flow, write, { updatedAt: Date.now() });
      return HttpResponse.json<Flow>(flow);
    }),
  ),

  http.delete<{ id: string }>(
    route('dashboard', dashboardEndpoints.flow, 'id'),
    withUser<{ id: string }>((input) => {
      const caller = callerIn(input, 'dashboards:delete');
      if (caller instanceof Response) return caller;
      const state = store().dashboards;
      const flow = itemFor(state.flows, input.params.id, caller, 'own', noun);
      if (flow instanceof Response) return flow;
      state.flows = state.flows.filter((candidate) => candidate !== flow);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
