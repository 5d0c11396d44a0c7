// Request bodies of the notification service, checked field by field; the first problem is answered as a 400 whose
// message names the field, as the portal shows the service's explanation of a refusal.
import {
  ackTimeRange,
  channelOf,
  channels,
  isTimeOfDay,
  maxDescriptionLength,
  maxNameLength,
  maxSenderNameLength,
  severityRange,
  weekdays,
} from '../../src/platform/notificationRules';
import type { NotificationRuleWrite, NotificationSettings } from '../../src/platform/notificationTypes';
import { isRecord } from '../http';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isIntegerIn = (value: unknown, { min, max }: { min: number; max: number }): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Every entry must be a recipient (e-mail address or international phone number). */
function recipientProblem(field: string, value: unknown): string | undefined {
  if (!isStringList(value)) return `${field} must be a list of e-mail addresses or phone numbers`;
  const wrong = value.find((recipient) => channelOf(recipient) === undefined);
  return wrong === undefined ? undefined : `${field}: '${wrong}' is neither an e-mail address nor a phone number like +391234567890`;
}

export function asRuleWrite(body: unknown): NotificationRuleWrite | string {
  if (!isRecord(body)) return 'A notification rule object is required';
  const { name, description = '', minimumSeverity, ackTime, enabled, days } = body;
  const { nameFilters = [], extraFilters = [], deviceGroupFilters = [], recipientFilters } = body;
  if (typeof name !== 'string' || name.trim() === '') return 'name is required';
  if (name.trim().length > maxNameLength) return `name must be at most ${maxNameLength} characters`;
  if (typeof description !== 'string' || description.length > maxDescriptionLength) {
    return `description must be text of at most ${maxDescriptionLength} characters`;
  }
  if (!isIntegerIn(minimumSeverity, severityRange)) {
    return `minimumSeverity must be an integer from ${severityRange.min} to ${severityRange.max}`;
  }
  if (!isIntegerIn(ackTime, ackTimeRange)) return `ackTime must be a number of minutes from ${ackTimeRange.min} to ${ackTimeRange.max}`;
  if (typeof enabled !== 'boolean') return 'enabled must be true or false';
  if (!isStringList(days) || days.length === 0) return 'days must name at least one day of the week';
  const unknownDay = days.find((day) => !(weekdays as readonly string[]).includes(day));
  if (unknownDay !== undefined) return `days: '${unknownDay}' is not one of ${weekdays.join(', ')}`;
  for (const [field, value] of Object.entries({ nameFilters, extraFilters, deviceGroupFilters })) {
    if (!isStringList(value)) return `${field} must be a list of text`;
  }
  if (isStringList(recipientFilters) && recipientFilters.length === 0) return 'recipientFilters must name at least one recipient';
  const recipients = recipientProblem('recipientFilters', recipientFilters);
  if (recipients !== undefined) return recipients;
  return {
    name: name.trim(),
    description: description as string,
    minimumSeverity,
    ackTime,
    enabled,
    days: weekdays.filter((day) => days.includes(day)),
    nameFilters: nameFilters as string[],
    extraFilters: extraFilters as string[],
    deviceGroupFilters: deviceGroupFilters as string[],
    recipientFilters: recipientFilters as string[],
  };
}

export function asSettings(body: unknown): NotificationSettings | string {
  if (!isRecord(body)) return 'A settings object is required';
  const { enabledChannels, senderName, defaultRecipients, quietHours } = body;
  if (!isStringList(enabledChannels) || !enabledChannels.every((channel) => (channels as readonly string[]).includes(channel))) {
    return `enabledChannels must be a list of ${channels.join(', ')}`;
  }
  if (typeof senderName !== 'string' || senderName.trim() === '') return 'senderName is required';
  if (senderName.trim().length > maxSenderNameLength) return `senderName must be at most ${maxSenderNameLength} characters`;
  const recipients = recipientProblem('defaultRecipients', defaultRecipients);
  if (recipients !== undefined) return recipients;
  if (quietHours !== null) {
    if (!isRecord(quietHours) || typeof quietHours.start !== 'string' || typeof quietHours.end !== 'string') {
      return 'quietHours must be null or { start, end }';
    }
    if (!isTimeOfDay(quietHours.start) || !isTimeOfDay(quietHours.end)) return 'quietHours start and end must be times HH:mm';
    if (quietHours.start === quietHours.end) return 'quietHours start and end must differ';
  }
  return {
    enabledChannels: channels.filter((channel) => enabledChannels.includes(channel)),
    senderName: senderName.trim(),
    defaultRecipients: defaultRecipients as string[],
    quietHours: quietHours === null ? null : { start: String(quietHours.start), end: String(quietHours.end) },
  };
}
