// src/features/devices: the fleet's view in the address (fleetFilter.ts) and "last seen" by the server's clock
// (lastSeen.ts).
import { describe, expect, test } from 'vitest';
import { deviceSearchQuery, fleetFilterFromSearch, fleetFilterKey, writeFleetFilter } from '../../../src/features/devices/fleetFilter';
import { silentFor } from '../../../src/features/devices/lastSeen';
import { formatSilence } from '../../../src/ui/formatSilence';

describe('the fleet’s filter in the address', () => {
  test('read back as written, leaving the defaults and the rest of the query alone', () => {
    const filter = { model: 'Boiler', connected: false, tag: 'heating', order: '-label' } as const;
    const query = new URLSearchParams('org=1,4');
    writeFleetFilter(query, filter);
    expect(query.toString()).toBe('org=1%2C4&model=Boiler&connected=false&tag=heating&order=-label');
    expect(fleetFilterFromSearch(query.toString())).toEqual(filter);
    writeFleetFilter(query, { order: 'label' });
    expect(query.toString()).toBe('org=1%2C4');
  });

  test('values it does not understand are left out, never guessed', () => {
    expect(fleetFilterFromSearch('connected=maybe&order=size&model=&tag=')).toEqual({ order: 'label' });
    expect(fleetFilterFromSearch('severity=7&vpn=up&preset=&group=')).toEqual({ order: 'label' });
  });

  test('preset, group, worst open alarm (Info, 0, included) and remote-access state survive the address', () => {
    const filter = { preset: 'preset-boiler-eco', group: 'grp-heating', severity: 0, vpn: 'none', order: 'label' } as const;
    const query = new URLSearchParams('org=1');
    writeFleetFilter(query, filter);
    expect(query.toString()).toBe('org=1&preset=preset-boiler-eco&group=grp-heating&severity=0&vpn=none');
    expect(fleetFilterFromSearch(query.toString())).toEqual(filter);
    // The list's key, which "every device matching the filter" carries, asks the service for all of them.
    expect(deviceSearchQuery(fleetFilterFromSearch(fleetFilterKey(filter)), { page: 0, pageSize: 200, search: '' })).toMatchObject({
      preset: 'preset-boiler-eco',
      group: 'grp-heating',
      severity: 0,
      vpn: 'none',
    });
  });

  test('the service is asked for exactly the view: order, direction, narrowing and a trimmed search', () => {
    const filter = fleetFilterFromSearch(fleetFilterKey({ connected: true, order: '-label', tag: 'line-1' }));
    expect(deviceSearchQuery(filter, { page: 2, pageSize: 20, search: '  hall ' })).toEqual({
      page: 2,
      pageSize: 20,
      search: 'hall',
      orderBy: 'label',
      orderDir: 'desc',
      model: undefined,
      connected: true,
      tag: 'line-1',
      preset: undefined,
      group: undefined,
      severity: undefined,
      vpn: undefined,
    });
    expect(deviceSearchQuery({ order: 'modelName' }, { page: 0, pageSize: 20, search: ' ' })).toMatchObject({
      orderBy: 'modelName',
      orderDir: 'asc',
      search: undefined,
    });
  });
});

describe('last seen', () => {
  test('by the server’s clock, whatever the browser’s', () => {
    expect(silentFor({ connected: false, updatedAt: 1_000_000 }, 1_000_000 + 12_000_000)).toBe(12_000_000);
    expect(silentFor({ connected: true, updatedAt: 5 }, 10)).toBe(0);
    expect(silentFor({ connected: false }, 10)).toBeUndefined();
    expect(silentFor({ connected: false, updatedAt: 5 }, undefined)).toBeUndefined();
  });

  test('in the largest unit that reads naturally, in the person’s language', () => {
    const minute = 60_000;
    expect(formatSilence(59 * minute, 'en-US')).toBe('59 minutes ago');
    expect(formatSilence(200 * minute, 'en-US')).toBe('3 hours ago');
    expect(formatSilence(47 * 60 * minute, 'en-US')).toBe('47 hours ago');
    expect(formatSilence(2 * 24 * 60 * minute, 'de-DE')).toBe('vorgestern');
    expect(formatSilence(5 * 24 * 60 * minute, 'it-IT')).toBe('5 giorni fa');
  });
});
