// Response schemas of the notification service. Objects are not strict: extra fields the service sends are dropped.
import * as v from 'valibot';
import { channels, weekdays } from './notificationRules';
import type { FailedDelivery, NotificationRule, NotificationSettings } from './notificationTypes';
import type { Schema } from './schemas';

const strings = v.array(v.string());
const channelSchema = v.picklist(channels);

export const notificationRuleSchema = v.object({
  id: v.string(),
  realmId: v.string(),
  orgResourceId: v.string(),
  name: v.string(),
  description: v.string(),
  minimumSeverity: v.number(),
  ackTime: v.number(),
  enabled: v.boolean(),
  updatedAt: v.number(),
  nameFilters: strings,
  extraFilters: strings,
  deviceGroupFilters: strings,
  recipientFilters: strings,
  days: v.array(v.picklist(weekdays)),
}) satisfies Schema<NotificationRule>;

export const notificationSettingsSchema = v.object({
  enabledChannels: v.array(channelSchema),
  senderName: v.string(),
  defaultRecipients: strings,
  quietHours: v.nullable(v.object({ start: v.string(), end: v.string() })),
}) satisfies Schema<NotificationSettings>;

export const failedDeliverySchema = v.object({
  id: v.string(),
  orgResourceId: v.string(),
  ruleId: v.string(),
  ruleName: v.string(),
  alarmId: v.string(),
  alarmName: v.string(),
  deviceLabel: v.string(),
  severity: v.number(),
  recipient: v.string(),
  channel: channelSchema,
  failedAt: v.number(),
  attempts: v.number(),
  reason: v.string(),
}) satisfies Schema<FailedDelivery>;
