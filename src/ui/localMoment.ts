// A moment as a form keeps it: `YYYY-MM-DDTHH:mm`, local wall time in the browser's time zone (the value of the
// date-and-time fields, DateFields.tsx). Read strictly, so text being typed is never taken for a date.

/** The instant a date-and-time field holds, in the browser's time zone; undefined when empty or not a time. */
export function fromLocalInput(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return undefined;
  const parsed = new Date(text).getTime();
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** An instant as a date-and-time field holds it, to the minute, in the browser's time zone. */
export function toLocalInput(ts: number): string {
  const at = new Date(ts);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}
