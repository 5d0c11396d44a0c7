// src/features/explore: the choice kept in the address (exploreChoice.ts), how finely a range is read
// (sampling.ts: a bucket per pixel at most), the tags offered for charting (chartTags.ts) and the CSV of a chart (exploreCsv.ts).
import { describe, expect, test } from 'vitest';
import { chartTags } from '../../../src/features/explore/chartTags';
import { choiceFromSearch, defaultRange, maxDevices, writeChoice } from '../../../src/features/explore/exploreChoice';
import { chartCsv } from '../../../src/features/explore/exploreCsv';
import { bucketFor } from '../../../src/features/explore/sampling';

const day = 86_400_000;

describe('the choice in the address', () => {
  test('read back as written, leaving the rest of the query alone', () => {
    const choice = {
      devices: ['dev-a', 'dev-b'],
      tags: ['Boiler/Temperature'],
      range: { live: false as const, from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 2) },
      overlay: 'week' as const,
    };
    const query = new URLSearchParams('org=1');
    writeChoice(query, choice);
    expect(query.get('from')).toBe('2026-01-01T00:00:00.000Z');
    expect(choiceFromSearch(query.toString())).toEqual(choice);
    writeChoice(query, { devices: [], tags: [], range: { live: true, span: 7 * day }, overlay: 'none' });
    expect(query.toString()).toBe('org=1&span=604800000');
  });

  test('what it cannot read falls back to the default, and no more devices than are compared at once', () => {
    const many = Array.from({ length: maxDevices + 2 }, (_, index) => `dev-${index}`).join(',');
    const choice = choiceFromSearch(`devices=${many},dev-0&span=-5&overlay=month`);
    expect(choice.devices).toHaveLength(maxDevices);
    expect(choice.range).toEqual(defaultRange);
    expect(choice.overlay).toBe('none');
    expect(choiceFromSearch('from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z').range).toEqual(defaultRange);
  });
});

describe('how finely a range is read', () => {
  test('no more buckets than pixels (each drawn as its lowest and highest), in the smallest round bucket that allows it', () => {
    expect(bucketFor(3_600_000, 1200)).toBe(10);
    expect(bucketFor(day, 1200)).toBe(120);
    expect(bucketFor(day, 300)).toBe(300);
    const year = 365 * day;
    const bucket = bucketFor(year, 1200);
    expect(year / (bucket * 1000)).toBeLessThanOrEqual(1200);
    expect(year / (bucket * 1000)).toBeGreaterThan(600);
  });

  test('every bucket divides a day and a week, so an overlay’s buckets fall on the same edges', () => {
    for (const span of [3_600_000, day, 30 * day, 365 * day]) {
      for (const width of [200, 390, 1440, 3000]) {
        const bucketMs = bucketFor(span, width) * 1000;
        expect(day % bucketMs).toBe(0);
        expect((7 * day) % bucketMs).toBe(0);
      }
    }
  });
});

describe('the tags offered', () => {
  test('numeric tags of any chosen device, once each, with the first unit named; text and switches left out', () => {
    const tags = chartTags(
      new Map([
        [
          'a',
          [
            { name: 'Boiler/Temperature', type: 'double' },
            { name: 'Boiler/Mode', type: 'string' },
            { name: 'Boiler/BurnerOn', type: 'boolean' },
          ],
        ],
        [
          'b',
          [
            { name: 'Boiler/Temperature', type: 'double', unit: '°C' },
            { name: 'Counter/Pieces', type: 'integer', unit: 'pcs' },
          ],
        ],
      ]),
    );
    expect(tags).toEqual([
      { name: 'Boiler/Temperature', unit: '°C' },
      { name: 'Counter/Pieces', unit: 'pcs' },
    ]);
  });
});

describe('the CSV of a chart', () => {
  test('a row per time, a column per line, empty where a line has no value, names quoted when they need it', () => {
    const csv = chartCsv('Time', [Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1, 0, 1)], [
      { label: 'Hall A', values: [70.12345678901, null] },
      { label: 'Hall "B", east', values: [undefined, 3] },
    ]);
    expect(csv).toBe('Time,Hall A,"Hall ""B"", east"\r\n2026-01-01T00:00:00.000Z,70.12345678901,\r\n2026-01-01T00:01:00.000Z,,3\r\n');
  });
});
