// The filter builder's expression form (grammar in src/platform/alarmFilter.ts) and spec §4's open-alarm rule.
import { describe, expect, it } from 'vitest';
import { alarmFilterExpression, defaultAlarmFilter, openAlarmExpression, quote } from '../../../src/platform/alarmFilter';
import { actionApplies, alarmValue, isOpenAlarm } from '../../../src/platform/alarmRules';
import type { Alarm, AlarmRequirement, AlarmStatus } from '../../../src/platform/alarmTypes';

describe('alarm filter expression', () => {
  it('writes the open rule in the platform form (facts §8.1)', () => {
    expect(openAlarmExpression).toBe("status != 'CLEARED' and (status == 'ACTIVE' or ack == 'REQUIRED' or reset == 'REQUIRED')");
    expect(alarmFilterExpression(defaultAlarmFilter)).toBe(openAlarmExpression);
  });

  it('joins the open rule with severity, device and text conditions', () => {
    expect(alarmFilterExpression({ status: 'open', minSeverity: 4, deviceId: 'dev-1', text: ' pump ' })).toBe(
      "status != 'CLEARED' and (status == 'ACTIVE' or ack == 'REQUIRED' or reset == 'REQUIRED') and severity >= 4 and " +
        "deviceId == 'dev-1' and (name contains 'pump' or description contains 'pump' or deviceLabel contains 'pump')",
    );
  });

  it('writes each status choice, and nothing for all alarms of any severity', () => {
    expect(alarmFilterExpression({ status: 'active', text: '' })).toBe("status == 'ACTIVE'");
    expect(alarmFilterExpression({ status: 'cleared', minSeverity: 6, text: '' })).toBe("status == 'CLEARED' and severity >= 6");
    expect(alarmFilterExpression({ status: 'all', text: '' })).toBe('');
    expect(alarmFilterExpression({ status: 'all', minSeverity: 0, text: '   ' })).toBe('');
  });

  it('leaves out one condition for the counts that facet it', () => {
    const filter = { status: 'active' as const, minSeverity: 5, deviceId: 'dev-2', text: '' };
    expect(alarmFilterExpression(filter, 'severity')).toBe("status == 'ACTIVE' and deviceId == 'dev-2'");
    expect(alarmFilterExpression(filter, 'device')).toBe("status == 'ACTIVE' and severity >= 5");
  });

  it('narrows to the alarms changed since a time, for the history', () => {
    expect(alarmFilterExpression({ status: 'all', minSeverity: 3, text: '', changedSince: 1_700_000_000_000.6 })).toBe(
      'severity >= 3 and updatedAt >= 1700000000000',
    );
  });

  it('doubles quotes inside strings', () => {
    expect(quote("it's")).toBe("'it''s'");
    expect(alarmFilterExpression({ status: 'all', deviceId: "a'b", text: '' })).toBe("deviceId == 'a''b'");
  });
});

const statuses: AlarmStatus[] = ['ACTIVE', 'NOT_ACTIVE', 'CLEARED'];
const requirements: AlarmRequirement[] = ['REQUIRED', 'NOT_REQUIRED'];
const states = statuses.flatMap((status) => requirements.flatMap((ack) => requirements.map((reset) => ({ status, ack, reset }))));

describe('open alarms (spec §4)', () => {
  it.each(states)('$status, ack $ack, reset $reset', (state) => {
    const open = state.status !== 'CLEARED' && (state.status === 'ACTIVE' || state.ack === 'REQUIRED' || state.reset === 'REQUIRED');
    expect(isOpenAlarm(state)).toBe(open);
  });

  it('counts an active alarm as open even when nothing is owed, and a cleared one never', () => {
    expect(isOpenAlarm({ status: 'ACTIVE', ack: 'NOT_REQUIRED', reset: 'NOT_REQUIRED' })).toBe(true);
    expect(isOpenAlarm({ status: 'CLEARED', ack: 'REQUIRED', reset: 'REQUIRED' })).toBe(false);
    expect(isOpenAlarm({ status: 'NOT_ACTIVE', ack: 'NOT_REQUIRED', reset: 'NOT_REQUIRED' })).toBe(false);
  });
});

describe('which action changes an alarm', () => {
  it('acknowledges what is owed, resets and clears only once the condition is gone', () => {
    expect(actionApplies('ack', { status: 'ACTIVE', ack: 'REQUIRED', reset: 'NOT_REQUIRED' })).toBe(true);
    expect(actionApplies('ack', { status: 'ACTIVE', ack: 'NOT_REQUIRED', reset: 'REQUIRED' })).toBe(false);
    expect(actionApplies('reset', { status: 'ACTIVE', ack: 'NOT_REQUIRED', reset: 'REQUIRED' })).toBe(false);
    expect(actionApplies('reset', { status: 'NOT_ACTIVE', ack: 'NOT_REQUIRED', reset: 'REQUIRED' })).toBe(true);
    expect(actionApplies('clear', { status: 'NOT_ACTIVE', ack: 'REQUIRED', reset: 'NOT_REQUIRED' })).toBe(true);
    expect(actionApplies('clear', { status: 'CLEARED', ack: 'NOT_REQUIRED', reset: 'NOT_REQUIRED' })).toBe(false);
    expect(actionApplies('clear', { status: 'ACTIVE', ack: 'REQUIRED', reset: 'NOT_REQUIRED' })).toBe(false);
  });

  it('reads the one typed value an alarm carries', () => {
    const alarm = { value_boolean: false } as Alarm;
    expect(alarmValue(alarm)).toBe(false);
    expect(alarmValue({ value_double: 0 } as Alarm)).toBe(0);
    expect(alarmValue({} as Alarm)).toBeUndefined();
  });
});
