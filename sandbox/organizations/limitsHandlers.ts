// The limits API and the license manager's consumption journal (spec §7), base `/svc/license`:
// - GET /limits?orgResourceId= (`organizations:read`): the organisation's limits with what it uses and grants.
// - POST /limits `{ orgResourceId, resourceType, quantity }`, one limit (facts §7; `organizations:update` on a
//   sub-organisation): none named is a 400 "undefined limits" (spec §5); a quantity out of range a 400 naming the
//   resource; a resource already limited a 409; more than the parent has left a 409 (ledger.ts grantProblem).
//   Answered with an empty 201.
// - PUT /limits `{ orgResourceId, resourceType, quantity, valid }`: one limit changed under the same rules, answered
//   with an empty 200 as the live platform does (facts §7.1).
// - GET /subscriptions/history?orgResourceId=&page=&pageSize= (`organizations:read`): every limit given or changed,
//   newest first, with who did it.
// - GET /subscriptions/resource/{type}/journal and /sum: `fromDate`, `toDate` (epoch ms, the end exclusive: the
//   portal extends the last day by one, spec §9), `deviceLabel`, `includeSubOrgs[Bundled|Licensed]`,
//   `vpnBundleExpireAfter` / `vpnBundleExpireBefore` (epoch ms, either open: VPN time of bundles expiring in
//   [after, before) only; other resources ignore them), paged.
import { HttpResponse, http } from 'msw';
import { limitsEndpoints } from '../../src/platform/limitsEndpoints';
import { quantityProblem, undefinedLimits } from '../../src/platform/limitsRules';
import { resourceTypes, type ConsumptionSum, type LimitWrite, type ResourceLimit, type ResourceType, type SubOrgScope } from '../../src/platform/limitsTypes';
import { store, type SandboxUser } from '../store';
import type { Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { corePage } from '../paging';
import { route } from '../routes';
import { organizationByResourceId, parentOf } from './access';
import { grantProblem, inScope, journalOf, limitOf, limitOut } from './ledger';
import { dayMs } from './state';

const isType = (value: unknown): value is ResourceType => resourceTypes.includes(value as ResourceType);

/** A limit of the body, or the 400 answer naming what is wrong. */
function limitWrite(value: unknown): LimitWrite | Response {
  if (!isRecord(value) || !isType(value.resourceType)) return errorResponse(400, `resourceType must be one of ${resourceTypes.join(', ')}`);
  const quantity = typeof value.quantity === 'string' ? Number(value.quantity) : value.quantity;
  if (typeof quantity !== 'number' || quantityProblem(quantity)) {
    return errorResponse(400, `${value.resourceType}: the quantity must be a whole number from 0 to 1000000000, or -1 for unlimited`);
  }
  return { resourceType: value.resourceType, quantity };
}

/** A sub-organisation whose limits the caller may change, or the answer. */
function changeable(orgResourceId: unknown, user: SandboxUser): Organization | Response {
  const organization = organizationByResourceId(orgResourceId, user, 'organizations:update');
  if (organization instanceof Response) return organization;
  const parent = parentOf(organization);
  return parent instanceof Response ? parent : organization;
}

const ranges = { maxDays: 731 } as const;

/** The change recorded in the subscription history. */
function record(user: SandboxUser, orgResourceId: string, write: LimitWrite, previous?: number) {
  const { history } = store().ledger;
  history.push({ id: history.length + 1, orgResourceId, ...write, ...(previous === undefined ? {} : { previous }), date: Date.now(), by: user.username });
}

/** The journal query of a request, or the 400 answer. */
function journalQuery(
  url: URL,
): { from: number; to: number; deviceLabel?: string; scope: SubOrgScope; vpnBundles: { after?: number; before?: number } } | Response {
  const from = Number(url.searchParams.get('fromDate') ?? Number.NaN);
  const to = Number(url.searchParams.get('toDate') ?? Number.NaN);
  if (!Number.isFinite(from)) return errorResponse(400, 'fromDate is required (epoch ms)');
  if (!Number.isFinite(to)) return errorResponse(400, 'toDate is required (epoch ms)');
  if (to <= from) return errorResponse(400, 'toDate must be after fromDate');
  if (to - from > ranges.maxDays * dayMs) return errorResponse(400, `toDate: the range may span at most ${ranges.maxDays} days`);
  const bound = (name: string) => {
    const given = url.searchParams.get(name);
    return given === null ? undefined : /^\d+$/.test(given) ? Number(given) : errorResponse(400, `${name} must be a date (epoch ms)`);
  };
  const after = bound('vpnBundleExpireAfter');
  if (after instanceof Response) return after;
  const before = bound('vpnBundleExpireBefore');
  if (before instanceof Response) return before;
  if (after !== undefined && before !== undefined && before <= after) return errorResponse(400, 'vpnBundleExpireBefore must be after vpnBundleExpireAfter');
  const flag = (name: string) => url.searchParams.get(name) === 'true';
  const scope: SubOrgScope = flag('includeSubOrgs') ? 'all' : flag('includeSubOrgsBundled') ? 'bundled' : flag('includeSubOrgsLicensed') ? 'licensed' : 'none';
  return { from, to, deviceLabel: url.searchParams.get('deviceLabel') ?? undefined, scope, vpnBundles: { after, before } };
}

function journalRequest(request: Request, type: string | readonly string[] | undefined, user: SandboxUser) {
  if (!isType(type)) return errorResponse(404, `No resource type ${String(type)}`);
  const url = new URL(request.url);
  const organization = organizationByResourceId(url.searchParams.get('orgResourceId'), user, 'organizations:read');
  if (organization instanceof Response) return organization;
  const query = journalQuery(url);
  if (query instanceof Response) return query;
  return { url, type, entries: journalOf(inScope(organization, query.scope), type, query) };
}

export const limitHandlers = [
  http.get(
    servicePath('limits', limitsEndpoints.limits),
    withUser(({ request, user }) => {
      const organization = organizationByResourceId(new URL(request.url).searchParams.get('orgResourceId'), user, 'organizations:read');
      if (organization instanceof Response) return organization;
      const own = store().ledger.limits.filter((limit) => limit.targetOrganization === organization.resourceId);
      const ordered = resourceTypes.flatMap((type) => own.filter((limit) => limit.resourceType === type));
      return HttpResponse.json<ResourceLimit[]>(ordered.map((limit) => limitOut(organization, limit)));
    }),
  ),

  http.post(
    servicePath('limits', limitsEndpoints.limits),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'the body must be a limit');
      const organization = changeable(body.orgResourceId, user);
      if (organization instanceof Response) return organization;
      if (body.resourceType === undefined) return errorResponse(400, undefinedLimits);
      const write = limitWrite(body);
      if (write instanceof Response) return write;
      if (limitOf(organization.resourceId, write.resourceType)) {
        return errorResponse(409, `${write.resourceType}: ${organization.resourceId} already has a limit of it`);
      }
      const problem = grantProblem(organization, write.resourceType, write.quantity);
      if (problem) return errorResponse(409, problem);
      store().ledger.limits.push({ targetOrganization: organization.resourceId, ...write, valid: true });
      record(user, organization.resourceId, write);
      return new HttpResponse(null, { status: 201 });
    }),
  ),

  http.put(
    servicePath('limits', limitsEndpoints.limits),
    withUser(async ({ request, user }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'the body must be a limit');
      const organization = changeable(body.orgResourceId, user);
      if (organization instanceof Response) return organization;
      const write = limitWrite(body);
      if (write instanceof Response) return write;
      if (typeof body.valid !== 'boolean') return errorResponse(400, 'valid must be true or false');
      const limit = limitOf(organization.resourceId, write.resourceType);
      if (limit === undefined) return errorResponse(404, `${write.resourceType}: ${organization.resourceId} has no limit of it to change`);
      const problem = grantProblem(organization, write.resourceType, write.quantity);
      if (problem) return errorResponse(409, problem);
      if (write.quantity !== limit.quantity) record(user, organization.resourceId, write, limit.quantity);
      Object.assign(limit, { quantity: write.quantity, valid: body.valid });
      return new HttpResponse(null, { status: 200 });
    }),
  ),

  http.get(
    servicePath('licenseManager', limitsEndpoints.history),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const organization = organizationByResourceId(url.searchParams.get('orgResourceId'), user, 'organizations:read');
      if (organization instanceof Response) return organization;
      const own = store().ledger.history.filter((change) => change.orgResourceId === organization.resourceId);
      return HttpResponse.json(corePage([...own].reverse(), url));
    }),
  ),

  http.get<{ type: string }>(
    route('licenseManager', limitsEndpoints.journal, 'type'),
    withUser<{ type: string }>(({ request, params, user }) => {
      const asked = journalRequest(request, params.type, user);
      return asked instanceof Response ? asked : HttpResponse.json(corePage(asked.entries, asked.url));
    }),
  ),

  http.get<{ type: string }>(
    route('licenseManager', limitsEndpoints.sum, 'type'),
    withUser<{ type: string }>(({ request, params, user }) => {
      const asked = journalRequest(request, params.type, user);
      if (asked instanceof Response) return asked;
      const quantity = asked.entries.reduce((sum, entry) => sum + entry.quantity, 0);
      return HttpResponse.json<ConsumptionSum>({ resourceType: asked.type, quantity: Math.round(quantity * 100) / 100 });
    }),
  ),
];
