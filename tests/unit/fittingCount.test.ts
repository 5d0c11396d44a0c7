// src/app/chrome/fittingCount.ts: how many section links the top bar shows before "More".
import { expect, test } from 'vitest';
import { fittingCount } from '../../src/app/chrome/fittingCount';

test('all links when they fit, without room for "More"', () => {
  expect(fittingCount([100, 100, 100], 300, 96)).toBe(3);
  expect(fittingCount([], 0, 96)).toBe(0);
});

test('otherwise as many as leave room for "More", in order', () => {
  expect(fittingCount([100, 100, 100], 299, 96)).toBe(2);
  expect(fittingCount([100, 100, 100], 295, 96)).toBe(1);
  expect(fittingCount([100, 100, 100], 150, 96)).toBe(0);
});
