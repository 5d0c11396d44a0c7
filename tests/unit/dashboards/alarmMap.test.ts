// The alarm map widget's arithmetic (src/features/dashboards/widgets/alarmMap.ts).
import { describe, expect, test } from 'vitest';
import { markerColour, noAlarmColour, placeDevices, worstSeverities } from '../../../src/features/dashboards/widgets/alarmMap';
import { severityScale } from '../../../src/ui/alarmSeverity';

describe('alarm map', () => {
  test("a device's worst open alarm is its highest severity with a count, over every page", () => {
    const worst = worstSeverities([
      { data: [{ a: [{ severity: 2, count: 3 }, { severity: 5, count: 0 }] }, { b: [{ severity: 1, count: 1 }] }], last: false, next: 'n' },
      { data: [{ a: [{ severity: 4, count: 1 }] }, { c: [{ severity: 6, count: 0 }] }], last: true },
    ]);
    expect(worst).toEqual({ a: 4, b: 1 });
  });

  test('a device is drawn in the colour of its worst severity, from the one severity scale; green without alarms', () => {
    expect(markerColour(undefined)).toBe(noAlarmColour);
    for (const level of severityScale) expect(markerColour(level.level)).toBe(level.colour);
    expect(new Set(severityScale.map((level) => level.colour)).has(noAlarmColour)).toBe(false);
  });

  test('devices fill the drawing inside its margin at one scale, north up; devices without a position are left out', () => {
    const placed = placeDevices(
      [
        { deviceId: 'west', position: { latitude: 45, longitude: 7 } },
        { deviceId: 'east', position: { latitude: 45, longitude: 13 } },
        { deviceId: 'north', position: { latitude: 47, longitude: 10 } },
        { deviceId: 'nowhere' },
      ],
      200,
      120,
      10,
    );
    const at = Object.fromEntries(placed.map(({ deviceId, x, y }) => [deviceId, [Math.round(x), Math.round(y)]]));
    // 6° by 2°: the width decides the scale (30 px a degree) and the height is centred.
    expect(at).toEqual({ west: [10, 90], east: [190, 90], north: [100, 30] });
  });

  test('a single device sits in the middle', () => {
    expect(placeDevices([{ deviceId: 'only', position: { latitude: 45, longitude: 9 } }], 200, 120, 10)).toEqual([{ deviceId: 'only', x: 100, y: 60 }]);
  });
});
