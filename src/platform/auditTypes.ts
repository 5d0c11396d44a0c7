// The audit event log service's shapes (facts "Apps, audit, triggers": `AuditIn`), with our reading of the change:
// the entity as it was before the write and as it is after it (docs/decisions.md "Audit log and triggers").

/** One accepted write: who made it (and as whom), on which entity, what it was, when, and what it changed. */
export interface AuditEvent {
  id: string;
  /** The person who made the write; when they acted as someone else, the person they impersonated is beside it. */
  actorUsername: string;
  impersonatedUsername: string | null;
  /** What kind of entity, as the service names its collection (`notifications`, `devices`, `users`…). */
  entityType: string;
  /** The entity's id when it is a number, else `entityIdString`; both null for a write on no single entity. */
  entityId: number | null;
  entityIdString: string | null;
  /** CREATE, UPDATE, DELETE, or the action's name (ACK, CONNECT…). */
  event: string;
  /** The request body the write carried. */
  input: unknown;
  /** The entity before and after the write; null where there was none (before a creation, after a deletion). */
  before: unknown;
  after: unknown;
  orgResourceId: string;
  /** Epoch ms. */
  timestamp: number;
}

/** What the log is narrowed by; every part optional. Times are epoch ms, both ends included. */
export interface AuditFilter {
  /** Part of the actor's or the impersonated person's user name. */
  actor?: string;
  entityType?: string;
  /** Part of the entity's id. */
  entityId?: string;
  event?: string;
  from?: number;
  to?: number;
}

/** The events every write ends in when it names no action. */
export const auditEvents = ['CREATE', 'UPDATE', 'DELETE'] as const;

/** The entity's id as one text, whichever field carries it. */
export const auditEntityId = (event: Pick<AuditEvent, 'entityId' | 'entityIdString'>): string =>
  event.entityIdString ?? (event.entityId === null ? '' : String(event.entityId));
