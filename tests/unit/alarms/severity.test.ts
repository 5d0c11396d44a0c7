// The alarm severity scale (src/ui/alarmSeverity.ts): every level of the platform's 0…6 named in order and coloured
// readably, defined once and read by every view that shows a severity.
import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { alarmSeverities } from '../../../src/platform/alarmRules';
import { severityLabel, severityLevel, severityScale, severityStyle } from '../../../src/ui/alarmSeverity';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('alarm severities', () => {
  test('each of the platform severities 0…6 has its name, least severe first', () => {
    expect(severityScale.map((level) => level.level)).toEqual([...alarmSeverities]);
    expect(severityScale.map((level) => i18n._(level.name))).toEqual(['Info', 'Notice', 'Warning', 'Minor', 'Major', 'Critical', 'Emergency']);
  });

  test('a severity shows with its number and name', () => {
    expect(alarmSeverities.map((severity) => severityLabel(i18n, severity))).toEqual([
      '0 Info',
      '1 Notice',
      '2 Warning',
      '3 Minor',
      '4 Major',
      '5 Critical',
      '6 Emergency',
    ]);
  });

  test('each level has a colour of its own with text on it at 4.5:1 or more', () => {
    expect(new Set(severityScale.map((level) => level.colour)).size).toBe(severityScale.length);
    for (const level of severityScale) {
      expect(level.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(level.colour, level.ink), `level ${level.level}`).toBeGreaterThanOrEqual(4.5);
      expect(severityStyle(level.level)).toEqual({ '--severity': level.colour, '--severity-ink': level.ink });
    }
  });

  test('a value outside the scale shows as the nearest level', () => {
    expect(severityLevel(-1).level).toBe(0);
    expect(severityLevel(9).level).toBe(6);
    expect(severityLevel(4.4).level).toBe(4);
    expect(severityLevel(Number.NaN).level).toBe(0);
  });

  test.each([
    'src/features/alarms/AlarmTable.tsx',
    'src/features/alarms/SeverityDeviceFilters.tsx',
    'src/features/alarms/SeverityCounts.tsx',
    'src/features/alarms/DeviceCounts.tsx',
    'src/features/alarms/AlarmHistory.tsx',
    'src/kit/map/placeWords.ts',
    'src/features/dashboards/widgets/MapAlarmWidget.tsx',
    'src/app/chrome/AlarmCount.tsx',
  ])('%s shows severities through the one scale', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/from '(\.\.\/)+ui\/(alarmSeverity|SeverityBadge)'/);
  });

  test('no colour of its own for a severity is left in the alarm views', () => {
    expect(readFileSync('src/features/alarms/tones.ts', 'utf8')).not.toMatch(/severityTone/);
  });
});
