// The audit event log service of the sandbox platform (base `/svc/audit`): an organisation's events, newest first,
// a page at a time under a filter (sandbox/audit/filter.ts), and the whole filtered set as CSV. Reading it is an
// audit task (spec §2 /log: access on audit). The events themselves come from sandbox/audit/recorder.ts.
import { HttpResponse, http } from 'msw';
import { auditEndpoints } from '../../src/platform/auditEndpoints';
import { auditEntityId, type AuditEvent } from '../../src/platform/auditTypes';
import type { DataPage } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { controlBase } from '../paths';
import { cell } from '../dashboards/csv';
import { findOrganizationByResourceId } from '../directory';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { store, type SandboxUser } from '../store';
import { bulkAuditEvents, maxBulkEvents } from './bulk';
import { auditFilterOf, auditMatcher } from './filter';

export const auditCsvHeader = ['timestamp', 'actor', 'impersonated', 'entityType', 'entityId', 'event', 'before', 'after'] as const;

/** The organisation's events the request's filter matches, newest first; or the 400/403/404 answer. */
function matching(request: Request, user: SandboxUser): AuditEvent[] | Response {
  const organization = organizationFor(request, user, 'audit:access', { iotOnly: false });
  if (organization instanceof Response) return organization;
  const filter = auditFilterOf(new URL(request.url));
  if (typeof filter === 'string') return errorResponse(400, filter);
  const matches = auditMatcher(filter);
  const { events } = store().audit;
  const found: AuditEvent[] = [];
  // The log is in time order: reading it backwards gives newest first without a sort.
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index] as AuditEvent;
    if (event.orgResourceId === organization.resourceId && matches(event)) found.push(event);
  }
  return found;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export const auditHandlers = [
  http.get(
    servicePath('audit', auditEndpoints.events),
    withUser(({ request, user }) => {
      const found = matching(request, user);
      return found instanceof Response ? found : HttpResponse.json<DataPage<AuditEvent>>(dataPage(found, new URL(request.url)));
    }),
  ),

  http.get(
    servicePath('audit', auditEndpoints.export),
    withUser(({ request, user }) => {
      const found = matching(request, user);
      if (found instanceof Response) return found;
      const rows = found.map((event) =>
        [
          new Date(event.timestamp).toISOString(),
          event.actorUsername,
          event.impersonatedUsername ?? '',
          event.entityType,
          auditEntityId(event),
          event.event,
          json(event.before),
          json(event.after),
        ]
          .map(cell)
          .join(','),
      );
      return new HttpResponse([auditCsvHeader.join(','), ...rows].join('\r\n'), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="audit-log.csv"' },
      });
    }),
  ),
];

/** Sandbox control: `PUT /__sandbox/audit {bulk, organization}` adds that many made-up events (benchmarks). */
export const auditControlHandlers = [
  http.put(`*${controlBase}/audit`, async ({ request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return errorResponse(400, 'A body {bulk, organization} is required');
    const { bulk, organization } = body;
    if (!(Number.isInteger(bulk) && (bulk as number) > 0 && (bulk as number) <= maxBulkEvents)) {
      return errorResponse(400, `bulk must be an integer from 1 to ${maxBulkEvents}`);
    }
    if (typeof organization !== 'string' || findOrganizationByResourceId(organization) === undefined) {
      return errorResponse(400, 'organization must name an organization of the sandbox');
    }
    const audit = store().audit;
    audit.events = [...bulkAuditEvents(bulk as number, organization, Date.now(), audit.next), ...audit.events];
    audit.next += bulk as number;
    return new HttpResponse(null, { status: 204 });
  }),
];
