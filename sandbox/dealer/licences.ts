// The licences service's licences and subscriptions (spec §7 "Licences service"), base `/svc/licenses`:
// - GET /licenses?orgResourceId=&page=&pageSize= the dealer's licences, newest first (`products:read`);
//   GET /licenses/{id}; POST /licenses `LicenseCreate` sells one to a client (`products:create`), its code
//   `<DEALER>-<PRODUCT>-<serial>`; PUT /licenses/{id} `{ autorenew }` and POST /licenses/{id}/renew
//   (`products:update`; renewing moves the expiry on by the product's longest duration, and needs an activated
//   licence); DELETE /licenses/{id} withdraws one not yet activated (`products:delete`).
// - POST /licenses/activation `{ licenseCode, orgResourceId }`: the dealer activates a code for one of its clients,
//   the subscription starts; GET /licenses/expirationDate?licenseCode= when it ends (or would, activated now).
// - GET /subscriptions/summaryByOrg?createdByOrgResourceId=&page=&pageSize=: a page of the dealer's clients, each
//   with what its active subscriptions grant and use, its licences not yet redeemed and its trial's end; narrowed by
//   `expirationDateFrom/To` and `activationDateFrom/To` (epoch ms: a client with an activated licence in every range
//   given) and `includeNotRedeemed` (a client with a licence waiting for activation stays); a range ending before it
//   starts is a 400 naming it.
// - POST /subscriptions/aggregatedByOrg `{ orgResourceIds }` (at most 1000): `SubscriptionAggregated` per resource type
//   of each client named; GET /subscriptions/aggregated?orgResourceId= one client's; GET /subscriptions?orgResourceId=
//   &page=&pageSize= its subscriptions (licences activated for it, newest activation first); GET
//   /subscriptions/trialExpiration?orgResourceId= its running trial's end (`{}` without one). A client is answered to
//   the caller who reads products in its dealer; any other organisation is a 404.
// - The license manager's GET /licenses/validate?licenseCode= answers for these codes too; device licence keys
//   pass on to sandbox/licenses/handlers.ts.
import { HttpResponse, http } from 'msw';
import { describeProblem, licenceProblems } from '../../src/platform/licenceRules';
import { licencesEndpoints } from '../../src/platform/licencesEndpoints';
import { deviceLicenceEndpoints } from '../../src/platform/deviceLicenceEndpoints';
import type { LicenceValidation } from '../../src/platform/deviceLicenceTypes';
import type { ClientSummary, Licence, LicenceCreate, ResourceType, SubscriptionAggregated, SubscriptionResource } from '../../src/platform/licencesTypes';
import type { PermissionScope } from '../../src/platform/permissions';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { byCreationDate, corePage } from '../paging';
import { route } from '../routes';
import { store, type SandboxUser } from '../store';
import { callerOrganization } from './access';
import { day, licenceCode, productOfLicence, type SandboxClient, type SandboxLicence } from './state';

/** Most organisations one aggregatedByOrg request may name (a page of clients is at most 100). */
const maxAggregatedOrgs = 1000;

const isExpired = (licence: SandboxLicence, now: number) => licence.expirationDate !== undefined && licence.expirationDate < now;

/** The product version's longest duration: one period of the licence. */
function periodOf(licence: SandboxLicence): number {
  const product = productOfLicence(store().dealer, licence);
  return Math.max(1, ...(product?.resources.map((resource) => resource.duration) ?? [])) * day;
}

function clientNamed(dealer: string, orgResourceId: string) {
  return store().dealer.clients.find((client) => client.dealer === dealer && client.orgResourceId === orgResourceId);
}

function wire(licence: SandboxLicence, now = Date.now()): Licence {
  const { deleted: _deleted, ...rest } = licence;
  const expired = isExpired(licence, now);
  const used = licence.activatedOrgResourceId ? clientNamed(licence.orgResourceId, licence.activatedOrgResourceId)?.used : undefined;
  const resources: SubscriptionResource[] = (productOfLicence(store().dealer, licence)?.resources ?? []).map(({ resourceType, quantity }) => ({
    resourceType,
    quantity,
    used: used?.[resourceType] ?? 0,
    expired,
  }));
  return { ...rest, expired, resources };
}

