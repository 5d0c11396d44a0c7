import { describe, expect, it } from 'vitest';
import { alarmFilterExpression, openAlarmExpression, quote, type AlarmFilter } from '../../src/platform/alarmFilter';
import { isOpenAlarm } from '../../src/platform/alarmRules';
import type { AlarmStatus } from '../../src/platform/alarmTypes';
import { FilterSyntaxError, parseAlarmFilter, type FilterableAlarm } from './filterExpression';

const alarm = (overrides: Partial<FilterableAlarm> = {}): FilterableAlarm => ({
  status: 'ACTIVE',
  ack: 'NOT_REQUIRED',
  reset: 'NOT_REQUIRED',
  severity: 3,
  updatedAt: 1_700_000_000_000,
  deviceId: 'dev-1',
  deviceLabel: 'Boiler Hall A',
  name: 'HighTemperature',
  description: 'Boiler temperature above 90 °C',
  ...overrides,
});

const statuses: AlarmStatus[] = ['ACTIVE', 'NOT_ACTIVE', 'CLEARED'];
const requirements = ['REQUIRED', 'NOT_REQUIRED'] as const;
/** Every combination of the three state fields. */
const everyState = statuses.flatMap((status) =>
  requirements.flatMap((ack) => requirements.map((reset) => alarm({ status, ack, reset }))),
);

function syntaxError(source: string): string {
  try {
    parseAlarmFilter(source);
  } catch (error) {
    if (error instanceof FilterSyntaxError) return error.message;
    throw error;
  }
  throw new Error(`"${source}" was accepted`);
}

describe('the filter language', () => {
  it('keeps exactly the open alarms with the open expression the portal builds (spec §4)', () => {
    const open = parseAlarmFilter(openAlarmExpression);
    for (const state of everyState) expect(open(state), JSON.stringify(state)).toBe(isOpenAlarm(state));
    // Every active one (4), the inactive ones owing something (3), no cleared one.
    expect(everyState.filter(open)).toHaveLength(7);
  });

  it('selects what each filter of the screen means', () => {
    const cases: Array<[AlarmFilter, FilterableAlarm, boolean]> = [
      [{ status: 'all', text: '' }, alarm({ status: 'CLEARED' }), true],
      [{ status: 'active', text: '' }, alarm({ status: 'NOT_ACTIVE', ack: 'REQUIRED' }), false],
      [{ status: 'cleared', text: '' }, alarm({ status: 'CLEARED' }), true],
      [{ status: 'open', minSeverity: 4, text: '' }, alarm({ severity: 4 }), true],
      [{ status: 'open', minSeverity: 4, text: '' }, alarm({ severity: 3 }), false],
      [{ status: 'all', deviceId: 'dev-2', text: '' }, alarm(), false],
      [{ status: 'all', deviceId: "dev-'quoted'", text: '' }, alarm({ deviceId: "dev-'quoted'" }), true],
      [{ status: 'all', text: 'hall a' }, alarm(), true],
      [{ status: 'all', text: 'TEMPERATURE' }, alarm({ name: 'Other', deviceLabel: 'x' }), true],
      [{ status: 'all', text: "it's" }, alarm({ description: "It's hot" }), true],
      [{ status: 'open', minSeverity: 6, deviceId: 'dev-1', text: 'pressure' }, alarm({ severity: 6 }), false],
      [{ status: 'all', text: '', changedSince: 1_700_000_000_000 }, alarm(), true],
      [{ status: 'all', text: '', changedSince: 1_700_000_000_001 }, alarm(), false],
    ];
    for (const [filter, candidate, expected] of cases) {
      const expression = alarmFilterExpression(filter);
      expect(parseAlarmFilter(expression)(candidate), expression).toBe(expected);
    }
  });

  it('compares the time of the last change as a number, and refuses text for it', () => {
    expect(parseAlarmFilter('updatedAt < 1700000000000')(alarm({ updatedAt: 1_699_999_999_999 }))).toBe(true);
    expect(syntaxError("updatedAt >= 'yesterday'")).toBe("Invalid filter at character 14: expected a time in epoch milliseconds but found 'yesterday'");
    expect(syntaxError('updatedAt == 5')).toBe('Invalid filter at character 11: updatedAt takes >=, <=, >, < but found "=="');
  });

  it('binds and tighter than or, and honours parentheses', () => {
    const loose = parseAlarmFilter("severity == 1 or severity == 3 and name == 'x'");
    expect(loose(alarm({ severity: 1 }))).toBe(true);
    expect(loose(alarm({ severity: 3 }))).toBe(false);
    const grouped = parseAlarmFilter("(severity == 1 or severity == 3) and name == 'x'");
    expect(grouped(alarm({ severity: 1 }))).toBe(false);
    expect(grouped(alarm({ severity: 3, name: 'x' }))).toBe(true);
  });

  it('compares severities and matches everything when empty', () => {
    expect(parseAlarmFilter('severity < 3')(alarm({ severity: 2 }))).toBe(true);
    expect(parseAlarmFilter('severity > 3')(alarm({ severity: 3 }))).toBe(false);
    expect(parseAlarmFilter('severity <= 3 and severity != 2')(alarm({ severity: 3 }))).toBe(true);
    expect(parseAlarmFilter('   ')(alarm())).toBe(true);
  });

  it('reads a doubled quote as a quote inside a string', () => {
    expect(quote("O'Brien")).toBe("'O''Brien'");
    expect(parseAlarmFilter(`name == ${quote("O'Brien")}`)(alarm({ name: "O'Brien" }))).toBe(true);
  });

  it.each([
    ["status == 'ACTIVE' AND severity >= 4", "character 20: expected \"and\", \"or\" or the end of the filter but found \"AND\" (keywords are lower case)"],
    ["priority == 'HIGH'", 'character 1: expected a field (status, ack, reset, severity, updatedAt, deviceId, name, description, deviceLabel) or "(" but found "priority"'],
    ["status >= 'ACTIVE'", 'character 8: status takes ==, != but found ">="'],
    ["status == 'ON'", "character 11: expected one of 'ACTIVE', 'NOT_ACTIVE', 'CLEARED' but found 'ON'"],
    ['status == ACTIVE', "character 11: expected one of 'ACTIVE', 'NOT_ACTIVE', 'CLEARED' but found \"ACTIVE\""],
    ['severity >= 7', 'character 13: expected a severity 0…6 but found "7"'],
    ["severity >= '4'", "character 13: expected a severity 0…6 but found '4'"],
    ["(status == 'ACTIVE'", 'character 20: expected ")" but found the end of the filter'],
    ["name contains 'hot", 'character 15: the string is not closed with a quote'],
    ['name contains "hot"', 'character 15: unexpected character """'],
    ["description == 'x'", 'character 13: description takes contains but found "=="'],
    ["status == 'ACTIVE' and", 'character 23: expected a field (status, ack, reset, severity, updatedAt, deviceId, name, description, deviceLabel) or "(" but found the end of the filter'],
    ["status == 'ACTIVE')", 'character 19: expected "and", "or" or the end of the filter but found ")"'],
  ])('refuses %s', (source, message) => {
    expect(syntaxError(source)).toBe(`Invalid filter at ${message}`);
  });
});
