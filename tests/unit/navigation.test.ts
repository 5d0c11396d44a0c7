// src/app/navigation.ts: the `org` query list and the guard chain's navigation target for a hash.
import { describe, expect, test } from 'vitest';
import { navTargetFor, parseOrgParam } from '../../src/app/navigation';

// Which screens exist changes as the portal grows; fix it here so the 404 rule is tested on its own.
const isBuilt = (name: string) => ['home', 'organization', 'agreements', 'register', 'dashboard-view', '404'].includes(name);

describe('parseOrgParam', () => {
  test('no org', () => {
    expect(parseOrgParam(null)).toBeUndefined();
    expect(parseOrgParam('')).toBeUndefined();
  });

  test('a parent, or a parent then a sub-organisation', () => {
    expect(parseOrgParam('1')).toEqual([1]);
    expect(parseOrgParam('1,4')).toEqual([1, 4]);
    expect(parseOrgParam(' 1 , 4 ')).toEqual([1, 4]);
  });

  test('anything else makes the whole request unknown (never partly honoured)', () => {
    for (const value of ['x', '1,x', '0', '-3', '1.5', '1,', ',4']) expect(parseOrgParam(value), value).toEqual([-1]);
  });
});

describe('navTargetFor', () => {
  const stored = { isBuilt, storedSelection: () => [2] };
  const noneStored = { isBuilt, storedSelection: () => [] };

  test('a built route: path, query, its flags, and the org list from the query', () => {
    expect(navTargetFor('#/home?org=1,4&tab=x', stored)).toEqual({
      path: '/home',
      search: 'org=1,4&tab=x',
      route: { name: 'home' },
      requestedOrganization: [1, 4],
    });
    expect(navTargetFor('#/register', stored).route).toEqual({ name: 'register', noLogin: true });
    expect(navTargetFor('#/organization/?redirectTo=%2Fhome', stored).route).toEqual({ name: 'organization', noOrganization: true });
    expect(navTargetFor('#/agreements?org=1', stored).route).toEqual({ name: 'agreements', skipAgreements: true });
    expect(navTargetFor('#/dashboards/p1?org=1', stored).route).toEqual({ name: 'dashboard-view' });
  });

  test('without an org in the query, the stored selection is requested', () => {
    expect(navTargetFor('#/home', stored).requestedOrganization).toEqual([2]);
    expect(navTargetFor('#/home?tab=x', noneStored).requestedOrganization).toEqual([]);
  });

  test('an unreadable org list is requested as unknown, not replaced by the stored selection', () => {
    expect(navTargetFor('#/home?org=abc', stored).requestedOrganization).toEqual([-1]);
  });

  test('a route whose screen is not built, and a path of no route, show the public not-found screen', () => {
    const unbuilt = navTargetFor('#/devices?org=1', stored);
    expect(unbuilt.path).toBe('/devices');
    expect(unbuilt.route).toEqual({ name: '404', noLogin: true });
    const unknown = navTargetFor('#/no/such/page', stored);
    expect(unknown.path).toBe('/no/such/page');
    expect(unknown.route).toEqual({ name: '404', noLogin: true });
  });

  test('the page host name is passed on for organisation choice', () => {
    expect(navTargetFor('#/home', { ...noneStored, hostname: 'acme.app.localhost' }).hostname).toBe('acme.app.localhost');
    expect(navTargetFor('#/home', noneStored).hostname).toBeUndefined();
  });
});
