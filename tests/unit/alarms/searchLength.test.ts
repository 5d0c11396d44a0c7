// A long alarm search cannot overflow the address of the counts (read with GET, the filter in the query):
// the search text has a documented limit that keeps the worst case under 8 KB, and the service refuses a longer one.
import { describe, expect, it } from 'vitest';
import { alarmFilterExpression, maxSearchTextLength, type AlarmFilter } from '../../../src/platform/alarmFilter';
import { createAlarmsClient } from '../../../src/platform/alarmsClient';
import type { HttpClient } from '../../../src/platform/http';
import { FilterSyntaxError, parseAlarmFilter } from '../../../sandbox/alarms/filterExpression';

/** The longest an address can get: every byte of the query that is not a letter or digit percent-encoded. */
function worstCaseLength(base: string, path: string, query: Record<string, string | number | boolean | undefined>): number {
  const encode = (text: string) =>
    [...new TextEncoder().encode(text)].reduce((length, byte) => length + (/[A-Za-z0-9]/.test(String.fromCharCode(byte)) ? 1 : 3), 0);
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined);
  return base.length + path.length + 1 + pairs.reduce((length, [key, value]) => length + encode(key) + 1 + encode(String(value)) + 1, 0);
}

/** The addresses the counts would be read from, captured at the client's edge. */
async function countAddresses(filter: AlarmFilter): Promise<number[]> {
  const lengths: number[] = [];
  const http: HttpClient = {
    request: async (path, options) => {
      lengths.push(worstCaseLength('https://app.corvina.example/svc/platform', path, options?.query ?? {}));
      return [] as never;
    },
  };
  const alarms = createAlarmsClient(http);
  const expression = alarmFilterExpression(filter, 'severity');
  await alarms.severityCount('acme.a-long-sub-organisation-name', expression);
  await alarms.severityCountByDevice('acme.a-long-sub-organisation-name', { filter: alarmFilterExpression(filter, 'device'), pageSize: 100, next: 'x'.repeat(64) });
  return lengths;
}

describe('alarm search length', () => {
  const longest = (text: string): AlarmFilter => ({ status: 'open', minSeverity: 4, deviceId: 'd'.repeat(64), text });

  it.each([
    ['three-byte characters', '€'.repeat(maxSearchTextLength)],
    ['quotes, doubled in the expression', "'".repeat(maxSearchTextLength)],
    ['four-byte characters', '🔥'.repeat(maxSearchTextLength / 2)],
  ])('the longest search of %s keeps the counts’ address under 8 KB', async (_, text) => {
    for (const length of await countAddresses(longest(text))) expect(length).toBeLessThan(8 * 1024);
  });

  it('the service refuses a longer text with a 400 message that says what is wrong', () => {
    expect(() => parseAlarmFilter(`name contains '${'x'.repeat(maxSearchTextLength)}'`)).not.toThrow();
    const longer = () => parseAlarmFilter(`name contains '${'x'.repeat(maxSearchTextLength + 1)}'`);
    expect(longer).toThrow(FilterSyntaxError);
    expect(longer).toThrow(`Invalid filter at character 15: a text to match must be at most ${maxSearchTextLength} characters`);
  });
});
