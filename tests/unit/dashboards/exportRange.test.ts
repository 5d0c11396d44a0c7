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
    // Typed in the browser's zone (the test run's is Europe/Rome, vite.config.ts), sent as UTC instants: CET is UTC+1.
    expect(exportRange({ period: 'custom', since, to }, now)).toEqual({
      since: '2025-03-01T07:00:00.000Z',
      to: '2025-03-01T08:30:00.000Z',
    });
    expect(exportRange({ period: 'custom', since: '', to }, now)).toEqual({ problem: 'incomplete' });
    expect(exportRange({ period: 'custom', since: to, to: since }, now)).toEqual({ problem: 'order' });
    expect(exportRange({ period: 'custom', since, to: since }, now)).toEqual({ problem: 'order' });
    expect(exportRange({ period: 'custom', since: '2025-01-01T00:00', to: '2025-02-01T00:01' }, now)).toEqual({ problem: 'tooLong' });
  });

  it('reads typed instants across a daylight-saving change in the browser\'s zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Rome');
    // Rome moves from CET (UTC+1) to CEST (UTC+2) at 02:00 on 30 March 2025: 01:30 to 03:30 is one hour.
    expect(exportRange({ period: 'custom', since: '2025-03-30T01:30', to: '2025-03-30T03:30' }, now)).toEqual({
      since: '2025-03-30T00:30:00.000Z',
      to: '2025-03-30T01:30:00.000Z',
    });
    // 31 days and 30 minutes on the wall clock, but the hour lost to the change keeps it within 31 days.
    expect(exportRange({ period: 'custom', since: '2025-03-01T00:00', to: '2025-04-01T00:30' }, now)).toEqual({
      since: '2025-02-28T23:00:00.000Z',
      to: '2025-03-31T22:30:00.000Z',
    });
    // In winter the same wall-clock span is too long.
    expect(exportRange({ period: 'custom', since: '2025-01-01T00:00', to: '2025-02-01T00:30' }, now)).toEqual({ problem: 'tooLong' });
  });

  it('names the file after the dashboard, without characters file systems refuse', () => {
    expect(csvFileName('Boiler hall A')).toBe('Boiler hall A.csv');
    expect(csvFileName('Line 1/2: "north"?')).toBe('Line 1_2_ _north_.csv');
    expect(csvFileName(' / ')).toBe('_.csv');
    expect(csvFileName('')).toBe('dashboard.csv');
  });
});
