// The core's model paths (facts §4.2 fetchModelPaths, createModelPath; paths and shape ours): the paths of the
// organisation's models it registered, `<model>:<major>/<tag path>` (facts §6), for its data roles.
// - GET /organizations/{org}/modelPaths (`models:read`; `search`, paging) → a core page, in order.
// - POST /organizations/{org}/modelPaths `{ modelPath }` (`models:create`) → 201 the registered path; 400 when it is
//   not of that form or names no path of a version of that major the organisation sees; 409 when registered already.
import { HttpResponse, http } from 'msw';
import { iamEndpoints } from '../../src/platform/iamEndpoints';
import type { RegisteredModelPath } from '../../src/platform/iamTypes';
import { registeredPathParts } from '../../src/platform/modelRules';
import { errorResponse, isRecord, readJson } from '../http';
import { modelsOf } from '../mappings/catalog';
import { corePage } from '../paging';
import { store } from '../store';
import { iamPath, inOrganization, matchesSearch } from './iamAccess';

const wire = ({ id, modelPath }: RegisteredModelPath): RegisteredModelPath => ({ id, modelPath });

export const modelPathHandlers = [
  http.get(
    iamPath(iamEndpoints.modelPaths, 'org'),
    inOrganization('models:read', ({ request, organization }) => {
      const url = new URL(request.url);
      const paths = store()
        .catalog.registeredPaths.filter(({ owner, modelPath }) => owner === organization.resourceId && matchesSearch(url, modelPath))
        .sort((a, b) => a.modelPath.localeCompare(b.modelPath));
      return HttpResponse.json(corePage(paths.map(wire), url));
    }),
  ),

  http.post(
    iamPath(iamEndpoints.modelPaths, 'org'),
    inOrganization('models:create', async ({ request, organization }) => {
      const body = await readJson(request);
      const modelPath = isRecord(body) && typeof body.modelPath === 'string' ? body.modelPath : '';
      const parts = registeredPathParts(modelPath);
      if (parts === undefined) return errorResponse(400, 'modelPath must be "<model>:<major version>/<path>", e.g. Boiler:1/Boiler/Temperature');
      const { catalog } = store();
      const known = modelsOf(catalog, organization.resourceId).some(
        ({ name, version, properties }) => name === parts.model && version.split('.')[0] === parts.major && parts.path in properties,
      );
      if (!known) return errorResponse(400, `modelPath: no version ${parts.major} of ${parts.model} has the path ${parts.path}`);
      if (catalog.registeredPaths.some((path) => path.owner === organization.resourceId && path.modelPath === modelPath)) {
        return errorResponse(409, `modelPath: ${modelPath} is registered already`);
      }
      const registered = { id: Math.max(0, ...catalog.registeredPaths.map(({ id }) => id)) + 1, owner: organization.resourceId, modelPath };
      catalog.registeredPaths.push(registered);
      return HttpResponse.json(wire(registered), { status: 201 });
    }),
  ),
];
