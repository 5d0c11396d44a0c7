// The platform controller's device data (facts §6, spec §7), base `/svc/platform`: tag samples (latest and
// history), the tags a device advertises and the organisation's devices, all from the simulated fleet. `{org}` is
// the organisation's resourceId, or its numeric id (facts §6 saw both). A person who holds data roles reads only the
// tags they give (sandbox/core/dataRoles.ts): the others are not advertised, and asked for are a 403.
import { HttpResponse, http } from 'msw';
import { platformEndpoints } from '../../src/platform/dashboardEndpoints';
import type { Organization } from '../../src/platform/types';
import type {
  DeviceConfiguration,
  DeviceDetails,
  DeviceDetailsPage,
  DeviceTagInfo,
  PlatformDeviceStatus,
  PlatformTags,
} from '../../src/platform/platformTypes';
import { withUser, type UserRequest } from '../authenticate';
import { findOrganization, findOrganizationByResourceId, scopesIn } from '../directory';
import { findTag, modelPath, type SimulatedDevice, type SimulatedTag } from '../devices/fleet';
import { connectionEvents } from '../devices/connections';
import { registered, registeredDeviceOf, registeredDevicesOf, type RegisteredDevice } from '../devices/registry';
import { errorResponse, isRecord, readJson } from '../http';
import { dataRoleReads, dataRoleWrites, type ReadsTag } from '../core/dataRoles';
import { checkFormula } from '../mappings/formula';
import { maxFormulaLength } from '../../src/platform/modelRules';
import type { ModelMarker } from '../../src/platform/mappingTypes';
import type { PermissionScope } from '../../src/platform/permissions';
import { route } from '../routes';
import { dataPage } from '../paging';
import { store } from '../store';
import { deviceTagsOf } from './formulaTags';
import { refusal, valueAt, write } from './setpoints';
import { presetOfDevice } from '../mappings/catalog';
import { aggregatedHistoryOf, aggregationOf, defaultSampleLimit, historyOf, instant, tagsUnder } from './history';

type OrgParams = { org: string };
type Params = OrgParams & { deviceId: string };

