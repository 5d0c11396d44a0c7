// Response schemas of the alarms API: the list, counts and action answers drive what the screen shows and how an
// action's outcome is routed. Objects are not strict: fields the portal does not read are dropped.
import * as v from 'valibot';
import type { Alarm, AlarmActionResult, AlarmHistoryEntry, AlarmSeverityByDevice, AlarmSeverityCount } from './alarmTypes';
import { dataPageSchema, type Schema } from './schemas';

const status = v.picklist(['ACTIVE', 'NOT_ACTIVE', 'CLEARED']);
const requirement = v.picklist(['REQUIRED', 'NOT_REQUIRED']);

const historyEntrySchema = v.object({
  updatedAt: v.number(),
  status,
  ack: requirement,
  reset: requirement,
  action: v.optional(v.picklist(['ACK', 'RESET', 'CLEAR'])),
  user: v.optional(v.string()),
  comment: v.optional(v.string()),
  value: v.optional(v.string()),
  description: v.string(),
}) satisfies Schema<AlarmHistoryEntry>;

export const alarmSchema = v.object({
  id: v.string(),
  orgResourceId: v.string(),
  deviceId: v.string(),
  deviceLabel: v.optional(v.string()),
  name: v.string(),
  description: v.string(),
  tag: v.string(),
  severity: v.number(),
  updatedAt: v.number(),
  eventTimestamp: v.number(),
  acknowledgedDate: v.optional(v.number()),
  status,
  ack: requirement,
  reset: requirement,
  comment: v.optional(v.string()),
  value_double: v.optional(v.number()),
  value_integer: v.optional(v.number()),
  value_boolean: v.optional(v.boolean()),
  value_string: v.optional(v.string()),
  alarmHistory: v.optional(v.array(historyEntrySchema)),
}) satisfies Schema<Alarm>;

export const alarmPageSchema = dataPageSchema(alarmSchema);

const severityCountSchema = v.object({ severity: v.number(), count: v.number() }) satisfies Schema<AlarmSeverityCount>;

export const severityCountsSchema = v.array(severityCountSchema);

export const severityByDeviceSchema = v.object({
  data: v.array(v.record(v.string(), v.array(severityCountSchema))),
  last: v.boolean(),
  next: v.optional(v.string()),
}) satisfies Schema<AlarmSeverityByDevice>;

export const actionResultSchema = v.object({
  applied: v.array(v.string()),
  skipped: v.array(v.object({ id: v.string(), reason: v.picklist(['notPending', 'stillActive']) })),
}) satisfies Schema<AlarmActionResult>;
