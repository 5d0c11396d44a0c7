// Alarms API (spec §7, facts §6, §8.1) over the simulated and seeded alarms: search in the filter language, one alarm
// with its history, severity counts overall and per device (cursor pages), and the acknowledge/reset/clear actions on
// one alarm or on every alarm matching a filter. Every call names its organisation (`organization`), which an
// organisation token must be scoped to, and needs the caller's scope there: alarms:read to look, alarms:ack /
// alarms:reset / alarms:clear to act. An action is applied once per request id (sandbox/idempotency.ts).
import { HttpResponse, http } from 'msw';
import type {
  AlarmActionKind,
  AlarmPage,
  AlarmSeverityByDevice,
  AlarmSeverityCount,
} from '../../src/platform/alarmTypes';
import { alarmOrderFields, type AlarmOrderField } from '../../src/platform/alarmTypes';
import { alarmEndpoints } from '../../src/platform/alarmEndpoints';
import { permissionScope } from '../../src/platform/permissions';
import { withUser } from '../authenticate';
import { findOrganizationByResourceId, scopesIn } from '../directory';
import { errorResponse, isRecord, pathPattern, readJson, servicePath } from '../http';
import { store, type SandboxUser } from '../store';
import { act, statusOf, toAlarm, type AlarmRecord } from './engine';
import { FilterSyntaxError, parseAlarmFilter, type AlarmPredicate } from './filterExpression';
import { alarmClock, currentAlarms } from './state';

const actionKinds = ['ack', 'reset', 'clear'] as const satisfies readonly AlarmActionKind[];
const bulkNames = { ack: 'ackAll', reset: 'resetAll', clear: 'clearAll' } as const;
const maxPageSize = 500;
const maxDevicePageSize = 100;
/** The comment an action carries, as the portal limits it at its field (src/features/alarms/CommentField.tsx). */
export const maxCommentLength = 500;

interface Scope {
  organization: string;
  user: SandboxUser;
  /** The organisation's alarms and its sub-organisations', simulated ones up to now. */
  alarms: AlarmRecord[];
}

const within = (owner: string, organization: string) => owner === organization || owner.startsWith(`${organization}.`);

/**
 * The caller's alarms in the `organization` of the query, or the answer refusing them (an organisation token for
 * another organisation was refused before: sandbox/organizationToken.ts).
 */
