// The mappings service's models, presets and device groups (spec §7 device mapping API; catalog.ts holds them).
// - GET /models?organization=&search=&page=&pageSize= → the model versions the organisation sees, by name then
//   version (`models:read`); POST /models `{ name: "<name>:<version>", data }` (`models:create`); PUT /models/{id}
//   changes a version's paths in place (`models:update`; refused 409 while a preset reads a path it drops); DELETE
//   /models/{id} (`models:delete`; 409 while it has presets); PUT /models/{id}/subOrgsVisibility
//   `{ subOrgsEnabledToView }` (`models:update`). The platform's models are refused every change with a 409.
// - GET /models/names → the names of the models the organisation sees, each once, in order (`models:read`); GET
//   /models/versions?name= → that model's versions, the newest first, with when each was made; POST
//   /models/validate[?modelId=] `{ name, data }` → `{ valid, problems }`, what POST /models (or PUT /models/{modelId})
//   would refuse, nothing stored (src/platform/mappingTypes.ts ModelProblem).
// - POST /models/paths/search `{ page, pageSize, data: "<text>" }` → the paths containing the text (`models:read`).
// - POST /presets `{ name, data }` (`models:create`; facts §5) → 201 `{ id, name, version, json, modelId }`, 409 when
//   the model has a preset of that name; GET /presets/{id} (`models:read`; facts §5 🟠) → `{ value: { id, name,
//   modelId, json } }`, the preset's document with each path's device tag (`datalink.source`).
// - DELETE /presets/{id} (`models:delete`; 409 while a device runs it); GET /presets/{id}/deviceConfiguration.
// - Device groups: devices/groups.ts.
// Values out of range are refused with a 400 naming the field (src/platform/modelRules.ts).
import { HttpResponse, http } from 'msw';
import { configurationEndpoints, mappingEndpoints, presetEndpoints } from '../../src/platform/mappingEndpoints';
import type { DataLink, DeviceConfiguration, IoTData, IoTProperty, Model, ModelPathMatch, ModelProblem, ModelVersion } from '../../src/platform/mappingTypes';
import {
  compareVersions,
  describeModelProblem,
  describePresetProblem,
  modelProblems,
  presetProblems,
} from '../../src/platform/modelRules';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { route } from '../routes';
import { store } from '../store';
import {
  modelDocument,
  modelIdOf,
  modelOf,
  modelsOf,
  nextId,
  presetsOf,
  type CatalogState,
  type ModelRecord,
  type PresetRecord,
} from './catalog';
import { checkFormula } from './formula';

const wire = (model: ModelRecord): Model => ({
  id: model.id,
  name: model.name,
  version: model.version,
  json: modelDocument(model),
  subOrgsEnabledToView: model.shared,
  orgResourceId: model.owner,
});

interface ModelWriteBody {
  name: string;
  version: string;
  properties: Record<string, { type: string }>;
}

/**
 * `{ name: "<name>:<version>", data: { properties: { path: { type } } } }` with what the model rules refuse in it, or
 * the 400 when it is not such a body at all.
 */
async function modelWrite(request: Request): Promise<{ write: ModelWriteBody; refused: ModelProblem[] } | Response> {
  const body = await readJson(request);
  if (!isRecord(body) || typeof body.name !== 'string') return errorResponse(400, 'name must be "<name>:<version>"');
  const at = body.name.lastIndexOf(':');
  if (at < 0) return errorResponse(400, 'name must be "<name>:<version>"');
  const data = body.data;
  if (!isRecord(data) || !isRecord(data.properties)) return errorResponse(400, 'data.properties must be an object of paths');
  const paths = Object.entries(data.properties).map(([path, property]) => ({
    path,
    type: isRecord(property) && typeof property.type === 'string' ? property.type : '',
  }));
  const name = body.name.slice(0, at);
  const version = body.name.slice(at + 1);
  const refused = modelProblems({ name, version, paths }).map(
    (problem): ModelProblem => ({
      code: 'invalid',
      field: problem.field,
      ...(problem.field === 'path' ? { path: paths[problem.index]?.path } : {}),
      message: describeModelProblem(problem),
    }),
  );
  return { write: { name, version, properties: Object.fromEntries(paths.map(({ path, type }) => [path, { type }])) }, refused };
}

/**
 * What the catalog refuses in a well-formed write: a new version the organisation sees already, or, changing
 * `replacing` in place, another name or version, or a path one of its presets reads dropped or retyped.
 */
