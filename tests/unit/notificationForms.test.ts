// src/features/notifications/ruleForm.ts and settingsForm.ts: each mistake named at its field, and the request
// bodies the service accepts (the sandbox checks the same limits, sandbox/notifications/notifications.test.ts).
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { newRuleValues, ruleValues, ruleWriteOf, validateRule, type RuleFormValues } from '../../src/features/notifications/ruleForm';
import { settingsOf, settingsValues, validateSettings, type SettingsFormValues } from '../../src/features/notifications/settingsForm';
import type { NotificationRule } from '../../src/platform/notificationTypes';

const valid: RuleFormValues = {
  ...newRuleValues(['maintenance@acme.example']),
  name: 'Boiler over-temperature',
};

/** The fields with an error, each error a translatable message. */
function failing<T>(errors: Partial<Record<keyof T, MessageDescriptor>>): string[] {
  for (const [field, message] of Object.entries(errors) as [string, MessageDescriptor][]) {
    expect(message.id, field).toEqual(expect.any(String));
    expect(message.message?.length, field).toBeGreaterThan(0);
  }
  return Object.keys(errors).sort();
}

const ruleErrors = (change: Partial<RuleFormValues>) => failing<RuleFormValues>(validateRule({ ...valid, ...change }));

describe('validateRule', () => {
  test('a new rule needs only a name: every day, severity 4 and more, at once, to the default recipients', () => {
    expect(valid).toMatchObject({ minimumSeverity: '4', ackTime: '0', enabled: true, recipientFilters: ['maintenance@acme.example'] });
    expect(valid.days).toHaveLength(7);
    expect(validateRule(valid)).toEqual({});
    expect(ruleErrors({ name: '   ' })).toEqual(['name']);
  });

  test('name: at most 100 characters, surrounding spaces not counted', () => {
    expect(ruleErrors({ name: `  ${'x'.repeat(100)}  ` })).toEqual([]);
    expect(ruleErrors({ name: 'x'.repeat(101) })).toEqual(['name']);
    expect(ruleErrors({ description: 'd'.repeat(501) })).toEqual(['description']);
  });

  test('minimum severity: a whole number from 0 to 6, refused as typed otherwise (never rounded or clamped)', () => {
    for (const severity of ['0', '6', ' 3 ', '+2']) expect(ruleErrors({ minimumSeverity: severity })).toEqual([]);
    for (const severity of ['-1', '-0.5', '7', '99', '2.5', '2,5', '1e309', '1e0', 'Infinity', '0x3', 'four', '']) {
      expect(ruleErrors({ minimumSeverity: severity }), severity).toEqual(['minimumSeverity']);
    }
    expect(validateRule({ ...valid, minimumSeverity: '99' }).minimumSeverity?.values).toEqual({ 0: 0, 1: 6 });
  });

  test('minutes without acknowledgement: whole minutes from 0 to a day, negative minutes refused', () => {
    for (const minutes of ['0', '1440']) expect(ruleErrors({ ackTime: minutes })).toEqual([]);
    for (const minutes of ['-5', '-1', '1441', '0.5', '1e3', '']) expect(ruleErrors({ ackTime: minutes }), minutes).toEqual(['ackTime']);
  });

  test('a name or description over the limit is refused, not cut', () => {
    expect(ruleErrors({ name: 'x'.repeat(101) })).toEqual(['name']);
    expect(validateRule({ ...valid, name: 'x'.repeat(101) }).name?.values).toEqual({ maxNameLength: 100 });
    expect(ruleErrors({ description: 'd'.repeat(501) })).toEqual(['description']);
  });

  test('at least one day', () => {
    expect(ruleErrors({ days: [] })).toEqual(['days']);
    expect(ruleErrors({ days: ['SUNDAY'] })).toEqual([]);
  });

  test('recipients: at least one, each an e-mail address or a phone number with country code', () => {
    expect(ruleErrors({ recipientFilters: [] })).toEqual(['recipientFilters']);
    expect(ruleErrors({ recipientFilters: ['ops@acme.example', '+390212345678'] })).toEqual([]);
    const errors = validateRule({ ...valid, recipientFilters: ['ops@acme.example', 'ops at acme', '0212345678', '+39'] });
    expect(Object.keys(errors)).toEqual(['recipientFilters']);
    // The message names every entry that is wrong, and only those.
    expect(errors.recipientFilters?.values).toEqual({ entries: 'ops at acme, 0212345678, +39' });
  });

  test('several mistakes are named together', () => {
    expect(ruleErrors({ name: '', minimumSeverity: '9', days: [], recipientFilters: [] })).toEqual([
      'days',
      'minimumSeverity',
      'name',
      'recipientFilters',
    ]);
  });
});

