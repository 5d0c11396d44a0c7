// The CSV export's time range and file name.
import { describe, expect, it } from 'vitest';
import { csvFileName, exportRange } from '../../../src/features/dashboards/browse/exportRange';

const now = Date.UTC(2025, 2, 4, 12, 0, 0);

describe('export range', () => {
  it('ends a recent period now', () => {
    expect(exportRange({ period: 'hour' }, now)).toEqual({ since: '2025-03-04T11:00:00.000Z', to: '2025-03-04T12:00:00.000Z' });
    expect(exportRange({ period: 'week' }, now)).toEqual({ since: '2025-02-25T12:00:00.000Z', to: '2025-03-04T12:00:00.000Z' });
  });

  it('takes two typed instants in order, at most 31 days apart', () => {
    const since = '2025-03-01T08:00';
    const to = '2025-03-01T09:30';
    expect(exportRange({ period: 'custom', since, to }, now)).toEqual({
      since: new Date(2025, 2, 1, 8, 0).toISOString(),
      to: new Date(2025, 2, 1, 9, 30).toISOString(),
    });
    expect(exportRange({ period: 'custom', since: '', to }, now)).toEqual({ problem: 'incomplete' });
    expect(exportRange({ period: 'custom', since: to, to: since }, now)).toEqual({ problem: 'order' });
    expect(exportRange({ period: 'custom', since, to: since }, now)).toEqual({ problem: 'order' });
    expect(exportRange({ period: 'custom', since: '2025-01-01T00:00', to: '2025-02-01T00:01' }, now)).toEqual({ problem: 'tooLong' });
  });

  it('names the file after the dashboard, without characters file systems refuse', () => {
    expect(csvFileName('Boiler hall A')).toBe('Boiler hall A.csv');
    expect(csvFileName('Line 1/2: "north"?')).toBe('Line 1_2_ _north_.csv');
    expect(csvFileName(' / ')).toBe('_.csv');
    expect(csvFileName('')).toBe('dashboard.csv');
  });
});
