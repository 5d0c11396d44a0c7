// The CSV of one chart, exactly as it is drawn: a row per time on the chart (ISO-8601, UTC) and a column per line,
// an empty cell where a line has no value at that time: a bucket's lowest at its start and its highest at its middle,
// as the line draws them (flows.ts). Values are written as the server gave them, unrounded.
import type { TimeSeries } from '../../ui/TimeChart';

/** A field quoted when it holds a comma, quote or line break (RFC 4180). */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function chartCsv(timeHeading: string, times: readonly number[], series: readonly TimeSeries[]): string {
  const header = [timeHeading, ...series.map((line) => line.label)].map(field).join(',');
  const rows = times.map((time, row) =>
    [new Date(time).toISOString(), ...series.map((line) => (typeof line.values[row] === 'number' ? String(line.values[row]) : ''))].join(','),
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}
