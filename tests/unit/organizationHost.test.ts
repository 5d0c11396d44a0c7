// Spec §8 "Organisation init fails": what the person sees and where the browser goes (the effect the guard chain
// names `leaveOrganizationHost`; tests/model/navigationGuard.test.ts says when it runs, tests/e2e/shell-errors.spec.ts
// shows it in the browser).
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { leaveOrganizationHost } from '../../src/app/organizationHost';
import { resolveHosts, defaultConfig } from '../../src/platform/config';

beforeAll(() => {
  // No catalogue: the source text (en-US), as before the translations arrive.
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
});

function page(url: string) {
  const { pathname, search, hash } = new URL(url);
  return { alert: vi.fn<(message: string) => void>(), location: { pathname, search, hash, assign: vi.fn<(url: string) => void>() } };
}

describe('leaving an organisation host', () => {
  it('tells the person, then opens the same route on the host without the organisation prefix', () => {
    const at = page('https://acme.app.corvina.io/portal/?lang=de#/dashboards/7?org=1&version=2');
    const { appOrigin } = resolveHosts({ protocol: 'https:', hostname: 'acme.app.corvina.io', port: '' }, defaultConfig);
    leaveOrganizationHost({ organization: 'Acme', route: '/dashboards/7?org=1&version=2' }, appOrigin, at as never);
    expect(at.alert).toHaveBeenCalledWith("Cannot navigate to organization 'Acme'.");
    expect(at.location.assign).toHaveBeenCalledWith('https://app.corvina.io/portal/?lang=de#/dashboards/7?org=1&version=2');
    expect(at.alert.mock.invocationCallOrder[0]).toBeLessThan(at.location.assign.mock.invocationCallOrder[0]!);
  });

  it('keeps the port of the sandbox’s hosts', () => {
    const at = page('http://acme.app.localhost:5173/#/home');
    const { appOrigin } = resolveHosts({ protocol: 'http:', hostname: 'acme.app.localhost', port: '5173' }, defaultConfig);
    leaveOrganizationHost({ organization: 'Acme', route: '/home' }, appOrigin, at as never);
    expect(at.location.assign).toHaveBeenCalledWith('http://app.localhost:5173/#/home');
  });
});
