// One date-time format per locale: every moment the portal shows (an alarm raised, a dashboard updated, a delivery
// that failed, a point under the chart's cursor) reads the same way in a language. Short date with seconds: alarms
// and measurements are told apart by the second, and the short date keeps a table's column narrow. The formatters
// are made once per locale (and time zone, which only tests pass).
const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };
const timeOptions: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'dateTime' | 'time', locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${locale} ${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...(kind === 'dateTime' ? dateTimeOptions : timeOptions), timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** A moment (epoch milliseconds or a Date) as date and time to the second. */
export function formatDateTime(value: number | Date, locale: string, timeZone?: string): string {
  return formatter('dateTime', locale, timeZone).format(value);
}

/** Only the time of day, to the second: for a moment on the same day as one shown beside it in full. */
export function formatTimeOfDay(value: number | Date, locale: string, timeZone?: string): string {
  return formatter('time', locale, timeZone).format(value);
}

/** Whether two moments fall on the same local day. */
export function sameDay(a: number | Date, b: number | Date): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day alone, for dates where only the day matters (a licence's end, an activation): the platform keeps them at
 * midnight UTC, so they are read in UTC and never show a time such as "1:00:00 AM". */
export function formatDay(value: number | Date, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(value);
}