const livingLicences = () => store().dealer.licences.filter((licence) => !licence.deleted);

/** A licence the caller may act on with `needed` in the dealer that sold it, or the 403/404 answer. */
function licenceFor(id: string, user: SandboxUser, needed: PermissionScope): SandboxLicence | Response {
  const licence = livingLicences().find((candidate) => String(candidate.licenseId) === id);
  if (licence === undefined) return errorResponse(404, `Licence ${id} not found`);
  const dealer = callerOrganization(licence.orgResourceId, user, needed, { dealer: true });
  return dealer instanceof Response ? (dealer.status === 403 ? errorResponse(404, `Licence ${id} not found`) : dealer) : licence;
}

function summaryOf(dealer: string, client: { orgResourceId: string; name: string; used: Partial<Record<ResourceType, number>> }, licences: SandboxLicence[], now: number): ClientSummary {
  const active = licences.filter((licence) => licence.activatedOrgResourceId === client.orgResourceId && !isExpired(licence, now));
  const granted = new Map<ResourceType, number>();
  for (const licence of active) {
    for (const { resourceType, quantity } of productOfLicence(store().dealer, licence)?.resources ?? []) {
      const sum = granted.get(resourceType) ?? 0;
      granted.set(resourceType, sum === -1 || quantity === -1 ? -1 : sum + quantity);
    }
  }
  const expiries = active.map((licence) => licence.expirationDate ?? Number.POSITIVE_INFINITY);
  const trials = active.filter((licence) => licence.product.trial).map((licence) => licence.expirationDate ?? Number.POSITIVE_INFINITY);
  return {
    orgResourceId: client.orgResourceId,
    name: client.name,
    activeSubscriptions: active.length,
    notRedeemed: licences.filter((licence) => licence.orgResourceId === dealer && licence.targetOrgResourceId === client.orgResourceId && !licence.used).length,
    resources: [...granted].map(([resourceType, quantity]) => ({ resourceType, quantity, used: client.used[resourceType] ?? 0 })),
    ...(expiries.length ? { nextExpirationDate: Math.min(...expiries) } : {}),
    ...(trials.length ? { trialExpirationDate: Math.min(...trials) } : {}),
  };
}

/** The client `orgResourceId` names, when the caller reads products in its dealer, or the 400/404 answer. */
function clientFor(orgResourceId: string | null, user: SandboxUser): SandboxClient | Response {
  if (!orgResourceId) return errorResponse(400, 'orgResourceId is required');
  const client = store().dealer.clients.find((candidate) => candidate.orgResourceId === orgResourceId);
  if (client === undefined || callerOrganization(client.dealer, user, 'products:read', { dealer: true }) instanceof Response) {
    return errorResponse(404, `Organization ${orgResourceId} not found`);
  }
  return client;
}

/** The licences activated for a client, ended ones too. */
const subscriptionsOf = (client: SandboxClient) => livingLicences().filter((licence) => licence.activatedOrgResourceId === client.orgResourceId);

/** Per resource type its running subscriptions grant (-1 unlimited), what it uses; a type only ended ones granted is expired. */
function aggregatesOf(client: SandboxClient, now: number): SubscriptionAggregated[] {
  const figures = new Map<ResourceType, { quantity: number; running: boolean }>();
  for (const licence of subscriptionsOf(client)) {
    const running = !isExpired(licence, now);
    for (const { resourceType, quantity } of productOfLicence(store().dealer, licence)?.resources ?? []) {
      const sum = figures.get(resourceType) ?? { quantity: 0, running: false };
      if (running) figures.set(resourceType, { quantity: sum.quantity === -1 || quantity === -1 ? -1 : sum.quantity + quantity, running: true });
      else figures.set(resourceType, sum);
    }
  }
  // The dealer's clients have no sub-organisations in the sandbox: nothing is granted on.
  return [...figures].map(([resourceType, { quantity, running }]) => ({
    org: client.orgResourceId,
    resourceType,
    quantity,
    licensed: quantity,
    used: running ? (client.used[resourceType] ?? 0) : 0,
    expired: !running,
    granted: 0,
    grantedUsed: 0,
  }));
}

const filterParams = ['expirationDateFrom', 'expirationDateTo', 'activationDateFrom', 'activationDateTo'] as const;

