// src/routes/matchRoute.ts: hash paths against the spec §2 route patterns.
import { describe, expect, test } from 'vitest';
import { matchRoute } from '../../src/routes/matchRoute';

const matched = (path: string) => {
  const match = matchRoute(path);
  return match && { name: match.route.name, params: match.params };
};

describe('matchRoute', () => {
  test('plain routes', () => {
    expect(matched('/home')).toEqual({ name: 'home', params: {} });
    expect(matched('/dashboards')).toEqual({ name: 'dashboards', params: {} });
    expect(matched('/admin/notifications')).toEqual({ name: 'admin-notifications', params: {} });
  });

  test('parameters are read and decoded', () => {
    expect(matched('/dashboards/p-17')).toEqual({ name: 'dashboard-view', params: { projectId: 'p-17' } });
    expect(matched('/dashboards/plant%20north')).toEqual({ name: 'dashboard-view', params: { projectId: 'plant north' } });
    expect(matched('/store/install/app-9')).toEqual({ name: 'store-install', params: { appId: 'app-9' } });
  });

  test('/dashboards/x/edit and /new are the editor, not the viewer', () => {
    expect(matched('/dashboards/x/edit')).toEqual({ name: 'dashboard-edit', params: { projectId: 'x' } });
    expect(matched('/dashboards/x/new')).toEqual({ name: 'dashboard-new', params: { projectId: 'x' } });
    expect(matched('/dashboards/x')).toEqual({ name: 'dashboard-view', params: { projectId: 'x' } });
  });

  test('an optional parameter may be left out', () => {
    expect(matched('/flow/f1')).toEqual({ name: 'flow', params: { flowId: 'f1' } });
    expect(matched('/flow/f1/d2')).toEqual({ name: 'flow', params: { flowId: 'f1', dashboardFlowId: 'd2' } });
    expect(matched('/flow')).toBeUndefined();
  });

  test('a trailing slash is ignored (/organization/ and /agreements/ in the spec)', () => {
    expect(matched('/organization/')).toEqual({ name: 'organization', params: {} });
    expect(matched('/agreements/')).toEqual({ name: 'agreements', params: {} });
    expect(matched('/dashboards/x/')).toEqual({ name: 'dashboard-view', params: { projectId: 'x' } });
  });

  test('no match', () => {
    expect(matched('/nowhere')).toBeUndefined();
    expect(matched('/dashboards/x/edit/more')).toBeUndefined();
    expect(matched('/homes')).toBeUndefined();
    expect(matched('/store/install')).toBeUndefined();
  });

  test('letter case is part of the path: /Home and /DASHBOARDS are no route, a parameter keeps its case', () => {
    expect(matched('/Home')).toBeUndefined();
    expect(matched('/DASHBOARDS')).toBeUndefined();
    expect(matched('/Dashboards/p-17')).toBeUndefined();
    expect(matched('/admin/Notifications')).toBeUndefined();
    expect(matched('/dashboards/P-17')).toEqual({ name: 'dashboard-view', params: { projectId: 'P-17' } });
  });

  test('a malformed escape in a parameter does not throw (a typed or pasted link must still reach a screen)', () => {
    expect(() => matchRoute('/dashboards/%E0%A4%A')).not.toThrow();
    expect(() => matchRoute('/flow/50%')).not.toThrow();
  });
});
