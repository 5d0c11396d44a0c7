// Dashboard versions (spec §4: created, made current, deleted, derived) and the CSV export of the latest one.
// A new version is numbered one above the highest and is not current until made so; the current version cannot
// be deleted (409); deriving copies a version's document under a new version name.
import { HttpResponse, http } from 'msw';
import type { DashboardDocument } from '../../src/platform/dashboardDocument';
import type { DashboardOut, DashboardVersion } from '../../src/platform/dashboardTypes';
import { isVersionName, nextVersion } from '../../src/platform/dashboardVersions';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { withUser, type UserRequest } from '../authenticate';
import { dataRoleReads } from '../core/dataRoles';
import { findOrganizationByResourceId } from '../directory';
import { errorResponse, isRecord, readJson } from '../http';
import { store } from '../store';
import { callerIn, itemFor, type Access } from './access';
import { exportCsv } from './csv';
import { latestOf, toOut, toVersion, versionOf } from './records';
import type { StoredDashboard, StoredVersion } from './state';
import { route } from '../routes';
import { readDocument, readVersionCreate } from './validation';

type Params = { id: string; version: string; to: string };
/** Longest range one export covers. */
const maxExportDays = 31;

/** The dashboard of the path, when the caller holds `scope` and has `access` to it. */
function dashboardFor(input: UserRequest<Params>, scope: 'read' | 'update', access: Access): StoredDashboard | Response {
  const caller = callerIn(input, `dashboards:${scope}`);
  if (caller instanceof Response) return caller;
  return itemFor(store().dashboards.dashboards, input.params.id, caller, access, 'Dashboard');
}

function versionIn(dashboard: StoredDashboard, name: string): StoredVersion | Response {
  return versionOf(dashboard, name) ?? errorResponse(404, `Dashboard ${dashboard.id} has no version ${name}`);
}

function touched(dashboard: StoredDashboard): void {
  dashboard.updatedAt = Date.now();
}

function added(dashboard: StoredDashboard, version: StoredVersion): Response {
  dashboard.versions.push(version);
  touched(dashboard);
  return HttpResponse.json<DashboardVersion>(toVersion(dashboard, version), { status: 201 });
}