function catalogProblems(organization: string, write: ModelWriteBody, replacing?: ModelRecord): ModelProblem[] {
  const { catalog } = store();
  if (replacing === undefined) {
    const exists = modelsOf(catalog, organization).some(({ name, version }) => name === write.name && version === write.version);
    return exists ? [{ code: 'versionExists', field: 'version', message: `version: ${write.name} ${write.version} exists already` }] : [];
  }
  if (write.name !== replacing.name || write.version !== replacing.version) {
    return [{ code: 'invalid', field: 'version', message: `name must stay ${replacing.name}:${replacing.version}; create a new version to change it` }];
  }
  return catalog.presets
    .filter(({ modelId }) => modelId === replacing.id)
    .flatMap((preset) =>
      Object.entries(preset.properties).flatMap(([path, { type }]): ModelProblem[] => {
        const kept = write.properties[path];
        if (kept === undefined) return [{ code: 'pathInUse', field: 'paths', path, preset: preset.name, message: `Preset ${preset.name} reads ${path}, which the change drops` }];
        return kept.type === type ? [] : [{ code: 'pathInUse', field: 'path', path, preset: preset.name, message: `Preset ${preset.name} reads ${path} as ${type}` }];
      }),
    );
}

/** The organisation's own model `modelId`, or the answer refusing to change it. */
function ownModel(organization: string, modelId: string): ModelRecord | Response {
  const model = modelOf(store().catalog, organization, modelId);
  if (model === undefined) return errorResponse(404, `Model ${modelId} not found in ${organization}`);
  if (model.owner === '') return errorResponse(409, `${model.name} ${model.version} is the platform's model; create a new version instead`);
  if (model.owner !== organization) return errorResponse(409, `${model.name} ${model.version} belongs to ${model.owner}`);
  return model;
}

/** A preset's document as the facts show it (§5 IoTData): its model's `<name>:<version>` and its mapped paths. */
function presetDocument(catalog: CatalogState, organization: string, preset: PresetRecord): IoTData {
  const model = modelOf(catalog, organization, preset.modelId);
  return { type: 'object', instanceOf: model ? `${model.name}:${model.version}` : preset.modelId, properties: structuredClone(preset.properties) };
}

/** `{ name, data }` of a preset of a model the organisation sees, or the 400/404 saying what is wrong. */
async function presetWrite(request: Request, organization: string): Promise<Omit<PresetRecord, 'id'> | Response> {
  const body = await readJson(request);
  if (!isRecord(body) || typeof body.name !== 'string') return errorResponse(400, 'name is required');
  const data = body.data;
  if (!isRecord(data) || typeof data.instanceOf !== 'string' || !isRecord(data.properties)) {
    return errorResponse(400, 'data must name its model (instanceOf) and hold its properties');
  }
  const { catalog } = store();
  const instanceOf = data.instanceOf;
  const model = modelsOf(catalog, organization).find(({ name, version }) => `${name}:${version}` === instanceOf);
  if (model === undefined) return errorResponse(404, `Model ${instanceOf} not found in ${organization}`);
  const paths = Object.keys(model.properties);
  const properties: Record<string, IoTProperty> = {};
  const links: DataLink[] = [];
  let interval = 0;
  for (const path of paths) {
    const property = data.properties[path];
    if (!isRecord(property)) return errorResponse(400, `properties: ${path} of the model is not mapped`);
    const source = isRecord(property.datalink) && typeof property.datalink.source === 'string' ? property.datalink.source : '';
    const link: DataLink = isRecord(property.datalink) && property.datalink.type === 'formula' ? { type: 'formula', source } : { source };
    const trigger = isRecord(property.sendPolicy) && Array.isArray(property.sendPolicy.triggers) ? property.sendPolicy.triggers[0] : undefined;
    const minIntervalMs = isRecord(trigger) && typeof trigger.minIntervalMs === 'number' ? trigger.minIntervalMs : 0;
    interval = Math.max(interval, minIntervalMs);
    links.push(link);
    properties[path] = {
      type: model.properties[path]?.type ?? 'double',
      mode: property.mode === 'RW' ? 'RW' : 'R',
      datalink: link,
      historyPolicy: { enabled: isRecord(property.historyPolicy) && property.historyPolicy.enabled === true },
      sendPolicy: { triggers: [{ type: 'onchange', changeMask: 'value', minIntervalMs, skipFirstNChanges: 0 }] },
    };
  }
  const unknown = Object.keys(data.properties).find((path) => !paths.includes(path));
  if (unknown !== undefined) return errorResponse(400, `properties: ${unknown} is not a path of ${model.name} ${model.version}`);
  const [problem] = presetProblems({ name: body.name, intervalMs: interval, links });
  if (problem) return errorResponse(400, describePresetProblem(problem));
  const formulaIndex = links.findIndex(({ type, source }) => type === 'formula' && checkFormula(source).markers.length > 0);
  if (formulaIndex >= 0) {
    const [marker] = checkFormula(links[formulaIndex]!.source).markers;
    return errorResponse(400, `sources[${formulaIndex}]: column ${marker!.startColumn}: ${marker!.message}`);
  }
  return { owner: organization, name: body.name, modelId: model.id, properties };
}

