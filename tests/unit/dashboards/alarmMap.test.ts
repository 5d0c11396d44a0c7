// The alarm map widget's arithmetic (src/features/dashboards/widgets/alarmMap.ts).
import { describe, expect, test } from 'vitest';
import { worstSeverities } from '../../../src/features/dashboards/widgets/alarmMap';

describe('alarm map', () => {
  test("a device's worst open alarm is its highest severity with a count, over every page", () => {
    const worst = worstSeverities([
      { data: [{ a: [{ severity: 2, count: 3 }, { severity: 5, count: 0 }] }, { b: [{ severity: 1, count: 1 }] }], last: false, next: 'n' },
      { data: [{ a: [{ severity: 4, count: 1 }] }, { c: [{ severity: 6, count: 0 }] }], last: true },
    ]);
    expect(worst).toEqual({ a: 4, b: 1 });
  });
});