/** Which clients the summary's filters keep, or the 400 naming a malformed or backwards range. */
function clientFilter(url: URL): ((client: SandboxClient, licences: SandboxLicence[]) => boolean) | Response {
  const bounds: Partial<Record<(typeof filterParams)[number], number>> = {};
  for (const name of filterParams) {
    const raw = url.searchParams.get(name);
    if (raw === null) continue;
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isInteger(value)) return errorResponse(400, `${name} must be epoch milliseconds`);
    bounds[name] = value;
  }
  for (const range of ['expirationDate', 'activationDate'] as const) {
    const from = bounds[`${range}From`];
    const to = bounds[`${range}To`];
    if (from !== undefined && to !== undefined && to < from) return errorResponse(400, `${range}To must not be before ${range}From`);
  }
  const includeRaw = url.searchParams.get('includeNotRedeemed');
  if (includeRaw !== null && includeRaw !== 'true' && includeRaw !== 'false') return errorResponse(400, 'includeNotRedeemed must be true or false');
  const includeNotRedeemed = includeRaw === 'true';
  if (Object.keys(bounds).length === 0) return () => true;
  const within = (value: number | undefined, from: number | undefined, to: number | undefined) =>
    value !== undefined && (from === undefined || value >= from) && (to === undefined || value <= to);
  const { expirationDateFrom, expirationDateTo, activationDateFrom, activationDateTo } = bounds;
  return (client, licences) =>
    licences.some(
      (licence) =>
        licence.activatedOrgResourceId === client.orgResourceId &&
        (expirationDateFrom === undefined && expirationDateTo === undefined ? true : within(licence.expirationDate, expirationDateFrom, expirationDateTo)) &&
        (activationDateFrom === undefined && activationDateTo === undefined ? true : within(licence.activationDate, activationDateFrom, activationDateTo)),
    ) ||
    (includeNotRedeemed && licences.some((licence) => licence.targetOrgResourceId === client.orgResourceId && !licence.used));
}

/** The body as a licence to sell, or the 400 naming what is wrong. */
function licenceCreate(body: Record<string, unknown>): LicenceCreate | Response {
  const { productId, targetOrgResourceId, autorenew, currency, price, externalRef } = body;
  if (typeof autorenew !== 'boolean') return errorResponse(400, 'autorenew must be true or false');
  const licence: LicenceCreate = {
    productId: typeof productId === 'number' ? productId : Number.NaN,
    targetOrgResourceId: typeof targetOrgResourceId === 'string' ? targetOrgResourceId : '',
    autorenew,
    currency: typeof currency === 'string' ? currency : '',
    price: typeof price === 'number' ? price : Number.NaN,
    externalRef: typeof externalRef === 'string' ? externalRef : '',
  };
  const [problem] = licenceProblems(licence);
  return problem ? errorResponse(400, describeProblem(problem)) : licence;
}

