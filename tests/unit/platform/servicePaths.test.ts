// The one table of service paths (src/platform/servicePaths.ts): every path of every *Endpoints table is in it,
// marked "facts" or "ours" with its arguments named, and only paths marked ours can be overridden, each keeping its
// arguments.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { compilePathOverrides } from '../../../src/platform/pathOverrides';
import { pathEntries, prefixSources, servicePaths } from '../../../src/platform/servicePaths';

const tableModules = import.meta.glob<Record<string, unknown>>(['../../../src/platform/*Endpoints.ts', '../../../src/platform/endpoints.ts'], {
  eager: true,
});
const isPathTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((path) => typeof path === 'function' || (typeof path === 'string' && path.startsWith('/')));

describe('the table of service paths', () => {
  it('holds every table of paths the clients and the sandbox use', () => {
    const tables = new Set<unknown>(Object.values(servicePaths).map(({ paths }) => paths));
    const missing = Object.entries(tableModules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([name, value]) => isPathTable(value) && name !== 'servicePrefixes' && !tables.has(value))
        .map(([name]) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('marks every path facts or ours and names each of its arguments', () => {
    for (const { paths, marks } of Object.values(servicePaths)) {
      expect(Object.keys(marks).sort()).toEqual(Object.keys(paths).sort());
      for (const [key, build] of Object.entries(paths)) {
        const mark = marks[key];
        expect(['facts', 'ours'], key).toContain(mark?.source);
        expect(mark?.params.length, key).toBe(typeof build === 'string' ? 0 : build.length);
      }
    }
    expect(Object.keys(prefixSources).sort()).toEqual(Object.keys(servicePrefixes).sort());
  });

  it('gives each path a template with its arguments as placeholders', () => {
    const entries = new Map(pathEntries().map((entry) => [entry.name, entry]));
    expect(entries.get('apps.appToken')).toMatchObject({
      source: 'ours',
      bases: ['core'],
      template: '/api/v1/organizations/{org}/apps/{installId}/token',
    });
    expect(entries.get('vpn.gateways')).toMatchObject({ source: 'facts', bases: ['vpn'], template: '/api/v1/gateways/{org}' });
    expect(entries.get('remoteAccessSite.login')?.bases).toEqual(['vpnProxy', 'vpn']);
  });
});

describe('path overrides', () => {
  it.each([
    [{ 'apps.nothing': '/x' }, 'paths: unknown path "apps.nothing" (README "Pointing the portal at a real platform" lists them)'],
    [{ 'vpn.gateways': '/api/v2/gateways/{org}' }, 'paths.vpn.gateways: the platform facts show this path; only paths marked ours can be overridden'],
    [{ 'identity.logout': '/logout' }, "paths.identity.logout: the identity provider's paths follow identityUrl"],
    [{ 'apps.appToken': '/api/v1/apps/{installId}/token' }, 'paths.apps.appToken: missing {org}'],
    [{ 'apps.appToken': '/api/v1/{org}/{install}/token' }, 'paths.apps.appToken: unknown placeholder {install}'],
  ])('refuses %o', async (overrides, problem) => {
    expect((await compilePathOverrides(overrides)).problems).toContain(problem);
  });

  it('rewrites the overridden path with its arguments, and leaves the paths of its siblings alone', async () => {
    const { rewrites, problems } = await compilePathOverrides({ 'apps.organizationApp': '/api/v2/installations/{installId}?org={org}' });
    expect(problems).toEqual([]);
    const core = rewrites.core ?? ((path: string) => `no rewrite for ${path}`);
    expect(core('/api/v1/organizations/7/apps/42')).toBe('/api/v2/installations/42?org=7');
    // The paid install's path fits `…/apps/{installId}` too, but its own template is the more literal one.
    expect(core('/api/v1/organizations/7/apps/payment')).toBe('/api/v1/organizations/7/apps/payment');
    expect(core('/api/v1/organizations/7/apps/42/token')).toBe('/api/v1/organizations/7/apps/42/token');
    expect(core('/api/v1/users/mine')).toBe('/api/v1/users/mine');
    expect(rewrites.vpn).toBeUndefined();
  });
});