export const configurationHandlers = [
  http.get(
    servicePath('mappings', mappingEndpoints.models),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const url = new URL(request.url);
      const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const models = modelsOf(store().catalog, organization.resourceId)
        .filter((model) => search === '' || model.name.toLowerCase().includes(search))
        .sort((a, b) => a.name.localeCompare(b.name) || compareVersions(b.version, a.version));
      return HttpResponse.json(dataPage(models.map(wire), url));
    }),
  ),

  http.post(
    servicePath('mappings', mappingEndpoints.models),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'models:create', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const parsed = await modelWrite(request);
      if (parsed instanceof Response) return parsed;
      const { write, refused } = parsed;
      if (refused[0]) return errorResponse(400, refused[0].message);
      const [taken] = catalogProblems(organization.resourceId, write);
      if (taken) return errorResponse(409, taken.message);
      const { catalog } = store();
      const id = catalog.models.some((model) => model.id === modelIdOf(write.name, write.version)) ? nextId(catalog, 'model') : modelIdOf(write.name, write.version);
      const model: ModelRecord = { id, owner: organization.resourceId, ...write, shared: false, created: Date.now() };
      catalog.models.push(model);
      const { subOrgsEnabledToView: _shared, orgResourceId: _owner, ...written } = wire(model);
      return HttpResponse.json(written, { status: 201 });
    }),
  ),

  http.put<{ modelId: string }>(
    route('mappings', configurationEndpoints.model, 'modelId'),
    withUser<{ modelId: string }>(async ({ request, user, params }) => {
      const organization = organizationFor(request, user, 'models:update', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const model = ownModel(organization.resourceId, params.modelId);
      if (model instanceof Response) return model;
      const parsed = await modelWrite(request);
      if (parsed instanceof Response) return parsed;
      const { write, refused } = parsed;
      if (refused[0]) return errorResponse(400, refused[0].message);
      const [conflict] = catalogProblems(organization.resourceId, write, model);
      if (conflict) return errorResponse(conflict.code === 'pathInUse' ? 409 : 400, conflict.message);
      model.properties = write.properties;
      const { subOrgsEnabledToView: _shared, orgResourceId: _owner, ...written } = wire(model);
      return HttpResponse.json(written);
    }),
  ),

  http.delete<{ modelId: string }>(
    route('mappings', configurationEndpoints.model, 'modelId'),
    withUser<{ modelId: string }>(({ request, user, params }) => {
      const organization = organizationFor(request, user, 'models:delete', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const model = ownModel(organization.resourceId, params.modelId);
      if (model instanceof Response) return model;
      const { catalog } = store();
      const presets = catalog.presets.filter(({ modelId }) => modelId === model.id);
      if (presets.length > 0) return errorResponse(409, `${model.name} ${model.version} has presets (${presets.map(({ name }) => name).join(', ')}); delete them first`);
      catalog.models.splice(catalog.models.indexOf(model), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.put<{ modelId: string }>(
    route('mappings', configurationEndpoints.modelVisibility, 'modelId'),
    withUser<{ modelId: string }>(async ({ request, user, params }) => {
      const organization = organizationFor(request, user, 'models:update', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const model = ownModel(organization.resourceId, params.modelId);
      if (model instanceof Response) return model;
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.subOrgsEnabledToView !== 'boolean') return errorResponse(400, 'subOrgsEnabledToView must be true or false');
      model.shared = body.subOrgsEnabledToView;
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    servicePath('mappings', configurationEndpoints.modelNames),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const names = new Set(modelsOf(store().catalog, organization.resourceId).map(({ name }) => name));
      return HttpResponse.json([...names].sort((a, b) => a.localeCompare(b)));
    }),
  ),

  http.get(
    servicePath('mappings', configurationEndpoints.modelVersions),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const name = new URL(request.url).searchParams.get('name') ?? '';
      if (name === '') return errorResponse(400, 'name is required');
      const versions = modelsOf(store().catalog, organization.resourceId).filter((model) => model.name === name);
      if (versions.length === 0) return errorResponse(404, `Model ${name} not found in ${organization.resourceId}`);
      return HttpResponse.json(
        versions
          .sort((a, b) => compareVersions(b.version, a.version))
          .map(({ id, version, created }): ModelVersion => ({ id, version, creationDate: created })),
      );
    }),
  ),

  // Judges a write as POST /models (or, with `modelId`, PUT /models/{modelId}) would, storing nothing.
  http.post(
    servicePath('mappings', configurationEndpoints.modelValidation),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const modelId = new URL(request.url).searchParams.get('modelId');
      const replacing = modelId === null ? undefined : ownModel(organization.resourceId, modelId);
      if (replacing instanceof Response) return replacing;
      const parsed = await modelWrite(request);
      if (parsed instanceof Response) return parsed;
      const problems = [...parsed.refused, ...catalogProblems(organization.resourceId, parsed.write, replacing)];
      return HttpResponse.json({ valid: problems.length === 0, problems });
    }),
  ),

  http.post(
    servicePath('mappings', configurationEndpoints.modelPathSearch),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.data !== 'string') return errorResponse(400, 'data must be the text to search');
      const page = Number(body.page ?? 0);
      const pageSize = Number(body.pageSize ?? 20);
      if (!Number.isInteger(page) || page < 0) return errorResponse(400, 'page must be 0 or more');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 200) return errorResponse(400, 'pageSize must be 1 to 200');
      const text = body.data.trim().toLowerCase();
      const matches = modelsOf(store().catalog, organization.resourceId)
        .sort((a, b) => a.name.localeCompare(b.name) || compareVersions(b.version, a.version))
        .flatMap((model) =>
          Object.entries(model.properties)
            .filter(([path]) => path.toLowerCase().includes(text))
            .map(([path, { type }]): ModelPathMatch => ({ modelId: model.id, modelName: model.name, modelVersion: model.version, path, type })),
        );
      const url = new URL(request.url);
      url.searchParams.set('page', String(page));
      url.searchParams.set('pageSize', String(pageSize));
      return HttpResponse.json(dataPage(matches, url));
    }),
  ),

  http.post(
    servicePath('mappings', presetEndpoints.presets),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'models:create', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const preset = await presetWrite(request, organization.resourceId);
      if (preset instanceof Response) return preset;
      const { catalog } = store();
      if (catalog.presets.some(({ modelId, name }) => modelId === preset.modelId && name === preset.name)) {
        return errorResponse(409, `name: a preset named ${preset.name} exists already for this model`);
      }
      const stored = { id: nextId(catalog, 'preset'), ...preset };
      catalog.presets.push(stored);
      const model = modelOf(catalog, organization.resourceId, stored.modelId);
      return HttpResponse.json({ id: stored.id, name: stored.name, version: model?.version ?? '', json: presetDocument(catalog, organization.resourceId, stored), modelId: stored.modelId }, { status: 201 });
    }),
  ),

  http.get<{ presetId: string }>(
    route('mappings', configurationEndpoints.preset, 'presetId'),
    withUser<{ presetId: string }>(({ request, user, params }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const { catalog } = store();
      const preset = presetsOf(catalog, organization.resourceId).find(({ id }) => id === params.presetId);
      if (preset === undefined) return errorResponse(404, `Preset ${params.presetId} not found in ${organization.resourceId}`);
      // Facts §5: the preset under `value` (as `getDevice` answers a device).
      return HttpResponse.json({ value: { id: preset.id, name: preset.name, modelId: preset.modelId, json: presetDocument(catalog, organization.resourceId, preset) } });
    }),
  ),

  http.delete<{ presetId: string }>(
    route('mappings', configurationEndpoints.preset, 'presetId'),
    withUser<{ presetId: string }>(({ request, user, params }) => {
      const organization = organizationFor(request, user, 'models:delete', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const { catalog } = store();
      const preset = presetsOf(catalog, organization.resourceId).find(({ id }) => id === params.presetId);
      if (preset === undefined) return errorResponse(404, `Preset ${params.presetId} not found in ${organization.resourceId}`);
      if (preset.owner !== organization.resourceId) return errorResponse(409, `Preset ${preset.name} is not ${organization.resourceId}'s to delete`);
      const running = [...catalog.applied].filter(([, presetId]) => presetId === preset.id).length;
      if (running > 0) return errorResponse(409, `Preset ${preset.name} configures ${running} device(s); apply another preset to them first`);
      catalog.presets.splice(catalog.presets.indexOf(preset), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get<{ presetId: string }>(
    route('mappings', configurationEndpoints.deviceConfiguration, 'presetId'),
    withUser<{ presetId: string }>(({ request, user, params }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const preset = presetsOf(store().catalog, organization.resourceId).find(({ id }) => id === params.presetId);
      if (preset === undefined) return errorResponse(404, `Preset ${params.presetId} not found in ${organization.resourceId}`);
      // The device is told, per tag it sends, how to send it and which model path it feeds.
      const properties = Object.fromEntries(
        Object.entries(preset.properties).map(([path, property]) => [
          // A formula is worked out on the device from the tags it reads: the entry is the path's, with its formula.
          property.datalink?.type === 'formula' ? path : (property.datalink?.source ?? path),
          { ...property, modelPath: path },
        ]),
      );
      return HttpResponse.json<DeviceConfiguration>({ type: 'object', properties });
    }),
  ),
];
