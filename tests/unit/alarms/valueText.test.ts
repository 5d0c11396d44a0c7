// An alarm's value as a person reads it (src/features/alarms/labels.ts valueText): with its tag's unit, held to the
// number by a no-break space, in the person's locale; a history entry's value arrives as text and reads the same.
import { setupI18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { valueText } from '../../../src/features/alarms/labels';
import { tagUnit } from '../../../src/features/alarms/tagUnits';

test('numbers carry the unit in the locale; switches, text and nothing read as such', () => {
  const english = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
  const german = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
  expect(valueText(english, 87.4, '°C')).toBe('87.4\u00a0°C');
  expect(valueText(german, 87.4, '°C')).toBe('87,4\u00a0°C');
  expect(valueText(german, '3.05', 'bar')).toBe('3,05\u00a0bar');
  expect(valueText(english, 12)).toBe('12');
  expect(valueText(english, true, '°C')).toBe('Yes');
  expect(valueText(english, 'standby', 'pcs')).toBe('standby');
  expect(valueText(english, undefined, '°C')).toBe('');
});

test("an alarm's tag finds its unit with or without the model prefix", () => {
  const tags = [{ name: 'Boiler/Temperature', type: 'double', unit: '°C' }, { name: 'Boiler/BurnerOn', type: 'boolean' }];
  expect(tagUnit(tags, 'Boiler/Temperature')).toBe('°C');
  expect(tagUnit(tags, 'Boiler:1/Boiler/Temperature')).toBe('°C');
  expect(tagUnit(tags, 'Boiler/BurnerOn')).toBeUndefined();
  expect(tagUnit(tags, 'Boiler/Pressure')).toBeUndefined();
});