export const versionHandlers = [
  http.get<Params>(
    route('dashboard', dashboardEndpoints.versions, 'id'),
    withUser<Params>((input) => {
      const dashboard = dashboardFor(input, 'read', 'read');
      if (dashboard instanceof Response) return dashboard;
      const newestFirst = [...dashboard.versions].sort((a, b) => Number(b.version) - Number(a.version));
      return HttpResponse.json<DashboardVersion[]>(newestFirst.map((version) => toVersion(dashboard, version)));
    }),
  ),

  http.post<Params>(
    route('dashboard', dashboardEndpoints.versions, 'id'),
    withUser<Params>(async (input) => {
      const dashboard = dashboardFor(input, 'update', 'write');
      if (dashboard instanceof Response) return dashboard;
      const create = readVersionCreate(await readJson(input.request));
      if (create instanceof Response) return create;
      if (create.parentVersion !== undefined && versionOf(dashboard, create.parentVersion) === undefined) {
        return errorResponse(400, `parentVersion ${create.parentVersion} is not a version of dashboard ${dashboard.id}`);
      }
      const name = nextVersion(dashboard.versions);
      const json = readDocument(create.json, { id: dashboard.id, version: name });
      if (json instanceof Response) return json;
      return added(dashboard, {
        version: name,
        description: create.description,
        creationDate: Date.now(),
        author: input.user.username,
        ...(create.parentVersion === undefined ? {} : { parentVersion: create.parentVersion }),
        json,
      });
    }),
  ),

  http.get<Params>(
    route('dashboard', dashboardEndpoints.version, 'id', 'version'),
    withUser<Params>((input) => {
      const dashboard = dashboardFor(input, 'read', 'read');
      if (dashboard instanceof Response) return dashboard;
      const version = versionIn(dashboard, input.params.version);
      return version instanceof Response ? version : HttpResponse.json<DashboardOut>(toOut(dashboard, version));
    }),
  ),

  http.delete<Params>(
    route('dashboard', dashboardEndpoints.version, 'id', 'version'),
    withUser<Params>((input) => {
      const dashboard = dashboardFor(input, 'update', 'write');
      if (dashboard instanceof Response) return dashboard;
      const version = versionIn(dashboard, input.params.version);
      if (version instanceof Response) return version;
      if (version.version === dashboard.currentVersion) {
        return errorResponse(409, `Version ${version.version} is the current version: make another version current first`);
      }
      dashboard.versions = dashboard.versions.filter((candidate) => candidate !== version);
      touched(dashboard);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post<Params>(
    route('dashboard', dashboardEndpoints.makeCurrent, 'id', 'version'),
    withUser<Params>((input) => {
      const dashboard = dashboardFor(input, 'update', 'write');
      if (dashboard instanceof Response) return dashboard;
      const version = versionIn(dashboard, input.params.version);
      if (version instanceof Response) return version;
      dashboard.currentVersion = version.version;
      touched(dashboard);
      return HttpResponse.json<DashboardVersion>(toVersion(dashboard, version));
    }),
  ),

  http.post<Params>(
    route('dashboard', dashboardEndpoints.derive, 'id', 'version', 'to'),
    withUser<Params>((input) => {
      const dashboard = dashboardFor(input, 'update', 'write');
      if (dashboard instanceof Response) return dashboard;
      const source = versionIn(dashboard, input.params.version);
      if (source instanceof Response) return source;
      const name = input.params.to;
      if (!isVersionName(name)) return errorResponse(400, `The new version name must be a positive whole number; got '${name}'`);
      if (versionOf(dashboard, name) !== undefined) return errorResponse(409, `Dashboard ${dashboard.id} already has version ${name}`);
      const json = readDocument(source.json, { id: dashboard.id, version: name });
      if (json instanceof Response) return json;
      return added(dashboard, {
        version: name,
        description: '',
        creationDate: Date.now(),
        author: input.user.username,
        parentVersion: source.version,
        json,
      });
    }),
  ),

  // Body `{ since, to, deviceSlots? }` (ISO-8601 instants; slot name → device shown instead of the default).
  http.post<Params>(
    route('dashboard', dashboardEndpoints.latestData, 'id'),
    withUser<Params>(async (input) => {
      const dashboard = dashboardFor(input, 'read', 'read');
      if (dashboard instanceof Response) return dashboard;
      const body = await readJson(input.request);
      if (!isRecord(body)) return errorResponse(400, 'A JSON object { since, to } is required');
      const since = typeof body.since === 'string' ? Date.parse(body.since) : Number.NaN;
      const to = typeof body.to === 'string' ? Date.parse(body.to) : Number.NaN;
      if (Number.isNaN(since) || Number.isNaN(to)) return errorResponse(400, 'since and to must be ISO-8601 instants');
      if (since >= to) return errorResponse(400, 'since must be before to');
      if (to - since > maxExportDays * 86_400_000) return errorResponse(400, `The range must be at most ${maxExportDays} days`);
      const deviceSlots = body.deviceSlots ?? {};
      if (!isRecord(deviceSlots) || !Object.values(deviceSlots).every((value) => typeof value === 'string')) {
        return errorResponse(400, 'deviceSlots must map slot names to device ids');
      }
      const latest = latestOf(dashboard);
      if (latest === undefined) return errorResponse(404, `Dashboard ${dashboard.id} has no version`);
      const organization = findOrganizationByResourceId(dashboard.orgResourceId);
      const csv = exportCsv(JSON.parse(latest.json) as DashboardDocument, {
        orgResourceId: dashboard.orgResourceId,
        since,
        to,
        deviceSlots: deviceSlots as Record<string, string>,
        bulkDevices: store().config.bulkDevices,
        reads: organization === undefined ? undefined : dataRoleReads(input.user, organization),
      });
      return new HttpResponse(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${dashboard.id}-v${latest.version}.csv"`,
        },
      });
    }),
  ),
];
