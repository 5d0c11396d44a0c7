// How long ago something last spoke, in the locale's words: the device fleet and the VPN gateways both show it.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

// One formatter a locale: a long table asks for every row it draws.
const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** "5 minutes ago", "3 hours ago", "2 days ago" in the locale: the largest unit that reads naturally. */
export function formatSilence(milliseconds: number, locale: string): string {
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  if (milliseconds < hour) return format.format(-Math.floor(milliseconds / minute), 'minute');
  if (milliseconds < 2 * day) return format.format(-Math.floor(milliseconds / hour), 'hour');
  return format.format(-Math.floor(milliseconds / day), 'day');
}
