// The organisations screen's own arithmetic: the day range a person types, the daily totals the chart draws, when a
// spent resource runs out, the limit levels that warn past 80 % and at 100 %, and the limits form's reading of a
// quantity (none given, a whole number, -1 for unlimited, nothing else).
import { describe, expect, it } from 'vitest';
import { limitLevel } from '../../../src/platform/limitsRules';
import type { JournalEntry, ResourceLimit } from '../../../src/platform/limitsTypes';
import { dailyTotals, dayMs, dayOf, forecast, rangeProblem } from '../../../src/features/organizations/consumption';
import { limitWrites, quantityError, quantityOf } from '../../../src/features/organizations/limitForm';

const day0 = Date.UTC(2026, 0, 1);
const entry = (days: number, quantity: number, deviceLabel?: string): JournalEntry => ({
  id: `${days}-${deviceLabel ?? ''}`,
  orgResourceId: 'acme',
  resourceType: 'CREDITS',
  date: day0 + days * dayMs,
  quantity,
  ...(deviceLabel ? { deviceLabel } : {}),
});
const limit = (quantity: number, used: number, granted = 0): ResourceLimit => ({
  grantingOrganization: 'dealer',
  targetOrganization: 'acme',
  resourceType: 'CREDITS',
  quantity,
  used,
  granted,
  valid: true,
  expired: false,
});

describe('the range of days', () => {
  it('reads a date field as its UTC day and refuses what is not one', () => {
    expect(dayOf('2026-01-01')).toBe(day0);
    expect(dayOf('')).toBeUndefined();
    expect(dayOf('2026-13-45')).toBeUndefined();
  });

  it('names what is wrong with a range: a missing end, ends the wrong way round, more than two years', () => {
    expect(rangeProblem(undefined, day0)).toBe('missingFrom');
    expect(rangeProblem(day0, undefined)).toBe('missingTo');
    expect(rangeProblem(day0 + dayMs, day0)).toBe('order');
    expect(rangeProblem(day0, day0 + 731 * dayMs)).toBe('tooLong');
    expect(rangeProblem(day0, day0 + 730 * dayMs)).toBeUndefined();
    expect(rangeProblem(day0, day0)).toBeUndefined();
  });
});

describe('the daily totals', () => {
  it('adds the entries of a day (several devices) and shows a day without any as 0, the last day included', () => {
    const { times, values } = dailyTotals([entry(0, 2, 'A'), entry(0, 3, 'B'), entry(2, 4)], day0, day0 + 2 * dayMs);
    expect(times).toEqual([day0, day0 + dayMs, day0 + 2 * dayMs]);
    expect(values).toEqual([5, 0, 4]);
  });
});

describe('the forecast', () => {
  const today = day0 + 100 * dayMs;

  it('says on which day the rest runs out at the range’s rate', () => {
    // 10 a day over 30 days; 1000 - 600 used - 100 granted = 300 left: 30 days.
    expect(forecast(limit(1000, 600, 100), 300, 30, today)).toEqual({ kind: 'runsOut', left: 300, perDay: 10, on: today + 30 * dayMs });
  });

  it('knows a resource without a limit, an unlimited one, one spent and one not being spent', () => {
    expect(forecast(undefined, 10, 30, today)).toEqual({ kind: 'noLimit' });
    expect(forecast(limit(-1, 50), 10, 30, today)).toEqual({ kind: 'unlimited' });
    expect(forecast(limit(100, 100), 10, 30, today)).toEqual({ kind: 'spent' });
    expect(forecast(limit(100, 40), 0, 30, today)).toEqual({ kind: 'notSpending', left: 60 });
  });
});

describe('the limit levels', () => {
  it('warns past 80 % of the limit (used and granted together) and at 100 %; unlimited never', () => {
    expect(limitLevel(limit(100, 70, 9))).toBe('fine');
    expect(limitLevel(limit(100, 70, 10))).toBe('near');
    expect(limitLevel(limit(100, 90, 10))).toBe('over');
    expect(limitLevel(limit(-1, 1_000_000))).toBe('fine');
    expect(limitLevel(limit(0, 1))).toBe('over');
  });
});

describe('the limits form', () => {
  it('reads a quantity: none, a whole number, -1 or "unlimited" for unlimited', () => {
    expect(quantityOf(' ')).toBeNull();
    expect(quantityOf('12')).toBe(12);
    expect(quantityOf('-1')).toBe(-1);
    expect(quantityOf('Unlimited')).toBe(-1);
    expect(quantityOf('1.5')).toBeUndefined();
  });

  it('refuses at the field what the service would refuse, and a required field left empty', () => {
    expect(quantityError('', false)).toBeUndefined();
    expect(quantityError('', true)?.message).toBe('Enter a quantity.');
    expect(quantityError('ten', false)?.message).toBe('Enter a whole number, or -1 for unlimited.');
    expect(quantityError('-2', false)?.message).toMatch(/^Enter 0 to/);
    expect(quantityError('1000000001', false)?.message).toMatch(/^Enter 0 to/);
    expect(quantityError('1000000000', false)).toBeUndefined();
  });

  it('creates limits only for the fields filled in', () => {
    expect(limitWrites({ USERS: '8', DEVICES: '', CREDITS: '-1' }, ['USERS', 'DEVICES', 'CREDITS'])).toEqual([
      { resourceType: 'USERS', quantity: 8 },
      { resourceType: 'CREDITS', quantity: -1 },
    ]);
  });
});
