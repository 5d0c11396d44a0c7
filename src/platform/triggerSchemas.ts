// Response schemas of the trigger manager. Objects are not strict: extra fields the service sends are dropped.
import * as v from 'valibot';
import type { Schema } from './schemas';
import type { TriggerAction, TriggerLeafPolicy, TriggerPolicy, TriggerRule, TriggerTryResult } from './triggerTypes';

const leafSchema = v.variant('type', [
  v.object({ type: v.literal('ANALOG_BAND'), low: v.number(), high: v.number(), inside: v.boolean() }),
  v.object({ type: v.literal('ON_CHANGED'), mask: v.literal('VALUE'), deadband: v.number(), percent: v.boolean() }),
  v.object({ type: v.literal('ON_LEVEL'), level: v.number(), rising: v.boolean() }),
]) satisfies Schema<TriggerLeafPolicy>;

const policySchema = v.union([
  leafSchema,
  v.object({ type: v.literal('PASSTHROUGH') }),
  v.object({ type: v.literal('CONNECTION'), connection: v.picklist(['IOT', 'VPN']), connected: v.boolean(), durationInMSec: v.number() }),
  v.object({ type: v.picklist(['AND', 'OR']), policies: v.tuple([leafSchema, leafSchema]) }),
]) satisfies Schema<TriggerPolicy>;

const throttling = { throttlingIntervalInMSec: v.number() };
const actionSchema = v.variant('type', [
  v.object({ type: v.literal('EMAIL'), recipients: v.array(v.string()), ...throttling }),
  v.object({ type: v.literal('WEBHOOK'), url: v.string(), ...throttling }),
  v.object({ type: v.literal('TEAMS'), url: v.string(), ...throttling }),
  v.object({ type: v.literal('TELEGRAM'), chatId: v.string(), ...throttling }),
  v.object({ type: v.literal('ATTRIBUTE'), attribute: v.string(), value: v.string(), ...throttling }),
]) satisfies Schema<TriggerAction>;

export const triggerRuleSchema = v.object({
  id: v.string(),
  orgResourceId: v.string(),
  name: v.string(),
  enabled: v.boolean(),
  deviceId: v.string(),
  deviceGroups: v.optional(v.array(v.string()), []),
  tag: v.string(),
  policy: policySchema,
  actions: v.array(actionSchema),
  counters: v.object({ in: v.number(), out: v.number(), throttled: v.number() }),
}) satisfies Schema<TriggerRule>;

export const triggerTryResultSchema = v.object({
  samples: v.number(),
  firings: v.array(v.object({ at: v.number(), deviceId: v.string(), value: v.number(), throttled: v.boolean() })),
}) satisfies Schema<TriggerTryResult>;
