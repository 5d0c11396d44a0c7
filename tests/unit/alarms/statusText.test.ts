// A status in words of a service's own (the facts' typings show 'Active' | 'Acknowledged' | 'Reset') shows
// as the service wrote it, in the neutral tone; the portal's own statuses keep their words and tones.
import { setupI18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { statusText } from '../../../src/features/alarms/labels';
import { statusTone } from '../../../src/features/alarms/tones';

test('a status of a service of its own shows as written, without a tone; the known ones keep theirs', () => {
  const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
  expect(statusText(i18n, 'Acknowledged')).toBe('Acknowledged');
  expect(statusTone('Acknowledged')).toBeUndefined();
  // A word that is a property of every object is still a word the service wrote.
  expect(statusText(i18n, 'constructor')).toBe('constructor');
  expect(statusText(i18n, 'NOT_ACTIVE')).toBe('Not active');
  expect(statusTone('ACTIVE')).toBe('critical');
});
