// The licences service's products (spec §7 "Licences service"), base `/svc/licenses`, for a dealer organisation:
// - GET /products?orgResourceId=&includeAllVersions=&pageSize= → `{ content, last, … }`, by code then version
//   (`products:read`); GET /products/count → `{ count }` of last versions.
// - POST /products `{ …product, orgResourceId }` (`products:create`): version 1; a code in use → 409 naming `code`.
// - GET /products/{id}: one version, to a caller who reads products in its dealer (deleted ones are a 404).
// - PUT /products/{id}?orgResourceId= (`products:update`): a new version of the code, the old one kept for its licences.
// - DELETE /products/{id}?orgResourceId= (`products:delete`): the product, every version; its licences keep theirs.
// A value out of range is refused with a 400 naming its field (src/platform/licenceRules.ts).
import { HttpResponse, http } from 'msw';
import { describeProblem, productProblems } from '../../src/platform/licenceRules';
import { licencesEndpoints } from '../../src/platform/licencesEndpoints';
import { productTypes, resourceTypes, type Product, type ProductWrite } from '../../src/platform/licencesTypes';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson } from '../http';
import { corePage } from '../paging';
import { route } from '../routes';
import { servicePath } from '../http';
import { store } from '../store';
import { callerOrganization } from './access';
import type { SandboxProduct } from './state';

const wire = ({ deleted: _deleted, ...product }: SandboxProduct): Product => product;

const livingProducts = (dealer: string) => store().dealer.products.filter((product) => product.orgResourceId === dealer && !product.deleted);

/** The body as a product, or the 400 naming what is wrong. */
function productWrite(body: unknown): ProductWrite | Response {
  if (!isRecord(body)) return errorResponse(400, 'the body must be a product');
  const { code, label, type, trial, autorenewDefaultValueForNewLicenses, resources } = body;
  if (typeof code !== 'string') return errorResponse(400, 'code is required');
  if (typeof label !== 'string') return errorResponse(400, 'label is required');
  if (!productTypes.includes(type as never)) return errorResponse(400, `type must be one of ${productTypes.join(', ')}`);
  if (typeof trial !== 'boolean' || typeof autorenewDefaultValueForNewLicenses !== 'boolean') {
    return errorResponse(400, 'trial and autorenewDefaultValueForNewLicenses must be true or false');
  }
  if (!Array.isArray(resources)) return errorResponse(400, 'resources is required');
  const read: ProductWrite['resources'] = [];
  for (const [index, resource] of resources.entries()) {
    if (!isRecord(resource) || !resourceTypes.includes(resource.resourceType as never)) {
      return errorResponse(400, `resources.${index}.resourceType must be one of ${resourceTypes.join(', ')}`);
    }
    read.push({
      resourceType: resource.resourceType as ProductWrite['resources'][number]['resourceType'],
      quantity: typeof resource.quantity === 'number' ? resource.quantity : Number.NaN,
      duration: typeof resource.duration === 'number' ? resource.duration : Number.NaN,
    });
  }
  const product: ProductWrite = { code: code.trim(), label: label.trim(), type: type as ProductWrite['type'], trial, autorenewDefaultValueForNewLicenses, resources: read };
  const [problem] = productProblems(product);
  return problem ? errorResponse(400, describeProblem(problem)) : product;
}

const nextProductId = () => store().dealer.products.reduce((max, product) => Math.max(max, product.id), 0) + 1;