function scopeOf(
  { request, user }: { request: Request; user: SandboxUser },
  action: 'read' | AlarmActionKind,
): Scope | Response {
  const organization = new URL(request.url).searchParams.get('organization');
  if (!organization) return errorResponse(400, 'organization is required');
  const found = findOrganizationByResourceId(organization);
  if (found === undefined) return errorResponse(404, `Organization ${organization} not found`);
  const scopes = scopesIn(user, found);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${organization} denied`);
  const needed = permissionScope('alarms', action);
  if (!scopes.includes(needed)) return errorResponse(403, `${needed} is required in organization ${organization}`);
  const alarms = currentAlarms(store().alarms).filter((entry) => within(entry.orgResourceId, organization));
  return { organization, user, alarms };
}

function compile(filter: string): AlarmPredicate | Response {
  try {
    return parseAlarmFilter(filter);
  } catch (error) {
    if (error instanceof FilterSyntaxError) return errorResponse(400, error.message);
    throw error;
  }
}

/** Results kept at most; a screen polls with three filters, so this serves many screens. */
const matchesLimit = 100;

/** The records of the scope a filter keeps, or the 400 answer naming what is wrong with it. */
function matching(scope: Scope, filter: string): AlarmRecord[] | Response {
  const state = store().alarms;
  const key = `${scope.organization} ${filter}`;
  const known = state.matches.get(key);
  if (known?.version === state.version) return known.records;
  const predicate = compile(filter);
  if (predicate instanceof Response) return predicate;
  // A small object of one shape per record: spreading the whole record made 10 000 of them ten times slower.
  const records = scope.alarms.filter((entry) =>
    predicate({
      status: statusOf(entry),
      ack: entry.ackOwed ? 'REQUIRED' : 'NOT_REQUIRED',
      reset: entry.resetOwed ? 'REQUIRED' : 'NOT_REQUIRED',
      severity: entry.severity,
      updatedAt: entry.updatedAt,
      deviceId: entry.deviceId,
      deviceLabel: entry.deviceLabel,
      name: entry.name,
      description: entry.description,
    }),
  );
  if (state.matches.size >= matchesLimit) state.matches.clear();
  state.matches.set(key, { version: state.version, records });
  return records;
}

function intParam(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

const sortKeys: Record<AlarmOrderField, (entry: AlarmRecord) => string | number> = {
  eventTimestamp: (entry) => entry.eventTimestamp,
  updatedAt: (entry) => entry.updatedAt,
  severity: (entry) => entry.severity,
  name: (entry) => entry.name.toLowerCase(),
  deviceLabel: (entry) => entry.deviceLabel.toLowerCase(),
  status: (entry) => statusOf(entry),
};

function sorted(alarms: readonly AlarmRecord[], orderBy: AlarmOrderField, descending: boolean): AlarmRecord[] {
  const key = sortKeys[orderBy];
  const direction = descending ? -1 : 1;
  // Ties break on the id, so pages never overlap or skip.
  return [...alarms].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    if (left !== right) return (left < right ? -1 : 1) * direction;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

function severityCounts(alarms: readonly AlarmRecord[]): AlarmSeverityCount[] {
  const counts = new Map<number, number>();
  for (const entry of alarms) counts.set(entry.severity, (counts.get(entry.severity) ?? 0) + 1);
  return [...counts].map(([severity, count]) => ({ severity, count })).sort((a, b) => b.severity - a.severity);
}

/** The cursor is the last device id of the page, opaque to the caller. */
const encodeCursor = (deviceId: string) => btoa(encodeURIComponent(deviceId));
function decodeCursor(cursor: string): string | undefined {
  try {
    return decodeURIComponent(atob(cursor));
  } catch {
    return undefined;
  }
}

/**
 * Takes the action on each target it applies to. The answer names none of them (an empty 204, as the live platform
 * answers: facts §8.1); the caller reads the alarms back.
 */
function applyAll(scope: Scope, kind: AlarmActionKind, targets: readonly AlarmRecord[], comment: string): void {
  const at = alarmClock(store().alarms);
  let changed = false;
  for (const entry of targets) if (act(entry, kind, at, scope.user.username, comment) === undefined) changed = true;
  if (changed) store().alarms.version++;
}

/** The action's comment as sent, or the 400 naming the field: a comment over the limit is refused, never cut. */
function commentOf(body: Record<string, unknown>): string | Response {
  const { comment } = body;
  if (typeof comment !== 'string') return errorResponse(400, 'comment must be a string (empty for none)');
  if (comment.length > maxCommentLength) return errorResponse(400, `comment must be at most ${maxCommentLength} characters`);
  return comment;
}

export const alarmHandlers = [
  http.post(
    servicePath('alarms', alarmEndpoints.search),
    withUser(async ({ request, user }) => {
      const scope = scopeOf({ request, user }, 'read');
      if (scope instanceof Response) return scope;
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'A search object { data, orderBy, orderDir, page, pageSize } is required');
      const filter = body.data ?? '';
      if (typeof filter !== 'string') return errorResponse(400, 'data must be a filter expression');
      const orderBy = (body.orderBy ?? 'eventTimestamp') as AlarmOrderField;
      if (!alarmOrderFields.includes(orderBy)) return errorResponse(400, `orderBy must be one of ${alarmOrderFields.join(', ')}`);
      const orderDir = body.orderDir ?? 'desc';
      if (orderDir !== 'asc' && orderDir !== 'desc') return errorResponse(400, 'orderDir must be asc or desc');
      const page = intParam(body.page, 0, 0, Number.MAX_SAFE_INTEGER);
      const pageSize = intParam(body.pageSize, 20, 1, maxPageSize);
      if (page === undefined || pageSize === undefined) return errorResponse(400, `page must be 0 or more, pageSize 1…${maxPageSize}`);
      const scoped = body.scopedOrganization ?? scope.organization;
      if (typeof scoped !== 'string' || !within(scoped, scope.organization)) {
        return errorResponse(400, `scopedOrganization must be ${scope.organization} or one of its sub-organizations`);
      }
      const found = matching(scope, filter);
      if (found instanceof Response) return found;
      const inScope = scoped === scope.organization ? found : found.filter((entry) => within(entry.orgResourceId, scoped));
      const ordered = sorted(inScope, orderBy, orderDir === 'desc');
      const totalPages = Math.ceil(ordered.length / pageSize);
      const data = ordered.slice(page * pageSize, (page + 1) * pageSize).map((entry) => toAlarm(entry, false));
      // Facts §8.1 AlarmPage: the data page with PaginationDTO's own fields.
      return HttpResponse.json<AlarmPage & { first: boolean; numberOfElements: number; size: number }>({
        data,
        number: page,
        totalElements: ordered.length,
        totalPages,
        last: page >= totalPages - 1,
        first: page === 0,
        numberOfElements: data.length,
        size: pageSize,
      });
    }),
  ),

  // The fixed GET paths come before the `/{id}` pattern, which would match them too.
  http.get(
    servicePath('alarms', alarmEndpoints.severityCount),
    withUser(({ request, user }) => {
      const scope = scopeOf({ request, user }, 'read');
      if (scope instanceof Response) return scope;
      const found = matching(scope, new URL(request.url).searchParams.get('filter') ?? '');
      if (found instanceof Response) return found;
      return HttpResponse.json<AlarmSeverityCount[]>(severityCounts(found));
    }),
  ),

  http.get(
    servicePath('alarms', alarmEndpoints.severityCountByDevice),
    withUser(({ request, user }) => {
      const scope = scopeOf({ request, user }, 'read');
      if (scope instanceof Response) return scope;
      const query = new URL(request.url).searchParams;
      const pageSize = intParam(query.get('pageSize'), 20, 1, maxDevicePageSize);
      if (pageSize === undefined) return errorResponse(400, `pageSize must be 1…${maxDevicePageSize}`);
      const cursor = query.get('next');
      const after = cursor === null || cursor === '' ? undefined : decodeCursor(cursor);
      if (cursor && after === undefined) return errorResponse(400, 'next is not a cursor of this list');
      const found = matching(scope, query.get('filter') ?? '');
      if (found instanceof Response) return found;
      const byDevice = new Map<string, AlarmRecord[]>();
      for (const entry of found) {
        const list = byDevice.get(entry.deviceId);
        if (list === undefined) byDevice.set(entry.deviceId, [entry]);
        else list.push(entry);
      }
      const devices = [...byDevice.keys()].sort().filter((deviceId) => after === undefined || deviceId > after);
      const page = devices.slice(0, pageSize);
      const last = devices.length <= pageSize;
      return HttpResponse.json<AlarmSeverityByDevice>({
        data: page.map((deviceId) => ({ [deviceId]: severityCounts(byDevice.get(deviceId) ?? []) })),
        last,
        ...(last ? {} : { next: encodeCursor(page[page.length - 1] as string) }),
      });
    }),
  ),

  http.get(
    servicePath('alarms', pathPattern(alarmEndpoints.alarm, 'id')),
    withUser(({ request, params, user }) => {
      const scope = scopeOf({ request, user }, 'read');
      if (scope instanceof Response) return scope;
      const entry = scope.alarms.find((candidate) => candidate.id === params.id);
      if (entry === undefined) return errorResponse(404, `Alarm ${String(params.id)} not found`);
      return HttpResponse.json(toAlarm(entry, true));
    }),
  ),

  // Facts §8.1 getAlarmDetails → AlarmDetailPage: the state changes under `data`, each an enabled alarm's.
  http.get(
    servicePath('alarms', pathPattern(alarmEndpoints.details, 'id')),
    withUser(({ request, params, user }) => {
      const scope = scopeOf({ request, user }, 'read');
      if (scope instanceof Response) return scope;
      const entry = scope.alarms.find((candidate) => candidate.id === params.id);
      if (entry === undefined) return errorResponse(404, `Alarm ${String(params.id)} not found`);
      return HttpResponse.json({ data: entry.history.map((change) => ({ ...change, enabled: 'ENABLED' })) });
    }),
  ),

  ...actionKinds.flatMap((kind) => [
    http.post(
      servicePath('alarms', alarmEndpoints.action(kind)),
      withUser(async ({ request, user }) => {
        const scope = scopeOf({ request, user }, kind);
        if (scope instanceof Response) return scope;
        const body = await readJson(request);
        if (!isRecord(body) || typeof body.id !== 'string') return errorResponse(400, 'An action { id, comment } is required');
        const comment = commentOf(body);
        if (comment instanceof Response) return comment;
        const { id } = body;
        const entry = scope.alarms.find((candidate) => candidate.id === id);
        if (entry === undefined) return errorResponse(404, `Alarm ${id} not found`);
        applyAll(scope, kind, [entry], comment);
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.post(
      servicePath('alarms', alarmEndpoints.action(bulkNames[kind])),
      withUser(async ({ request, user }) => {
        const scope = scopeOf({ request, user }, kind);
        if (scope instanceof Response) return scope;
        const body = await readJson(request);
        if (!isRecord(body) || typeof body.applyOnlyToVisibleValue !== 'boolean') {
          return errorResponse(400, 'A bulk action { comment, applyOnlyToVisibleValue, data } is required');
        }
        const comment = commentOf(body);
        if (comment instanceof Response) return comment;
        const filter = body.applyOnlyToVisibleValue ? body.data : '';
        if (typeof filter !== 'string') return errorResponse(400, 'data must be a filter expression');
        const targets = matching(scope, filter);
        if (targets instanceof Response) return targets;
        applyAll(scope, kind, targets, comment);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ]),
];
