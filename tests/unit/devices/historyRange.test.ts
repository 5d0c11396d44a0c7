// src/features/devices/historyRange.ts: the connection history's range as typed in two datetime-local fields
// (read in the browser's time zone: Europe/Rome in the tests), refused at the field that is wrong.
import { expect, test } from 'vitest';
import { rangeFromInputs } from '../../../src/features/devices/historyRange';

test('a start and an end in local time; no end means until now', () => {
  expect(rangeFromInputs('2026-11-23T10:00', '2026-11-23T12:30')).toEqual({
    kind: 'valid',
    range: { since: Date.UTC(2026, 10, 23, 9, 0), to: Date.UTC(2026, 10, 23, 11, 30) },
  });
  expect(rangeFromInputs('2026-07-01T00:00', '')).toEqual({ kind: 'valid', range: { since: Date.UTC(2026, 5, 30, 22, 0) } });
});

test('a missing start, or an end not after the start, is refused at its field', () => {
  expect(rangeFromInputs('', '2026-11-23T12:30')).toEqual({ kind: 'invalid', field: 'from' });
  expect(rangeFromInputs('2026-11-23T12:30', '2026-11-23T12:30')).toEqual({ kind: 'invalid', field: 'to' });
  expect(rangeFromInputs('2026-11-23T12:30', '2026-11-22T12:30')).toEqual({ kind: 'invalid', field: 'to' });
});

test('text that is not a whole date and time is refused, not guessed', () => {
  expect(rangeFromInputs('11/23/2026', '')).toEqual({ kind: 'invalid', field: 'from' });
  expect(rangeFromInputs('2026-11-23T10:00', '11/24')).toEqual({ kind: 'invalid', field: 'to' });
});
