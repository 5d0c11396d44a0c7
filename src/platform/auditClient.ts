// Audit event log service (spec §7 "audit event logs", facts `AuditIn`): an organisation's events, newest first, a
// page at a time under a filter, and the whole filtered set as CSV. Read-only: the service writes its own log.
import { auditEndpoints } from './auditEndpoints';
import { auditQuery } from './auditQuery';
import { auditEventSchema } from './auditSchemas';
import type { AuditEvent, AuditFilter } from './auditTypes';
import type { HttpClient } from './http';
import { dataPageSchema } from './dataPageSchema';
import type { DataPage } from './types';

export type AuditClient = ReturnType<typeof createAuditClient>;

/** `http` is the audit service's client (base `<app>/svc/audit`, 30 s timeout). */
export function createAuditClient(http: HttpClient) {
  const eventPage = dataPageSchema(auditEventSchema);

  return {
    events: (organization: string, filter: AuditFilter, page: { page: number; pageSize: number }, signal?: AbortSignal): Promise<DataPage<AuditEvent>> =>
      http.request(auditEndpoints.events, { query: { ...auditQuery(filter), ...page, organization }, schema: eventPage, signal }),

    /** Exactly the events `filter` matches, every page of them, as the service writes them in CSV. */
    exportCsv: (organization: string, filter: AuditFilter, signal?: AbortSignal): Promise<string> =>
      http.request<string>(auditEndpoints.export, { query: { ...auditQuery(filter), organization }, responseType: 'text', signal }),
  };
}