function organizationOf(input: UserRequest<OrgParams>, scope: PermissionScope = 'devices:read'): Organization | Response {
  const { org } = input.params;
  const organization = /^\d+$/.test(org) ? findOrganization(Number(org)) : findOrganizationByResourceId(org);
  if (organization === undefined) return errorResponse(404, `Organization ${org} not found`);
  const scopes = scopesIn(input.user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${org} denied`);
  if (!scopes.includes(scope)) return errorResponse(403, `Permission ${scope} is required in ${organization.resourceId}`);
  return organization;
}

function deviceOfRequest(input: UserRequest<Params>, scope: PermissionScope = 'devices:read'): SimulatedDevice | Response {
  const organization = organizationOf(input, scope);
  if (organization instanceof Response) return organization;
  const device = registeredDeviceOf(store().devices, organization.resourceId, input.params.deviceId, store().config.bulkDevices);
  return device ?? errorResponse(404, `Device ${input.params.deviceId} not found in ${organization.resourceId}`);
}

/** The tags the caller's data roles let them read in the request's organisation (undefined: not narrowed). */
function readsOf(input: UserRequest<OrgParams>): ReadsTag | undefined {
  const organization = organizationOf(input);
  return organization instanceof Response ? undefined : dataRoleReads(input.user, organization);
}

/** The tags the caller's data roles let them write (given RW) in the request's organisation (undefined: not narrowed). */
function writesOf(input: UserRequest<OrgParams>): ReadsTag | undefined {
  const organization = organizationOf(input);
  return organization instanceof Response ? undefined : dataRoleWrites(input.user, organization);
}

function details({ device, label, connected }: RegisteredDevice): DeviceDetails {
  return {
    deviceId: device.deviceId,
    label,
    orgResourceId: device.orgResourceId,
    modelName: device.model.name,
    modelVersion: device.model.version,
    connected,
    position: device.position,
  };
}

/**
 * Samples of the device's tags under `query`'s `modelPath` (facts §6 DeviceTagsParams, nested ones by dotted name):
 * each tag's latest without `since`, its history over [since, to] with it, reduced per bucket with `aggregation`.
 */
function readTags(input: UserRequest<OrgParams>, device: SimulatedDevice, query: URLSearchParams): WireTags[] | Response {
  const path = query.get('modelPath');
  if (path === null || path === '') return errorResponse(400, 'modelPath is required');
  const since = instant(query.get('since'));
  const to = instant(query.get('to'));
  if (query.get('since') !== null && since === undefined) return errorResponse(400, 'since must be an ISO-8601 instant');
  if (query.get('to') !== null && to === undefined) return errorResponse(400, 'to must be an ISO-8601 instant');
  const limitText = query.get('limit');
  const limit = limitText === null ? defaultSampleLimit : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) return errorResponse(400, 'limit must be a positive integer');
  const now = Date.now();
  const end = to ?? now;
  if (since !== undefined && since > end) return errorResponse(400, 'since must not be after to');
  const aggregation = aggregationOf(query);
  if (typeof aggregation === 'string') return errorResponse(400, aggregation);
  if (aggregation !== undefined && since === undefined) return errorResponse(400, 'aggregation needs since');
  const under = tagsUnder(device, path);
  if (under.length === 0) return errorResponse(404, `Device ${device.deviceId} has no tag under ${path}`);
  const reads = readsOf(input);
  const tags = reads === undefined ? under : under.filter((tag) => reads(device.model, tag));
  if (tags.length === 0) return errorResponse(403, `modelPath: no data role of ${input.user.username} gives ${path} of ${device.deviceId}`);
  const text = tags.find((tag) => tag.type === 'string');
  if (aggregation !== undefined && text !== undefined) return errorResponse(400, `aggregation.type ${aggregation.type} needs numbers; ${text.name} is text`);
  const timestampFormat = query.get('timestampFormat') ?? 'iso8601';
  if (timestampFormat !== 'iso8601' && timestampFormat !== 'unix') return errorResponse(400, 'timestampFormat must be iso8601 or unix');
  const samples = (tag: SimulatedTag): PlatformTags['data'] => {
    // Without `since`, the latest sample only.
    if (since === undefined) return [[end, valueAt(device, tag, end)]];
    if (aggregation === undefined) return historyOf(device, tag, since, end, limit);
    return aggregatedHistoryOf(device, tag, since, end, aggregation, limit) ?? [];
  };
  // Facts §6: ISO-8601 instants as the platform answers them (`types` says `datetime`), epoch ms when asked.
  const stamped = ([at, value]: PlatformTags['data'][number]): [number | string, PlatformTags['data'][number][1]] => [
    timestampFormat === 'unix' ? at : new Date(at).toISOString(),
    value,
  ];
  return tags.map((tag) => ({
    deviceId: device.deviceId,
    modelPath: modelPath(device.model, tag),
    header: ['timestamp', 'value'],
    types: ['datetime', aggregation === undefined ? tag.type : 'double'],
    data: samples(tag).map(stamped),
  }));
}

/** Facts §6 PlatformTags on the wire: each sample's instant an ISO text or, when asked, epoch milliseconds. */
type WireTags = Omit<PlatformTags, 'data'> & { data: [number | string, PlatformTags['data'][number][1]][] };

/** A page of `items` in the platform controller's envelope (facts §6): `links.next` null on the last page. */
function linkedPage<T>(items: readonly T[], url: URL): { data: T[]; links: { self: string; next: string | null } } {
  const page = dataPage(items, url);
  const next = new URL(url);
  next.searchParams.set('page', String(page.number + 1));
  return { data: page.data, links: { self: url.href, next: page.last ? null : next.href } };
}

/** A body's parameters as the dotted query names a GET binds them by (`aggregation.sampling.size`). */
function dottedParams(body: Record<string, unknown>, prefix = '', into = new URLSearchParams()): URLSearchParams {
  for (const [name, value] of Object.entries(body)) {
    if (isRecord(value)) dottedParams(value, `${prefix}${name}.`, into);
    else if (value !== undefined && value !== null) into.set(`${prefix}${name}`, String(value));
  }
  return into;
}

/** Sources one tag query may name: the explorer's chosen devices, with room. */
export const maxQuerySources = 50;

/** Whether a tag read found nothing of the path on that device (a group's other models), not a refusal. */
const noTagThere = (answer: WireTags[] | Response) => answer instanceof Response && answer.status === 404;

export const platformControllerHandlers = [
  http.get<Params>(
    route('platform', platformEndpoints.deviceTags, 'org', 'deviceId'),
    withUser<Params>((input) => {
      const device = deviceOfRequest(input);
      if (device instanceof Response) return device;
      const tags = readTags(input, device, new URL(input.request.url).searchParams);
      return tags instanceof Response ? tags : HttpResponse.json(tags);
    }),
  ),

  // Facts §6 POST on the tags path: `{ data: [{ modelPath, v }] }` written to the device's set points, for those who
  // update devices; refused whole (400) when a path is read only or a value out of its range, so nothing is half done.
  http.post<Params>(
    route('platform', platformEndpoints.deviceTags, 'org', 'deviceId'),
    withUser<Params>(async (input) => {
      const device = deviceOfRequest(input, 'devices:update');
      if (device instanceof Response) return device;
      const body = await readJson(input.request);
      const data = isRecord(body) && Array.isArray(body.data) ? body.data : undefined;
      if (data === undefined || data.length === 0) return errorResponse(400, 'data must list the values to write');
      const writes = writesOf(input);
      const values: Parameters<typeof write>[1] = [];
      for (const item of data) {
        if (!isRecord(item) || typeof item.modelPath !== 'string') return errorResponse(400, 'each value needs its modelPath');
        const tag = findTag(device.model, item.modelPath, deviceTagsOf(device));
        if (tag === undefined || modelPath(device.model, tag) !== item.modelPath) {
          return errorResponse(404, `Device ${device.deviceId} has no tag ${item.modelPath}`);
        }
        if (writes !== undefined && !writes(device.model, tag)) return errorResponse(403, `No data role of ${input.user.username} lets them write ${item.modelPath}`);
        const refused = refusal(tag, item.v);
        if (refused !== undefined) return errorResponse(400, refused);
        values.push({ tag, value: item.v as number });
      }
      write(device, values, Date.now());
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // Spec §7 `deviceByAlias` (path and answer ours): the device registered under the alias, in the organisation or
  // one of its sub-organisations, as GET devices lists it; the alias is matched exactly, and a label is not an alias.
  http.get<OrgParams & { alias: string }>(
    route('platform', platformEndpoints.deviceByAlias, 'org', 'alias'),
    withUser<OrgParams & { alias: string }>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const state = store().devices;
      const found = registeredDevicesOf(state, organization.resourceId, store().config.bulkDevices).find(({ alias }) => alias === input.params.alias);
      return found ? HttpResponse.json<DeviceDetails>(details(registered(state, found))) : errorResponse(404, `No device has the alias ${input.params.alias}`);
    }),
  ),

  // Facts §6 DeviceConfiguration: what the device was told (its preset's document) and what it reports running: the
  // same once applied, nothing yet while a preset applied offline waits for it to connect.
  http.get<Params>(
    route('platform', platformEndpoints.deviceConfiguration, 'org', 'deviceId'),
    withUser<Params>((input) => {
      const device = deviceOfRequest(input);
      if (device instanceof Response) return device;
      const state = store();
      const preset = presetOfDevice(state.catalog, device);
      const told = { type: 'object', properties: structuredClone(preset?.properties ?? {}) };
      const applied = !state.catalog.applied.has(device.deviceId) || registered(state.devices, device).connected;
      return HttpResponse.json<DeviceConfiguration>({
        configurationJson: told,
        configurationFromDevice: applied ? structuredClone(told) : { type: 'object', properties: {} },
      });
    }),
  ),

  http.get<Params>(
    route('platform', platformEndpoints.availableTags, 'org', 'deviceId'),
    withUser<Params>((input) => {
      const device = deviceOfRequest(input);
      if (device instanceof Response) return device;
      const reads = readsOf(input);
      return HttpResponse.json<DeviceTagInfo[]>(
        deviceTagsOf(device)
          .filter((tag) => reads === undefined || reads(device.model, tag))
          .map((tag) => ({
            name: tag.name,
            type: tag.type,
            ...(tag.unit === undefined ? {} : { unit: tag.unit }),
            ...(tag.setpoint === undefined ? {} : { writable: true, min: tag.min, max: tag.max }),
          })),
      );
    }),
  ),

  // Spec §7 `devices/{id}/status`: since/to (ISO-8601, default the last 30 days), limit (spec §9: 1000).
  http.get<Params>(
    route('platform', platformEndpoints.deviceStatus, 'org', 'deviceId'),
    withUser<Params>((input) => {
      const device = deviceOfRequest(input);
      if (device instanceof Response) return device;
      const query = new URL(input.request.url).searchParams;
      const now = Date.now();
      const since = query.get('since') === null ? now - 30 * 24 * 3_600_000 : instant(query.get('since'));
      const to = query.get('to') === null ? now : instant(query.get('to'));
      if (since === undefined) return errorResponse(400, 'since must be an ISO-8601 instant');
      if (to === undefined) return errorResponse(400, 'to must be an ISO-8601 instant');
      if (since > to) return errorResponse(400, 'since must not be after to');
      const limit = Number(query.get('limit') ?? defaultSampleLimit);
      if (!Number.isInteger(limit) || limit < 1 || limit > defaultSampleLimit) {
        return errorResponse(400, `limit must be a whole number from 1 to ${defaultSampleLimit}`);
      }
      const events = connectionEvents(registered(store().devices, device), now, since, to, limit);
      return HttpResponse.json<PlatformDeviceStatus[]>([{ deviceId: device.deviceId, header: ['timestamp', 'connected'], data: events }]);
    }),
  ),

  // Spec §7 `status/sync`: the platform reads the device's state again; the sandbox's is always current.
  http.post<Params>(
    route('platform', platformEndpoints.deviceStatusSync, 'org', 'deviceId'),
    withUser<Params>((input) => {
      const device = deviceOfRequest(input);
      if (device instanceof Response) return device;
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // Spec §7 `preset/formula/validate`: the markers of a formula (none: well formed), for those who read models.
  http.post<Params>(
    route('platform', platformEndpoints.formulaValidation, 'org'),
    withUser<Params>(async (input) => {
      const organization = organizationOf(input, 'models:read');
      if (organization instanceof Response) return organization;
      const body = await readJson(input.request);
      if (!isRecord(body) || typeof body.formula !== 'string') return errorResponse(400, 'formula is required');
      if (body.formula.length > maxFormulaLength) return errorResponse(400, `formula must be at most ${maxFormulaLength} characters`);
      return HttpResponse.json<ModelMarker[]>(checkFormula(body.formula).markers);
    }),
  ),

  // `details=true` (spec §7) is what the portal asks for; the answer is the same either way. Paged by `page`
  // (0-based) and `pageSize` (facts §3, 20 when absent); `links.next` is null on the last page (facts §6).
  http.get<Params>(
    route('platform', platformEndpoints.devices, 'org'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const url = new URL(input.request.url);
      const modelName = url.searchParams.get('modelName');
      const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const state = store().devices;
      const devices = registeredDevicesOf(state, organization.resourceId, store().config.bulkDevices)
        .filter((device) => modelName === null || modelName === '' || device.model.name === modelName)
        .map((device) => registered(state, device))
        .filter(({ label, device }) => search === '' || `${label} ${device.deviceId}`.toLowerCase().includes(search))
        .map(details);
      return HttpResponse.json<DeviceDetailsPage>(linkedPage(devices, url));
    }),
  ),

  // Spec §7 `POST devices/tags/query` (path and body ours): several devices' tags in one read. The body names each
  // source (`{ deviceId, modelPath }`) and the facts §6 parameters all share (`since`, `to`, `limit`,
  // `aggregation`, `timestampFormat`); the answer is one series per tag, paged by `page` and `pageSize` (facts §6
  // links). A source the organisation does not have is a 404 naming it; nothing is answered in part.
  http.post<OrgParams>(
    route('platform', platformEndpoints.tagQuery, 'org'),
    withUser<OrgParams>(async (input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const body = await readJson(input.request);
      if (!isRecord(body) || !Array.isArray(body.sources) || body.sources.length === 0) {
        return errorResponse(400, 'sources must list at least one { deviceId, modelPath }');
      }
      if (body.sources.length > maxQuerySources) return errorResponse(400, `sources must list at most ${maxQuerySources}`);
      const { sources, ...parameters } = body;
      const series: WireTags[] = [];
      for (const [index, source] of (sources as unknown[]).entries()) {
        if (!isRecord(source) || typeof source.deviceId !== 'string' || typeof source.modelPath !== 'string') {
          return errorResponse(400, `sources[${index}] must be { deviceId, modelPath }`);
        }
        const device = registeredDeviceOf(store().devices, organization.resourceId, source.deviceId, store().config.bulkDevices);
        if (device === undefined) return errorResponse(404, `sources[${index}]: device ${source.deviceId} not found in ${organization.resourceId}`);
        const query = dottedParams(parameters);
        query.set('modelPath', source.modelPath);
        const tags = readTags(input, device, query);
        if (tags instanceof Response) return tags;
        series.push(...tags);
      }
      return HttpResponse.json(linkedPage(series, new URL(input.request.url)));
    }),
  ),

  // Facts §6 getTagsByDeviceName: a device's tags found by its name (its label), with the tags path's parameters.
  http.get<OrgParams & { name: string }>(
    route('platform', platformEndpoints.tagsByDeviceName, 'org', 'name'),
    withUser<OrgParams & { name: string }>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const state = store().devices;
      const named = registeredDevicesOf(state, organization.resourceId, store().config.bulkDevices).find(
        (device) => registered(state, device).label === input.params.name,
      );
      if (named === undefined) return errorResponse(404, `No device named ${input.params.name} in ${organization.resourceId}`);
      const tags = readTags(input, named, new URL(input.request.url).searchParams);
      return tags instanceof Response ? tags : HttpResponse.json(tags);
    }),
  ),

  // Facts §6 getTagsByDeviceGroup: the tags under `modelPath` of each member of a device group (the mappings
  // service's groups) that has them; members of another model are left out, a group with none of them is a 404.
  http.get<OrgParams & { groupId: string }>(
    route('platform', platformEndpoints.tagsByDeviceGroup, 'org', 'groupId'),
    withUser<OrgParams & { groupId: string }>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const group = store().catalog.groups.find(({ id, owner }) => id === input.params.groupId && owner === organization.resourceId);
      if (group === undefined) return errorResponse(404, `Device group ${input.params.groupId} not found in ${organization.resourceId}`);
      const query = new URL(input.request.url).searchParams;
      const series: WireTags[] = [];
      for (const member of group.members) {
        const device = registeredDeviceOf(store().devices, organization.resourceId, member, store().config.bulkDevices);
        if (device === undefined) continue;
        const tags = readTags(input, device, query);
        if (noTagThere(tags)) continue;
        if (tags instanceof Response) return tags;
        series.push(...tags);
      }
      if (series.length === 0) return errorResponse(404, `No device of group ${group.name} has a tag under ${query.get('modelPath') ?? ''}`);
      return HttpResponse.json(series);
    }),
  ),
];
