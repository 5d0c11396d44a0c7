// An audit event in a person's words (src/features/audit/auditNames.ts): the kind of entity and its name, the
// event and the changed field, never the service's collection, event or field names.
import { i18n, setupI18n } from '@lingui/core';
import { generateMessageId as msgId } from '@lingui/message-utils/generateMessageId';
import { beforeAll, expect, test } from 'vitest';
import { auditEntityText, eventLabel, fieldText } from '../../../src/features/audit/auditNames';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

test('an entity reads as its kind and the name it carries after the write', () => {
  expect(auditEntityText({ entityType: 'devices', before: null, after: { deviceId: 'dev-acme-licence-1', label: 'Licence press' } }, i18n)).toBe('Device: Licence press');
  expect(auditEntityText({ entityType: 'userPreferences', before: null, after: { id: 2, username: 'alice', value: 'de' } }, i18n)).toBe('Personal setting: alice');
});

test('a deleted entity reads by the name it had; one with no name by its kind alone', () => {
  expect(auditEntityText({ entityType: 'dashboards', before: { name: 'Boiler hall A' }, after: null }, i18n)).toBe('Dashboard: Boiler hall A');
  expect(auditEntityText({ entityType: 'alarms', before: null, after: { id: 12, severity: 4 } }, i18n)).toBe('Alarm');
  expect(auditEntityText({ entityType: 'someNewThings', before: null, after: null }, i18n)).toBe('Other record');
});

test('events read as what was done', () => {
  expect(['CREATE', 'UPDATE', 'DELETE', 'ACK', 'RESET', 'CONNECT', 'FROBNICATE'].map((event) => eventLabel(event, i18n))).toEqual([
    'Created',
    'Changed',
    'Deleted',
    'Acknowledged',
    'Reset',
    'Connected',
    'Other action',
  ]);
});

test('a field path reads as words, list positions counted from one', () => {
  expect(fieldText('quietHours.start', i18n)).toBe('Quiet hours › Start');
  expect(fieldText('recipientFilters[0]', i18n)).toBe('Recipient filters › 1');
  expect(fieldText('planId', i18n)).toBe('Plan');
  expect(fieldText('maxRetries', i18n)).toBe('Max retries');
});

test("a known field reads in the person's language", () => {
  const german = setupI18n({ locale: 'de-DE', messages: { 'de-DE': { [msgId('Quiet hours')]: 'Ruhezeiten', [msgId('Start')]: 'Beginn' } } });
  expect(fieldText('quietHours.start', german)).toBe('Ruhezeiten › Beginn');
});
