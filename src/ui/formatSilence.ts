// How long ago something last spoke, in the locale's words: the device fleet and the VPN gateways both show it.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** "5 minutes ago", "3 hours ago", "2 days ago" in the locale: the largest unit that reads naturally. */
export function formatSilence(milliseconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (milliseconds < hour) return format.format(-Math.floor(milliseconds / minute), 'minute');
  if (milliseconds < 2 * day) return format.format(-Math.floor(milliseconds / hour), 'hour');
  return format.format(-Math.floor(milliseconds / day), 'day');
}
