// The walkthrough's fields: a place out of range or not a number is named at its field, never clamped.
import { describe, expect, it } from 'vitest';
import { placeProblems, typedNumber } from '../../../src/features/activation/walkthroughForms';

describe('the place fields', () => {
  it('accept degrees within range, with a decimal point or comma', () => {
    expect(placeProblems('45.52', '9,21')).toEqual([]);
    expect(placeProblems('-90', '180')).toEqual([]);
    expect(typedNumber(' 9,21 ')).toBe(9.21);
  });

  it('name each field out of range or not a number', () => {
    expect(placeProblems('90.01', '0')).toEqual(['latitude']);
    expect(placeProblems('0', '-180.5')).toEqual(['longitude']);
    expect(placeProblems('', 'east')).toEqual(['latitude', 'longitude']);
    expect(placeProblems('1e3', '12abc')).toEqual(['latitude', 'longitude']);
  });
});
