// Clearing an alarm is worded apart from clearing anything else. Every text of the alarm's clear action
// carries the context "alarm action" (its status "Cleared" the context "alarm status"), so a language can say
// "end" or "reset" there while a "Clear" elsewhere stays "delete" (German "löschen").
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { expect, test } from 'vitest';
import { actionLabels, confirmTitle, rowActionName, statusText } from '../../src/features/alarms/labels';

test('the alarm texts of clearing take their own translations, not those of a bare "Clear"', () => {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: 'de-DE',
    messages: {
      [generateMessageId('Clear')]: 'Löschen',
      [generateMessageId('Cleared')]: 'Gelöscht',
      [generateMessageId('Clear', 'alarm action')]: 'Quittieren',
      [generateMessageId('Clear {name} on {device}', 'alarm action')]: '{name} auf {device} quittieren',
      [generateMessageId('{count, plural, one {Clear # alarm?} other {Clear # alarms?}}', 'alarm action')]:
        '{count, plural, one {# Alarm quittieren?} other {# Alarme quittieren?}}',
      [generateMessageId('Cleared', 'alarm status')]: 'Quittiert',
    },
  });
  expect(i18n._(actionLabels.clear)).toBe('Quittieren');
  expect(i18n._(rowActionName('clear', 'Overheat', 'Boiler A'))).toBe('Overheat auf Boiler A quittieren');
  expect(i18n._(confirmTitle('clear', 3))).toBe('3 Alarme quittieren?');
  expect(statusText(i18n, 'CLEARED')).toBe('Quittiert');
});
