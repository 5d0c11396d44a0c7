// Response schemas of the alarms API: the list, counts and action answers drive what the screen shows and how an
// action's outcome is routed. Objects are not strict: fields the portal does not read are dropped.
import * as v from 'valibot';
import type { Alarm, AlarmHistoryEntry, AlarmSeverityByDevice, AlarmSeverityCount } from './alarmTypes';
import { type Schema } from './schemas';
import { dataPageSchema } from './dataPageSchema';

// A status is shown as the service wrote it: one word of a service's own (facts §8.1 'Acknowledged') must not fail a
// whole list.
const status = v.pipe(v.string(), v.minLength(1));
const requirement = v.picklist(['REQUIRED', 'NOT_REQUIRED']);

/** Epoch milliseconds, or an ISO-8601 text (facts §8.1 AlarmDetail `updatedAt: number|string`) read as them. */
const instant = v.union([
  v.number(),
  v.pipe(
    v.string(),
    v.isoTimestamp(),
    v.transform((text) => Date.parse(text)),
  ),
]);

const historyEntrySchema = v.object({
  updatedAt: instant,
  status,
  ack: requirement,
  reset: requirement,
  // NO_ACK (facts §8.1 AlarmDetail) names no action of a person: the change is the device's.
  action: v.pipe(
    v.optional(v.picklist(['ACK', 'NO_ACK', 'RESET', 'CLEAR'])),
    v.transform((action) => (action === 'NO_ACK' ? undefined : action)),
  ),
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

/** Facts §8.1 `getAlarmDetails(alarmId)` → `AlarmDetailPage`: the alarm's state changes under `data`. */
export const alarmDetailsSchema = v.pipe(
  v.object({ data: v.array(historyEntrySchema) }),
  v.transform(({ data }): AlarmHistoryEntry[] => data),
) satisfies Schema<AlarmHistoryEntry[]>;

const severityCountSchema = v.object({ severity: v.number(), count: v.number() }) satisfies Schema<AlarmSeverityCount>;

export const severityCountsSchema = v.array(severityCountSchema);

export const severityByDeviceSchema = v.object({
  data: v.array(v.record(v.string(), v.array(severityCountSchema))),
  last: v.boolean(),
  next: v.optional(v.string()),
}) satisfies Schema<AlarmSeverityByDevice>;
