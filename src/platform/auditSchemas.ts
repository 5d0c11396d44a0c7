// Response schemas of the audit event log service. Objects are not strict: extra fields the service sends are dropped.
import * as v from 'valibot';
import type { AuditEvent } from './auditTypes';
import type { Schema } from './schemas';

export const auditEventSchema = v.object({
  id: v.string(),
  actorUsername: v.string(),
  impersonatedUsername: v.nullable(v.string()),
  entityType: v.string(),
  entityId: v.nullable(v.number()),
  entityIdString: v.nullable(v.string()),
  event: v.string(),
  input: v.unknown(),
  before: v.unknown(),
  after: v.unknown(),
  orgResourceId: v.string(),
  timestamp: v.number(),
}) satisfies Schema<AuditEvent>;