export const licenceHandlers = [
  http.get(
    servicePath('license', licencesEndpoints.clientSummaries),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const dealer = callerOrganization(url.searchParams.get('createdByOrgResourceId'), user, 'products:read', { dealer: true }, 'createdByOrgResourceId');
      if (dealer instanceof Response) return dealer;
      const now = Date.now();
      const keep = clientFilter(url);
      if (keep instanceof Response) return keep;
      const sold = livingLicences().filter((licence) => licence.orgResourceId === dealer.resourceId);
      const clients = store().dealer.clients.filter((client) => client.dealer === dealer.resourceId && keep(client, sold));
      const page = corePage(clients, url);
      // Only the page's clients are summed: a page costs its own clients' licences, whatever the dealer's size.
      const onPage = new Set(page.content.map((client) => client.orgResourceId));
      const licences = livingLicences().filter((licence) => onPage.has(licence.targetOrgResourceId) || onPage.has(licence.activatedOrgResourceId ?? ''));
      return HttpResponse.json({ ...page, content: page.content.map((client) => summaryOf(dealer.resourceId, client, licences, now)) });
    }),
  ),

  http.post(
    servicePath('license', licencesEndpoints.aggregatedByOrg),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      const ids = isRecord(body) ? body.orgResourceIds : undefined;
      if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) return errorResponse(400, 'orgResourceIds must be a list of organizations');
      if (ids.length > maxAggregatedOrgs) return errorResponse(400, `orgResourceIds may name at most ${maxAggregatedOrgs} organizations`);
      const now = Date.now();
      const answer: SubscriptionAggregated[] = [];
      for (const id of new Set(ids)) {
        const client = clientFor(id, user);
        if (client instanceof Response) return client;
        answer.push(...aggregatesOf(client, now));
      }
      return HttpResponse.json(answer);
    }),
  ),

  http.get(
    servicePath('license', licencesEndpoints.aggregated),
    withUser(({ request, user }) => {
      const client = clientFor(new URL(request.url).searchParams.get('orgResourceId'), user);
      return client instanceof Response ? client : HttpResponse.json(aggregatesOf(client, Date.now()));
    }),
  ),

  http.get(
    servicePath('license', licencesEndpoints.subscriptions),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const client = clientFor(url.searchParams.get('orgResourceId'), user);
      if (client instanceof Response) return client;
      const own = subscriptionsOf(client).sort((a, b) => (b.activationDate ?? 0) - (a.activationDate ?? 0));
      const page = corePage(own, url);
      const now = Date.now();
      return HttpResponse.json({ ...page, content: page.content.map((licence) => wire(licence, now)) });
    }),
  ),

  http.get(
    servicePath('license', licencesEndpoints.trialExpiration),
    withUser(({ request, user }) => {
      const client = clientFor(new URL(request.url).searchParams.get('orgResourceId'), user);
      if (client instanceof Response) return client;
      const now = Date.now();
      const trials = subscriptionsOf(client)
        .filter((licence) => licence.product.trial && !isExpired(licence, now))
        .map((licence) => licence.expirationDate ?? Number.POSITIVE_INFINITY);
      return HttpResponse.json(trials.length ? { trialExpirationDate: Math.min(...trials) } : {});
    }),
  ),

  http.get(
    servicePath('license', licencesEndpoints.expirationDate),
    withUser(({ request, user }) => {
      const code = new URL(request.url).searchParams.get('licenseCode') ?? '';
      const licence = livingLicences().find((candidate) => candidate.code === code);
      if (licence === undefined || callerOrganization(licence.orgResourceId, user, 'products:read', { dealer: true }) instanceof Response) {
        return errorResponse(404, `No licence has code ${code}`);
      }
      return HttpResponse.json({ expirationDate: licence.expirationDate ?? Date.now() + periodOf(licence) });
    }),
  ),

  http.post(
    servicePath('license', licencesEndpoints.activation),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.licenseCode !== 'string' || typeof body.orgResourceId !== 'string') {
        return errorResponse(400, 'licenseCode and orgResourceId are required');
      }
      const { licenseCode, orgResourceId } = body;
      const licence = livingLicences().find((candidate) => candidate.code === licenseCode.trim());
      if (licence === undefined || callerOrganization(licence.orgResourceId, user, 'products:update', { dealer: true }) instanceof Response) {
        return errorResponse(404, `licenseCode ${licenseCode} is not a licence of yours`);
      }
      if (licence.used) return errorResponse(409, `licenseCode ${licenseCode} is already activated`);
      if (clientNamed(licence.orgResourceId, orgResourceId) === undefined) {
        return errorResponse(400, `orgResourceId ${orgResourceId} is not a client of ${licence.orgResourceId}`);
      }
      const now = Date.now();
      Object.assign(licence, { used: true, activationDate: now, expirationDate: now + periodOf(licence), activatedOrgResourceId: orgResourceId });
      return HttpResponse.json(wire(licence, now));
    }),
  ),

  http.get(
    servicePath('license', licencesEndpoints.licences),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const dealer = callerOrganization(url.searchParams.get('orgResourceId'), user, 'products:read', { dealer: true });
      if (dealer instanceof Response) return dealer;
      const sold = livingLicences()
        .filter((licence) => licence.orgResourceId === dealer.resourceId)
        .sort(byCreationDate(url));
      const page = corePage(sold, url);
      const now = Date.now();
      return HttpResponse.json({ ...page, content: page.content.map((licence) => wire(licence, now)) });
    }),
  ),

  http.post(
    servicePath('license', licencesEndpoints.licences),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'the body must be a licence');
      const dealer = callerOrganization(typeof body.orgResourceId === 'string' ? body.orgResourceId : undefined, user, 'products:create', { dealer: true });
      if (dealer instanceof Response) return dealer;
      const sale = licenceCreate(body);
      if (sale instanceof Response) return sale;
      const product = store().dealer.products.find((candidate) => candidate.id === sale.productId && candidate.orgResourceId === dealer.resourceId && !candidate.deleted);
      if (product === undefined || !product.lastVersion) return errorResponse(400, `productId ${sale.productId} is not a current product of ${dealer.resourceId}`);
      if (clientNamed(dealer.resourceId, sale.targetOrgResourceId) === undefined) {
        return errorResponse(400, `targetOrgResourceId ${sale.targetOrgResourceId} is not a client of ${dealer.resourceId}`);
      }
      const licenseId = store().dealer.licences.reduce((max, licence) => Math.max(max, licence.licenseId), 0) + 1;
      const licence: SandboxLicence = {
        licenseId,
        code: licenceCode(dealer.resourceId, product.code, licenseId),
        creationDate: Date.now(),
        autorenew: sale.autorenew,
        currency: sale.currency,
        price: sale.price,
        externalRef: sale.externalRef,
        used: false,
        orgResourceId: dealer.resourceId,
        targetOrgResourceId: sale.targetOrgResourceId,
        product: { id: product.id, code: product.code, label: product.label, version: product.version, trial: product.trial },
      };
      store().dealer.licences.push(licence);
      return HttpResponse.json(wire(licence), { status: 201 });
    }),
  ),

  http.get<{ id: string }>(
    route('license', licencesEndpoints.licence, 'id'),
    withUser<{ id: string }>(({ params, user }) => {
      const licence = licenceFor(params.id, user, 'products:read');
      return licence instanceof Response ? licence : HttpResponse.json(wire(licence));
    }),
  ),

  http.put<{ id: string }>(
    route('license', licencesEndpoints.licence, 'id'),
    withUser<{ id: string }>(async ({ request, params, user }) => {
      const licence = licenceFor(params.id, user, 'products:update');
      if (licence instanceof Response) return licence;
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.autorenew !== 'boolean') return errorResponse(400, 'autorenew must be true or false');
      licence.autorenew = body.autorenew;
      return HttpResponse.json(wire(licence));
    }),
  ),

  http.post<{ id: string }>(
    route('license', licencesEndpoints.renew, 'id'),
    withUser<{ id: string }>(({ params, user }) => {
      const licence = licenceFor(params.id, user, 'products:update');
      if (licence instanceof Response) return licence;
      if (!licence.used || licence.expirationDate === undefined) return errorResponse(409, `Licence ${licence.code} is not activated: there is nothing to renew`);
      licence.expirationDate = Math.max(licence.expirationDate, Date.now()) + periodOf(licence);
      return HttpResponse.json(wire(licence));
    }),
  ),

  http.delete<{ id: string }>(
    route('license', licencesEndpoints.licence, 'id'),
    withUser<{ id: string }>(({ params, user }) => {
      const licence = licenceFor(params.id, user, 'products:delete');
      if (licence instanceof Response) return licence;
      if (licence.used) return errorResponse(409, `Licence ${licence.code} is activated: it can no longer be withdrawn`);
      licence.deleted = true;
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];

/** The license manager's validation of a licence code, for the dealer's codes; other codes pass on (device licences). */
export const licenceValidationHandler = http.get(servicePath('licenseManager', deviceLicenceEndpoints.validate), (input) => {
  const code = new URL(input.request.url).searchParams.get('licenseCode') ?? '';
  const licence = store().dealer.licences.find((candidate) => candidate.code === code);
  if (licence === undefined) return undefined;
  return withUser(({ user }) => {
    if (callerOrganization(licence.orgResourceId, user, 'products:read', { dealer: true }) instanceof Response) {
      return errorResponse(404, `No licence has code ${code}`);
    }
    const verdict: LicenceValidation = licence.deleted
      ? { valid: false, reason: 'deleted' }
      : licence.used
        ? { valid: false, reason: 'used' }
        : { valid: true };
    return HttpResponse.json(verdict);
  })(input);
});
