// Issue 8, charts: the pure parts of the portal's time chart (src/ui/timeChart.ts) and of the chart widgets' settings.
import { describe, expect, test } from 'vitest';
import { exactTime, gaugeZones, levelOf, summarize, thresholdBands, timeTicks, valueRange } from '../../src/ui/timeChart';
import { propProblem, widgetPropProblems } from '../../src/platform/widgetProps';
import { settingProblem, typedValue } from '../../src/features/dashboards/editor/settingChecks';

describe('value range', () => {
  test('a small swing keeps a minimum span instead of filling the height', () => {
    const [bottom, top] = valueRange(69.9, 70.1);
    expect(top - bottom).toBeGreaterThanOrEqual(1.4 - 1e-9); // 2 % of 70
    expect(bottom).toBeLessThan(69.9);
    expect(top).toBeGreaterThan(70.1);
    expect((bottom + top) / 2).toBeCloseTo(70, 6);
    // A flat line near zero still gets a span of one unit.
    expect(valueRange(-0.05, 0.05)).toEqual([-0.5, 0.5]);
  });

  test('a large swing is padded by a tenth on each side; a positive reading keeps a zero floor', () => {
    expect(valueRange(55, 95)).toEqual([51, 99]);
    const [bottom] = valueRange(0, 0.2);
    expect(bottom).toBe(0);
  });

  test('fixed min and max replace their side', () => {
    expect(valueRange(55, 95, { min: 0, max: 200 })).toEqual([0, 200]);
    expect(valueRange(55, 95, { min: 0 })).toEqual([0, 99]);
    expect(valueRange(55, 95, { max: 100 })).toEqual([51, 100]);
    // A fixed side beyond the data still leaves a range to draw in.
    const [bottom, top] = valueRange(5, 6, { min: 10 });
    expect(bottom).toBe(10);
    expect(top).toBeGreaterThan(10);
  });
});

describe('threshold bands and levels', () => {
  test('warning up to the alarm threshold, alarm above, cut to the visible range', () => {
    expect(thresholdBands({ warning: 80, alarm: 90 }, 50, 100)).toEqual([
      { from: 80, to: 90, level: 'warning' },
      { from: 90, to: 100, level: 'alarm' },
    ]);
    expect(thresholdBands({ warning: 80 }, 50, 100)).toEqual([{ from: 80, to: 100, level: 'warning' }]);
    expect(thresholdBands({ warning: 80, alarm: 90 }, 50, 70)).toEqual([]);
    expect(thresholdBands({}, 0, 1)).toEqual([]);
  });

  test('a value takes the highest level it reaches', () => {
    expect(levelOf(79.9, { warning: 80, alarm: 90 })).toBe('normal');
    expect(levelOf(80, { warning: 80, alarm: 90 })).toBe('warning');
    expect(levelOf(95, { warning: 80, alarm: 90 })).toBe('alarm');
    expect(levelOf(95, {})).toBe('normal');
  });

  test('gauge zones as fractions of min…max', () => {
    expect(gaugeZones(0, 100, { warning: 60, alarm: 80 })).toEqual([
      { from: 0, to: 0.6, level: 'normal' },
      { from: 0.6, to: 0.8, level: 'warning' },
      { from: 0.8, to: 1, level: 'alarm' },
    ]);
    expect(gaugeZones(0, 100, { alarm: 150 })).toEqual([{ from: 0, to: 1, level: 'normal' }]);
    expect(gaugeZones(100, 0, { alarm: 50 })).toEqual([]);
  });
});

describe('time labels in the person\'s locale', () => {
  const start = Date.UTC(2026, 10, 23, 13, 0, 0);
  test('hours and minutes, seconds for short steps, the day across days', () => {
    const minutes = [0, 1, 2].map((i) => start + i * 60_000);
    expect(timeTicks(minutes, 'en-US', 'UTC')).toEqual(['1:00 PM', '1:01 PM', '1:02 PM']);
    expect(timeTicks(minutes, 'de-DE', 'Europe/Berlin')).toEqual(['14:00', '14:01', '14:02']);
    expect(timeTicks([start, start + 10_000], 'de-DE', 'UTC')).toEqual(['13:00:00', '13:00:10']);
    expect(timeTicks([start, start + 12 * 3_600_000, start + 24 * 3_600_000], 'de-DE', 'UTC')).toEqual(['23. Nov., 13:00', '24. Nov., 01:00', '24. Nov., 13:00']);
    expect(exactTime(start + 5_000, 'de-DE', 'UTC')).toBe('23.11.26, 13:00:05');
  });

  test('summary of a series ignores gaps', () => {
    expect(summarize([3, null, 1, 7, 5])).toEqual({ latest: 5, min: 1, max: 7, count: 4 });
    expect(summarize([null])).toEqual({ count: 0 });
  });
});

describe('chart settings', () => {
  test('fixed ends and thresholds may be left empty; alarm must be above warning', () => {
    for (const prop of ['min', 'max', 'warning', 'alarm']) {
      expect(propProblem(prop, null), prop).toBeUndefined();
      expect(typedValue(prop, ' '), prop).toBeNull();
      expect(propProblem(prop, typedValue(prop, 'abc')), prop).toEqual({ prop, kind: 'number' });
    }
    expect(widgetPropProblems({ warning: 80, alarm: 90 })).toEqual([]);
    expect(widgetPropProblems({ warning: 90, alarm: 80 })).toEqual([{ prop: 'alarm', kind: 'thresholds' }]);
    expect(widgetPropProblems({ warning: null, alarm: 80 })).toEqual([]);
    // Named at either field.
    expect(settingProblem({ warning: 80, alarm: 90 }, 'warning', 95)).toEqual({ prop: 'alarm', kind: 'thresholds' });
    expect(settingProblem({ warning: 80, alarm: 90 }, 'alarm', 70)).toEqual({ prop: 'alarm', kind: 'thresholds' });
  });
});
