// Words for the notification screens' values. Weekday names come from the browser's Intl in the active
// locale, so they need no catalogue entries.
import { weekdays } from '../../platform/notificationRules';
import type { Weekday } from '../../platform/notificationTypes';

/** 1 January 2024 was a Monday, the first of `weekdays`. */
export function weekdayName(day: Weekday, locale: string, width: 'long' | 'short'): string {
  const date = new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** "Mon–Fri"-style summaries are locale-specific; a list of short names reads well everywhere. */
export function daysSummary(days: readonly Weekday[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(days.map((day) => weekdayName(day, locale, 'short')));
}
