// The audit filter as the service's query (the sandbox reads the same names back, sandbox/audit/filter.ts).
import type { AuditFilter } from './auditTypes';

type Query = Record<string, string | number | undefined>;

/** The query parameters of `filter` (absent parts are left out). */
export function auditQuery(filter: AuditFilter): Query {
  return {
    actor: filter.actor || undefined,
    entityType: filter.entityType || undefined,
    entityId: filter.entityId || undefined,
    event: filter.event || undefined,
    from: filter.from,
    to: filter.to,
  };
}

/** The longest text a filter part may hold (the service refuses a longer one, naming the part). */
export const maxAuditFilterText = 100;
