// The audit event log's state: every accepted write's event, oldest first (appended as writes are answered, so the
// list stays in time order and the newest-first pages read it backwards without sorting).
import type { AuditEvent } from '../../src/platform/auditTypes';

export interface AuditState {
  events: AuditEvent[];
  /** The next event's number (ids are "evt-<n>"). */
  next: number;
}

export const createAuditState = (): AuditState => ({ events: [], next: 1 });