describe('rule bodies', () => {
  const rule: NotificationRule = {
    id: '7',
    realmId: 'corvina',
    orgResourceId: 'acme',
    name: 'Drives',
    description: '',
    minimumSeverity: 3,
    ackTime: 5,
    enabled: false,
    updatedAt: 1,
    nameFilters: ['Drive/*'],
    extraFilters: ['kept as it was'],
    deviceGroupFilters: [],
    recipientFilters: ['+390212345678'],
    days: ['MONDAY'],
  };

  test('an edited rule is sent with the fields the form does not show, and without the service’s own', () => {
    const body = ruleWriteOf({ ...ruleValues(rule), name: '  Drive current  ', description: ' hot ' });
    expect(body).toEqual({
      name: 'Drive current',
      description: 'hot',
      minimumSeverity: 3,
      ackTime: 5,
      enabled: false,
      nameFilters: ['Drive/*'],
      extraFilters: ['kept as it was'],
      deviceGroupFilters: [],
      recipientFilters: ['+390212345678'],
      days: ['MONDAY'],
    });
  });
});

describe('validateSettings', () => {
  const settings = settingsValues({
    enabledChannels: ['EMAIL'],
    senderName: 'Acme plant alarms',
    defaultRecipients: [],
    quietHours: null,
  });
  const settingsErrors = (change: Partial<SettingsFormValues>) =>
    failing<SettingsFormValues>(validateSettings({ ...settings, ...change }));

  test('valid settings, and quiet hours off by default at 22:00–06:00 when switched on', () => {
    expect(validateSettings(settings)).toEqual({});
    expect(settings).toMatchObject({ quietHoursOn: false, quietStart: '22:00', quietEnd: '06:00' });
    expect(settingsOf({ ...settings, quietHoursOn: true })).toMatchObject({ quietHours: { start: '22:00', end: '06:00' } });
    expect(settingsOf(settings).quietHours).toBeNull();
  });

  test('a sender name of 1 to 64 characters', () => {
    expect(settingsErrors({ senderName: ' ' })).toEqual(['senderName']);
    expect(settingsErrors({ senderName: 's'.repeat(65) })).toEqual(['senderName']);
  });

  test('default recipients are addresses or phone numbers, and may be none', () => {
    expect(settingsErrors({ defaultRecipients: ['desk@acme.example'] })).toEqual([]);
    expect(settingsErrors({ defaultRecipients: ['desk'] })).toEqual(['defaultRecipients']);
  });

  test('quiet hours, when on, are two different times of day', () => {
    expect(settingsErrors({ quietHoursOn: true, quietStart: '24:00' })).toEqual(['quietStart']);
    expect(settingsErrors({ quietHoursOn: true, quietEnd: '' })).toEqual(['quietEnd']);
    expect(settingsErrors({ quietHoursOn: true, quietStart: '06:00', quietEnd: '06:00' })).toEqual(['quietEnd']);
    // Off: what is in the time fields does not matter.
    expect(settingsErrors({ quietHoursOn: false, quietStart: 'nonsense' })).toEqual([]);
  });
});
