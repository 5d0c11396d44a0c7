// Charts: the pure parts of the portal's time chart (src/ui/timeChart.ts), its range (src/ui/chartRange.ts),
// the time-series widget's lines (widgets/trendLines.ts) and the chart widgets' settings.
import { describe, expect, test } from 'vitest';
import { alignSeries, exactTime, gaugeZones, levelOf, summarize, thresholdBands, timeTicks, timeTickSpace, valueRange } from '../../src/ui/timeChart';
import { customRangeProblem, hourMs, initialRange, nextRange, rangeSpans, windowOf, type RangeState } from '../../src/ui/chartRange';
import { fromLocalInput, toLocalInput } from '../../src/ui/localMoment';
import { chartSeries, lineSamples, trendLines } from '../../src/features/dashboards/widgets/trendLines';
import type { Sample, WidgetData } from '../../src/features/dashboards/widgets/data';
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

  test('ticks that carry the date stand twice as far apart, so a week\'s labels do not run into each other', () => {
    expect(timeTickSpace(6 * 3_600_000)).toBe(60);
    expect(timeTickSpace(24 * 3_600_000)).toBe(120);
    expect(timeTickSpace(7 * 24 * 3_600_000)).toBe(120);
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

describe('time range', () => {
  const now = Date.UTC(2026, 10, 23, 14, 0, 0);
  const sixHours = 6 * hourMs;

  test('the picker offers the last 1 h, 6 h, 24 h and 7 d; a "last" span follows now', () => {
    expect(rangeSpans).toEqual([hourMs, 6 * hourMs, 24 * hourMs, 7 * 24 * hourMs]);
    const picked = nextRange(initialRange(hourMs), { type: 'span', span: sixHours });
    expect(picked).toEqual({ range: { live: true, span: sixHours }, span: sixHours });
    expect(windowOf(picked.range, now)).toEqual({ from: now - sixHours, to: now });
    expect(windowOf(picked.range, now + 1000)).toEqual({ from: now + 1000 - sixHours, to: now + 1000 });
  });

  test('a zoom leaves live, a zoom into the zoom keeps the way back, and the reset goes back to live', () => {
    const live = nextRange(initialRange(hourMs), { type: 'span', span: sixHours });
    const zoomed = nextRange(live, { type: 'zoom', from: now - 4 * hourMs, to: now - 2 * hourMs });
    expect(zoomed.range).toEqual({ live: false, from: now - 4 * hourMs, to: now - 2 * hourMs });
    expect(windowOf(zoomed.range, now + hourMs)).toEqual({ from: now - 4 * hourMs, to: now - 2 * hourMs });
    const deeper = nextRange(zoomed, { type: 'zoom', from: now - 3 * hourMs, to: now - 2 * hourMs });
    expect(deeper.beforeZoom).toEqual(live.range);
    expect(nextRange(deeper, { type: 'resetZoom' })).toEqual(live);
    // Nothing to reset while not zoomed.
    expect(nextRange(live, { type: 'resetZoom' })).toBe(live);
  });

  test('a custom range is fixed and forgets the zoom; "Live" follows the last span again', () => {
    const zoomed: RangeState = nextRange(nextRange(initialRange(hourMs), { type: 'span', span: sixHours }), { type: 'zoom', from: 1, to: 2 });
    const custom = nextRange(zoomed, { type: 'custom', from: now - 30 * hourMs, to: now - 26 * hourMs });
    expect(custom).toEqual({ range: { live: false, from: now - 30 * hourMs, to: now - 26 * hourMs }, span: sixHours });
    expect(nextRange(custom, { type: 'live', now })).toEqual({ range: { live: true, span: sixHours }, span: sixHours });
  });

  test('"Live" off holds the window shown at that moment', () => {
    const live = initialRange(sixHours);
    expect(nextRange(live, { type: 'live', now })).toEqual({ range: { live: false, from: now - sixHours, to: now }, span: sixHours });
  });

  test('a custom range needs both ends, the start before the end', () => {
    expect(customRangeProblem(now, now + 1)).toBeUndefined();
    expect(customRangeProblem(now, now)).toBe('order');
    expect(customRangeProblem(now + 1, now)).toBe('order');
    expect(customRangeProblem(undefined, now)).toBe('missingFrom');
    expect(customRangeProblem(now, undefined)).toBe('missingTo');
  });

  test('datetime-local fields are read and written in the browser\'s time zone, to the minute', () => {
    // Europe/Rome, as the tests run (vite.config.ts).
    expect(fromLocalInput('2026-11-23T15:00')).toBe(now);
    expect(toLocalInput(now + 59_000)).toBe('2026-11-23T15:00');
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2026-11-23')).toBeUndefined();
    expect(fromLocalInput('2026-13-45T99:00')).toBeUndefined();
  });
});

describe('several series with a legend', () => {
  test('series are put on one time axis: a time only another series has is drawn through, a gap of its own is kept', () => {
    expect(
      alignSeries([
        [[10, 1], [30, null], [50, 3]],
        [[20, 7], [30, 8]],
      ]),
    ).toEqual({
      times: [10, 20, 30, 50],
      values: [
        [1, undefined, null, 3],
        [undefined, 7, 8, undefined],
      ],
    });
    expect(alignSeries([])).toEqual({ times: [], values: [] });
  });

  const data = (sources: Record<string, { deviceId: string; modelPath: string }>): WidgetData => ({ values: {}, series: {}, sources });

  test('one line is named by the title; several by their tag, in the binding fields\' order, with the device when tags repeat', () => {
    const temperature = { deviceId: 'dev-b1', modelPath: 'Boiler:1/Boiler/Temperature' };
    expect(trendLines(data({ value: temperature }), 'Temperature, last hour').map((line) => line.label)).toEqual(['Temperature, last hour']);
    const two = trendLines(data({ line1: { deviceId: 'dev-b1', modelPath: 'Boiler:1/Boiler/Pressure' }, value: temperature }), 'Boiler');
    expect(two.map(({ prop, label }) => [prop, label])).toEqual([
      ['value', 'Temperature'],
      ['line1', 'Pressure'],
    ]);
    const twoDevices = trendLines(data({ value: temperature, line1: { ...temperature, deviceId: 'dev-b2' }, line2: { deviceId: 'dev-b1', modelPath: 'Boiler:1/Boiler/Pressure' } }), 'Hall');
    expect(twoDevices.map((line) => line.label)).toEqual(['Temperature (dev-b1)', 'Temperature (dev-b2)', 'Pressure']);
    expect(trendLines(data({ other: temperature }), 'Unbound')).toEqual([]);
  });

  test('a line shows its samples in the window: the history read for it, joined by newer live samples while live', () => {
    const history: Sample[] = [[100, 1], [200, 2], [300, 3]];
    const live: Sample[] = [[250, 2.5], [300, 3], [400, 4]];
    expect(lineSamples(history, live, { from: 150, to: 1000 }, true)).toEqual([[200, 2], [300, 3], [400, 4]]);
    // A fixed window takes no live samples.
    expect(lineSamples(history, live, { from: 0, to: 1000 }, false)).toEqual(history);
    // Without a history (the widget's own window, or before it arrives) the live samples are drawn.
    expect(lineSamples(undefined, live, { from: 260, to: 1000 }, true)).toEqual([[300, 3], [400, 4]]);
  });

  test('a sample that is no number is a gap in its line', () => {
    expect(chartSeries([[[1, 5], [2, 'offline'], [3, true]]])).toEqual({ times: [1, 2, 3], values: [[5, null, 1]] });
  });

  test('a null the platform sends for a missing value is a gap, not a zero', () => {
    expect(chartSeries([[[1, 5], [2, null], [3, 7]]])).toEqual({ times: [1, 2, 3], values: [[5, null, 7]] });
  });
});
