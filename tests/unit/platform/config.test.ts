import { describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  defaultConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  resolveHosts,
  resolveRealm,
  serviceBase,
  type PortalConfig,
} from '../../../src/platform/config';

const at = (url: string) => {
  const { protocol, hostname, port } = new URL(url);
  return { protocol, hostname, port };
};
const withConfig = (extra: Partial<PortalConfig>): PortalConfig => ({ ...defaultConfig, ...extra });

describe('resolveHosts', () => {
  it.each([
    ['https://acme.app.corvina.io/', {}, 'acme', 'https://app.corvina.io', 'https://auth.corvina.io/auth'],
    ['http://acme.app.localhost:5173/', {}, 'acme', 'http://app.localhost:5173', 'http://auth.localhost:5173/auth'],
    ['https://ACME.App.Corvina.io/', {}, 'acme', 'https://app.corvina.io', 'https://auth.corvina.io/auth'],
    ['https://app.corvina.io/', {}, undefined, 'https://app.corvina.io', 'https://auth.corvina.io/auth'],
    ['http://localhost:5173/', {}, undefined, 'http://localhost:5173', 'http://localhost:5173/auth'],
    ['http://localhost:5173/', { domain: 'corvina.io' }, undefined, 'https://app.corvina.io', 'https://auth.corvina.io/auth'],
    // The hostname's own domain wins over the configured one.
    ['https://acme.app.corvina-de.io/', { domain: 'corvina.io' }, 'acme', 'https://app.corvina-de.io', 'https://auth.corvina-de.io/auth'],
  ] as const)('%s with %o', (url, config, organization, appOrigin, identityBase) => {
    const hosts = resolveHosts(at(url), withConfig(config));
    expect(hosts).toMatchObject({ organization, appOrigin, identityBase, statusPageUrl: `${appOrigin}/status` });
    expect(serviceBase(hosts, 'core')).toBe(`${appOrigin}/svc/core`);
    expect(serviceBase(hosts, 'vpn')).toBe(`${appOrigin}/svc/vpn2`);
  });

  it('takes service, identity and status page overrides from the configuration', () => {
    const hosts = resolveHosts(
      at('https://acme.app.corvina.io/'),
      withConfig({
        services: { dashboard: 'https://dash.example.com/base/' },
        identityUrl: 'https://login.example.com/auth/',
        statusPageUrl: 'https://status.example.com',
      }),
    );
    expect(serviceBase(hosts, 'dashboard')).toBe('https://dash.example.com/base');
    expect(serviceBase(hosts, 'core')).toBe('https://app.corvina.io/svc/core');
    expect(hosts.identityBase).toBe('https://login.example.com/auth');
    expect(hosts.statusPageUrl).toBe('https://status.example.com');
  });
});

describe('resolveRealm', () => {
  const config = defaultConfig;

  it('asks login info when the hostname names an organisation, ignoring the cookie', async () => {
    const loginInfo = vi.fn(async () => ({ realmName: 'exor' }));
    const realm = await resolveRealm({ organization: 'acme', cookies: 'corvina_realm=other', config, loginInfo });
    expect(realm).toBe('exor');
    expect(loginInfo).toHaveBeenCalledWith('acme');
  });

  it('propagates a login-info failure instead of guessing a realm', async () => {
    const failure = new Error('lookup failed');
    const loginInfo = vi.fn(async () => Promise.reject(failure));
    await expect(resolveRealm({ organization: 'acme', cookies: 'corvina_realm=other', config, loginInfo })).rejects.toBe(
      failure,
    );
  });

  it('reads the realm cookie without an organisation hostname, then falls back to the default', async () => {
    const loginInfo = vi.fn(async () => ({ realmName: 'never' }));
    expect(await resolveRealm({ organization: undefined, cookies: 'a=1; corvina_realm=exor', config, loginInfo })).toBe('exor');
    expect(await resolveRealm({ organization: undefined, cookies: 'a=1; corvina_realm=', config, loginInfo })).toBe('corvina');
    expect(await resolveRealm({ organization: undefined, cookies: '', config, loginInfo })).toBe('corvina');
    expect(loginInfo).not.toHaveBeenCalled();
  });
});

describe('runtime configuration', () => {
  const respond = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

  it('uses the defaults when config.json is absent', async () => {
    const fetchImpl = respond('not here', 404);
    expect(await loadRuntimeConfig(fetchImpl)).toEqual(defaultConfig);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('merges the given keys over the defaults, nested ones key by key', async () => {
    const config = await loadRuntimeConfig(
      respond(JSON.stringify({ domain: 'corvina.io', pkce: false, timeouts: { core: 60000 }, experimental: { whitelist: ['vpn'] } })),
    );
    expect(config).toEqual({
      ...defaultConfig,
      domain: 'corvina.io',
      pkce: false,
      timeouts: { http: 30000, core: 60000, loginInfo: 30000 },
      experimental: { whitelist: ['vpn'] },
    });
  });

  it('rejects malformed JSON', async () => {
    await expect(loadRuntimeConfig(respond('{ "domain": '))).rejects.toThrow(/not valid JSON/);
  });

  it('rejects a failing server answer', async () => {
    await expect(loadRuntimeConfig(respond('oops', 500))).rejects.toThrow(/HTTP 500/);
  });

  it('names unknown keys, top-level and nested', () => {
    const error = catchConfigError({ domian: 'corvina.io', timeouts: { core: 1, lgoinInfo: 5 } });
    expect([...error.problems].sort()).toEqual(['config.json: unknown key "domian"', 'timeouts: unknown key "lgoinInfo"']);
    expect(error.message).toContain('domian');
  });

  it.each([
    [{ pkce: 'yes' }, 'pkce'],
    [{ timeouts: { http: -5 } }, 'timeouts.http'],
    [{ services: { core: 'not a url' } }, 'services.core'],
    [{ services: { nope: 'https://x.example' } }, 'services'],
    [{ domain: 'https://corvina.io' }, 'domain'],
  ])('rejects %o naming %s', (json, key) => {
    expect(catchConfigError(json).problems.some((problem) => problem.startsWith(`${key}:`))).toBe(true);
  });

  function catchConfigError(json: unknown): ConfigError {
    try {
      parseRuntimeConfig(json);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('expected a ConfigError');
  }
});
