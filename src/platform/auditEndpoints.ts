// Paths of the audit event log service (spec §7 "audit event logs"), relative to its base (endpoints.ts
// servicePrefixes.audit). Every call names its organisation (`organization=<resourceId>`) and takes the filter's
// query (auditQuery.ts). Our reading: the platform's paths are not published (docs/decisions.md).
export const auditEndpoints = {
  /** GET: one page of the organisation's events, newest first. */
  events: '/api/v1/events',
  /** GET: every event the filter matches, as CSV. */
  export: '/api/v1/events/export',
} as const;
