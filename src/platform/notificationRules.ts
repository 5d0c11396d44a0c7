// What a notification rule and the organisation's notification settings may hold (facts §9 and our readings in
// docs/decisions.md "Notifications"). The portal's forms and the sandbox check the same limits, so a value the
// form accepts is one the service accepts.

/** `days` holds these names (Java's DayOfWeek, as the platform's Spring services spell enums). */
export const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** Alarm severities are 0…6 (facts §8.1); 6 is the most severe. A rule matches alarms at or above its minimum. */
export const severityRange = { min: 0, max: 6 } as const;

/** `ackTime` in minutes: how long an alarm may stay unacknowledged before the notification goes out; 0 = at once. */
export const ackTimeRange = { min: 0, max: 1440 } as const;

export const maxNameLength = 100;
export const maxDescriptionLength = 500;
export const maxSenderNameLength = 64;

export const channels = ['EMAIL', 'SMS'] as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a plus sign and 8 to 15 digits, the first not 0. */
const phonePattern = /^\+[1-9]\d{7,14}$/;

/** A recipient is an e-mail address (sent by e-mail) or an international phone number (sent by SMS). */
export function channelOf(recipient: string): (typeof channels)[number] | undefined {
  if (emailPattern.test(recipient)) return 'EMAIL';
  if (phonePattern.test(recipient)) return 'SMS';
  return undefined;
}

/** Quiet hours are times of day "HH:mm", 24-hour clock, UTC. */
export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
