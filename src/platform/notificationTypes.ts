// Wire shapes of the notification service (spec §7 "Notification service"), shared by the portal's client and the
// sandbox. The rule follows facts §9; where the facts say "not found" (value formats, organisation-wide settings,
// failed deliveries) the shape is ours, recorded in docs/decisions.md "Notifications".
import type { channels, weekdays } from './notificationRules';

export type Weekday = (typeof weekdays)[number];
export type NotificationChannel = (typeof channels)[number];

/** An alarm notification rule (facts §9). */
export interface NotificationRule {
  id: string;
  realmId: string;
  orgResourceId: string;
  name: string;
  description: string;
  /** 0…6; alarms of this severity or more severe match (6 is the most severe). */
  minimumSeverity: number;
  /** Minutes an alarm may stay unacknowledged before its notification goes out; 0 sends at once. */
  ackTime: number;
  enabled: boolean;
  /** Epoch milliseconds. */
  updatedAt: number;
  /** Alarm name patterns; `*` matches any run of characters. Empty: every alarm. */
  nameFilters: string[];
  /** Kept as the service sends them; their meaning is not known (facts §9), so the portal does not edit them. */
  extraFilters: string[];
  /** Device group names. Empty: devices of every group. */
  deviceGroupFilters: string[];
  /** E-mail addresses and international phone numbers (see channelOf). */
  recipientFilters: string[];
  /** Days of the week on which the rule notifies. */
  days: Weekday[];
}

/** The body of POST and PUT: the fields a person sets; the service owns the rest. */
export type NotificationRuleWrite = Pick<
  NotificationRule,
  | 'name'
  | 'description'
  | 'minimumSeverity'
  | 'ackTime'
  | 'enabled'
  | 'nameFilters'
  | 'extraFilters'
  | 'deviceGroupFilters'
  | 'recipientFilters'
  | 'days'
>;

/** The organisation's notification settings (GET/PUT settings). */
export interface NotificationSettings {
  /** Channels the organisation sends on; a recipient of a disabled channel is not notified. */
  enabledChannels: NotificationChannel[];
  /** Shown as the sender of e-mails and text messages. */
  senderName: string;
  /** Copied into new rules as their first recipients. */
  defaultRecipients: string[];
  /** Notifications are held while the UTC time of day is in [start, end) and sent when it ends; null: never held. */
  quietHours: { start: string; end: string } | null;
}

/** A notification that could not be delivered (GET failed deliveries), newest first. */
export interface FailedDelivery {
  id: string;
  orgResourceId: string;
  ruleId: string;
  ruleName: string;
  alarmId: string;
  alarmName: string;
  deviceLabel: string;
  severity: number;
  recipient: string;
  channel: NotificationChannel;
  /** Epoch milliseconds of the last attempt. */
  failedAt: number;
  attempts: number;
  /** The delivery provider's explanation, as it gave it. */
  reason: string;
}
