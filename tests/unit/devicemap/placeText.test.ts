// The place fields (the walkthrough's, a gateway's): a place out of range or not a number is named at its field, never
// clamped; a place picked on the map is written back to six decimals.
import { describe, expect, it } from 'vitest';
import { pickedText, placeProblems, typedNumber, typedPlace } from '../../../src/kit/map/placeText';

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

  it('give a place only when both fields hold one', () => {
    expect(typedPlace('45,52', ' 9.21')).toEqual({ latitude: 45.52, longitude: 9.21 });
    expect(typedPlace('45.52', '')).toBeUndefined();
    expect(typedPlace('91', '9')).toBeUndefined();
  });

  it('write a picked place to six decimals, without trailing zeros', () => {
    expect(pickedText(45.123456789)).toBe('45.123457');
    expect(pickedText(-9.5)).toBe('-9.5');
    expect(typedNumber(pickedText(-179.9999999))).toBe(-180);
  });
});