export const productHandlers = [
  http.get(
    servicePath('license', licencesEndpoints.productCount),
    withUser(({ request, user }) => {
      const dealer = callerOrganization(new URL(request.url).searchParams.get('orgResourceId'), user, 'products:read', { dealer: true });
      if (dealer instanceof Response) return dealer;
      return HttpResponse.json({ count: livingProducts(dealer.resourceId).filter((product) => product.lastVersion).length });
    }),
  ),

  http.get(
    servicePath('license', licencesEndpoints.products),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const dealer = callerOrganization(url.searchParams.get('orgResourceId'), user, 'products:read', { dealer: true });
      if (dealer instanceof Response) return dealer;
      const allVersions = url.searchParams.get('includeAllVersions') === 'true';
      const code = url.searchParams.get('code');
      const search = url.searchParams.get('search')?.trim().toLowerCase();
      const products = livingProducts(dealer.resourceId)
        .filter((product) => (allVersions || product.lastVersion) && (!code || product.code === code))
        .filter((product) => !search || product.code.toLowerCase().includes(search) || product.label.toLowerCase().includes(search))
        .sort((a, b) => a.code.localeCompare(b.code) || b.version - a.version);
      const page = corePage(products, url);
      return HttpResponse.json({ ...page, content: page.content.map(wire) });
    }),
  ),

  http.post(
    servicePath('license', licencesEndpoints.products),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      const dealer = callerOrganization(isRecord(body) && typeof body.orgResourceId === 'string' ? body.orgResourceId : undefined, user, 'products:create', { dealer: true });
      if (dealer instanceof Response) return dealer;
      const product = productWrite(body);
      if (product instanceof Response) return product;
      if (livingProducts(dealer.resourceId).some((existing) => existing.code === product.code)) {
        return errorResponse(409, `code ${product.code} is already a product of ${dealer.resourceId}`);
      }
      const created: SandboxProduct = { ...product, id: nextProductId(), orgResourceId: dealer.resourceId, version: 1, lastVersion: true };
      store().dealer.products.push(created);
      return HttpResponse.json(wire(created), { status: 201 });
    }),
  ),

  http.get<{ id: string }>(
    route('license', licencesEndpoints.product, 'id'),
    withUser<{ id: string }>(({ params, user }) => {
      const product = store().dealer.products.find((candidate) => String(candidate.id) === params.id && !candidate.deleted);
      if (product === undefined || callerOrganization(product.orgResourceId, user, 'products:read', { dealer: true }) instanceof Response) {
        return errorResponse(404, `Product ${params.id} not found`);
      }
      return HttpResponse.json(wire(product));
    }),
  ),

  http.put<{ id: string }>(
    route('license', licencesEndpoints.product, 'id'),
    withUser<{ id: string }>(async ({ request, params, user }) => {
      const dealer = callerOrganization(new URL(request.url).searchParams.get('orgResourceId'), user, 'products:update', { dealer: true });
      if (dealer instanceof Response) return dealer;
      const current = livingProducts(dealer.resourceId).find((product) => String(product.id) === params.id);
      if (current === undefined) return errorResponse(404, `Product ${params.id} not found in ${dealer.resourceId}`);
      if (!current.lastVersion) return errorResponse(409, `Product ${params.id} is not the last version of ${current.code}`);
      const product = productWrite(await readJson(request));
      if (product instanceof Response) return product;
      if (product.code !== current.code) return errorResponse(400, 'code cannot change: a new version keeps its product code');
      current.lastVersion = false;
      const version: SandboxProduct = { ...product, id: nextProductId(), orgResourceId: dealer.resourceId, version: current.version + 1, lastVersion: true };
      store().dealer.products.push(version);
      return HttpResponse.json(wire(version));
    }),
  ),

  http.delete<{ id: string }>(
    route('license', licencesEndpoints.product, 'id'),
    withUser<{ id: string }>(({ request, params, user }) => {
      const dealer = callerOrganization(new URL(request.url).searchParams.get('orgResourceId'), user, 'products:delete', { dealer: true });
      if (dealer instanceof Response) return dealer;
      const product = livingProducts(dealer.resourceId).find((candidate) => String(candidate.id) === params.id);
      if (product === undefined) return errorResponse(404, `Product ${params.id} not found in ${dealer.resourceId}`);
      for (const version of livingProducts(dealer.resourceId)) if (version.code === product.code) version.deleted = true;
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
