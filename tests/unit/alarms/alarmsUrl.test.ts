// What /alarms keeps in its URL (src/features/alarms/screenLocation.ts) and what the "n new" bar counts
// (src/features/alarms/heldChanges.ts).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defaultAlarmFilter } from '../../../src/platform/alarmFilter';
import type { Alarm, AlarmPage } from '../../../src/platform/alarmTypes';
import { heldChanges } from '../../../src/features/alarms/heldChanges';
import { filterFromSearch, viewFromSearch, writeFilterToUrl } from '../../../src/features/alarms/screenLocation';

describe('filters in the URL', () => {
  let href = '';
  beforeEach(() => {
    href = 'http://localhost/#/alarms?org=1,4&tab=alarms-history&alarm=a1';
    vi.stubGlobal('location', {
      get href() {
        return href;
      },
    });
    vi.stubGlobal('history', { state: null, replaceState: (_state: unknown, _title: string, url: URL) => (href = String(url)) });
  });
  afterEach(() => vi.unstubAllGlobals());

  test('a URL without filters shows the default view', () => {
    expect(filterFromSearch('org=1')).toEqual(defaultAlarmFilter);
  });

  test('the filters written are the filters read, the rest of the query kept', () => {
    const filter = { status: 'all' as const, minSeverity: 4, deviceId: 'dev acme/1', text: "boiler's hall" };
    writeFilterToUrl(filter);
    const search = href.slice(href.indexOf('?') + 1);
    expect(filterFromSearch(search)).toEqual(filter);
    expect(viewFromSearch(search)).toEqual({ tab: 'alarms-history', alarmId: 'a1' });
    expect(search.startsWith('org=1,4&')).toBe(true);
  });

  test('the default filters leave the URL as it was', () => {
    const before = href;
    writeFilterToUrl(defaultAlarmFilter);
    expect(href).toBe(before);
  });

  test('what is not understood is the default', () => {
    expect(filterFromSearch('status=burning&severity=9&q=')).toEqual(defaultAlarmFilter);
    expect(filterFromSearch('severity=2.5')).toEqual(defaultAlarmFilter);
    expect(filterFromSearch('severity=0')).toEqual(defaultAlarmFilter);
    expect(filterFromSearch('severity=6&status=cleared')).toEqual({ status: 'cleared', minSeverity: 6, text: '' });
    expect(filterFromSearch(`q=${'x'.repeat(201)}`)).toEqual(defaultAlarmFilter);
  });

  test('nothing is written while the URL is another screen’s', () => {
    href = 'http://localhost/#/notifications?org=1';
    writeFilterToUrl({ ...defaultAlarmFilter, minSeverity: 3 });
    expect(href).toBe('http://localhost/#/notifications?org=1');
  });
});

describe('new alarms behind a selection', () => {
  const alarm = (id: string, updatedAt = 1): Alarm => ({ id, updatedAt, status: 'ACTIVE' }) as Alarm;
  const page = (...alarms: Alarm[]): AlarmPage => ({ data: alarms, totalElements: alarms.length }) as AlarmPage;

  test('counts the alarms the waiting answer adds', () => {
    expect(heldChanges(page(alarm('a'), alarm('b')), page(alarm('c'), alarm('d'), alarm('a'), alarm('b')))).toEqual({ added: 2 });
  });

  test('says that the rows changed when none was added', () => {
    expect(heldChanges(page(alarm('a'), alarm('b')), page(alarm('a', 2), alarm('b')))).toEqual({ added: 0 });
    expect(heldChanges(page(alarm('a'), alarm('b')), page(alarm('a')))).toEqual({ added: 0 });
  });

  test('nothing to show when the waiting answer is what is shown, or nothing waits', () => {
    expect(heldChanges(page(alarm('a')), page(alarm('a')))).toBeUndefined();
    expect(heldChanges(page(alarm('a')), undefined)).toBeUndefined();
  });
});
