// src/app/screensAhead.ts: the screens fetched while the guard chain checks a navigation.
import { describe, expect, test } from 'vitest';
import { navTargetFor } from '../../src/app/navigation';
import { screensAhead } from '../../src/app/screensAhead';

const isBuilt = (name: string) => ['home', 'organization', 'register', 'alarms', '404'].includes(name);
const noneStored = { isBuilt, storedSelection: () => [] };
const stored = { isBuilt, storedSelection: () => [1] };

describe('screensAhead', () => {
  test('an organisation named in the address or stored: only the target screen', () => {
    expect(screensAhead(navTargetFor('#/alarms?org=1', noneStored))).toEqual(['alarms']);
    expect(screensAhead(navTargetFor('#/home', stored))).toEqual(['home']);
  });

  test('no organisation named: the selector too, as the organisation step may ask the person', () => {
    expect(screensAhead(navTargetFor('#/home', noneStored))).toEqual(['home', 'organization']);
  });

  test("the dashboards landing: the viewer of the person's default dashboard too, where it leads at once", () => {
    const withDashboards = { ...stored, isBuilt: (name: string) => isBuilt(name) || name.startsWith('dashboard') };
    expect(screensAhead(navTargetFor('#/dashboards?org=1', withDashboards))).toEqual(['dashboards', 'dashboard-view']);
  });

  test('on an organisation’s own host the host names it: no selector', () => {
    expect(screensAhead(navTargetFor('#/home', { ...noneStored, hostname: 'acme' }))).toEqual(['home']);
  });

  test('routes that need no organisation: only their own screen', () => {
    expect(screensAhead(navTargetFor('#/register', noneStored))).toEqual(['register']);
    expect(screensAhead(navTargetFor('#/organization', noneStored))).toEqual(['organization']);
    expect(screensAhead(navTargetFor('#/no-such-page', noneStored))).toEqual(['404']);
  });
});
