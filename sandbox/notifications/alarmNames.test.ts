// One display name per alarm definition: the failed deliveries of the notification log name
// and rate each alarm as the alarms service does (its id, name and severity), and every rule that delivered one lets
// it through (its name filters and minimum severity).
import { describe, expect, it } from 'vitest';
import { createAlarmsState, currentAlarms } from '../alarms/state';
import { seedNotifications } from './seed';

const wildcard = (pattern: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

describe('failed deliveries and alarms', () => {
  const { failedDeliveries, rules } = seedNotifications(Date.parse('2025-03-03T09:00:00Z'));
  const alarms = new Map(currentAlarms(createAlarmsState({ pinnedAt: Date.parse('2025-03-03T09:00:00Z') })).map((alarm) => [alarm.id, alarm]));

  it.each(failedDeliveries.map((delivery) => [delivery.id, delivery] as const))('%s names its alarm as the alarm list does', (_id, delivery) => {
    const alarm = alarms.get(delivery.alarmId);
    expect(alarm, `${delivery.alarmId} is an alarm of the alarms service`).toBeDefined();
    expect(delivery.alarmName).toBe(alarm?.name);
    expect(delivery.severity).toBe(alarm?.severity);
    expect(delivery.deviceLabel).toBe(alarm?.deviceLabel);
    expect(delivery.orgResourceId).toBe(alarm?.orgResourceId);
  });

  it.each(failedDeliveries.map((delivery) => [delivery.id, delivery] as const))('%s went out through a rule that lets it through', (_id, delivery) => {
    const rule = rules.find((candidate) => candidate.id === delivery.ruleId);
    expect(rule?.name).toBe(delivery.ruleName);
    expect(delivery.severity).toBeGreaterThanOrEqual(rule?.minimumSeverity ?? Infinity);
    if (rule && rule.nameFilters.length > 0) expect(rule.nameFilters.some((pattern) => wildcard(pattern).test(delivery.alarmName))).toBe(true);
  });
});
