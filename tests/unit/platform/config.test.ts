import { describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  defaultConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  providerCloudDomain,
  resolveAccountsRealm,
  resolveHosts,
  resolveRealm,
  serviceBase,
  type PortalConfig,
} from '../../../src/platform/config';
import { sandboxHeader } from '../../../src/platform/sandboxHeader';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { realmCacheKey } from '../../../src/platform/realmLookup';
import { MemoryStorage } from '../memoryStorage';

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
    // Spec §9: no `app.` part and no domain configured: the provider's cloud domain…
    ['https://portal.example.com/', {}, undefined, 'https://app.corvina.cloud', 'https://auth.corvina.cloud/auth'],
    ['http://10.1.2.3:8080/', {}, undefined, 'https://app.corvina.cloud', 'https://auth.corvina.cloud/auth'],
    ['https://portal.example.com/', { domain: 'corvina.io' }, undefined, 'https://app.corvina.io', 'https://auth.corvina.io/auth'],
    // …except on the developer's machine and wherever the embedded sandbox serves the page.
    ['http://portal.localhost:5173/', {}, undefined, 'http://portal.localhost:5173', 'http://portal.localhost:5173/auth'],
    ['http://10.1.2.3:8080/', { servedBySandbox: true }, undefined, 'http://10.1.2.3:8080', 'http://10.1.2.3:8080/auth'],
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
        services: { dashboard: 'https://dash.example.com/base/', audit: '/svc/audit-log/' },
        identityUrl: 'https://login.example.com/auth/',
        statusPageUrl: 'https://status.example.com',
      }),
    );
    expect(serviceBase(hosts, 'dashboard')).toBe('https://dash.example.com/base');
    // A prefix alone stays behind the application host the page's own host names.
    expect(serviceBase(hosts, 'audit')).toBe('https://app.corvina.io/svc/audit-log');
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

  it('keeps the realm login info names per hostname for the session, and starts from it on the next load', async () => {
    const cache = new MemoryStorage();
    const loginInfo = vi.fn(async (hostname: string) => ({ realmName: `realm-of-${hostname}` }));
    expect(await resolveRealm({ organization: 'acme', cookies: '', config, loginInfo, cache })).toBe('realm-of-acme');
    expect(cache.getItem(realmCacheKey('acme'))).toBe('realm-of-acme');
    expect(cache.getItem(realmCacheKey('globex'))).toBeNull();

    // The next load answers at once from the session and asks login info again behind it.
    let answer!: (info: { realmName: string }) => void;
    loginInfo.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    expect(await resolveRealm({ organization: 'acme', cookies: '', config, loginInfo, cache })).toBe('realm-of-acme');
    answer({ realmName: 'renamed' });
    await vi.waitFor(() => expect(cache.getItem(realmCacheKey('acme'))).toBe('renamed'));
  });

  it('clears the kept realm when login info fails (spec §8), so the next load asks first', async () => {
    const cache = new MemoryStorage();
    cache.setItem(realmCacheKey('acme'), 'exor');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('GET loginInfo answered 500');
    const loginInfo = vi.fn(async () => Promise.reject(failure));
    expect(await resolveRealm({ organization: 'acme', cookies: '', config, loginInfo, cache })).toBe('exor');
    await vi.waitFor(() => expect(cache.getItem(realmCacheKey('acme'))).toBeNull());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Login info could not be read'), failure);
    // Nothing kept any more: the failure is the caller's (the fatal banner).
    await expect(resolveRealm({ organization: 'acme', cookies: '', config, loginInfo, cache })).rejects.toBe(failure);
    expect(cache.getItem(realmCacheKey('acme'))).toBeNull();
  });

  it('reads the realm cookie without an organisation hostname, then falls back to the default', async () => {
    const loginInfo = vi.fn(async () => ({ realmName: 'never' }));
    expect(await resolveRealm({ organization: undefined, cookies: 'a=1; corvina_realm=exor', config, loginInfo })).toBe('exor');
    expect(await resolveRealm({ organization: undefined, cookies: 'a=1; corvina_realm=', config, loginInfo })).toBe('corvina');
    expect(await resolveRealm({ organization: undefined, cookies: '', config, loginInfo })).toBe('corvina');
    expect(loginInfo).not.toHaveBeenCalled();
  });
});

describe('resolveAccountsRealm', () => {
  it('takes the accounts realm from its cookie when set, else its default (spec §9)', () => {
    expect(resolveAccountsRealm('corvina_realm=exor')).toBe('corvina-accounts');
    expect(resolveAccountsRealm('corvina_accounts_realm=exor-accounts; corvina_realm=exor')).toBe('exor-accounts');
    expect(resolveAccountsRealm('corvina_accounts_realm=')).toBe('corvina-accounts');
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
      timeouts: { http: 30000, core: 60000, loginInfo: 30000, presets: 300000 },
      experimental: { whitelist: ['vpn'] },
    });
  });

  it('knows the page is served by the embedded sandbox from its answer to config.json', async () => {
    const marked = (status: number, body = '{}') => vi.fn(async () => new Response(body, { status, headers: { [sandboxHeader]: 'on' } }));
    // The sandbox accepts Idempotency-Key on every service; a list config.json gives still wins.
    const everyService = Object.keys(servicePrefixes);
    expect(await loadRuntimeConfig(marked(404))).toEqual({ ...defaultConfig, servedBySandbox: true, idempotentServices: everyService });
    expect(await loadRuntimeConfig(marked(200, '{ "pkce": false }'))).toEqual({
      ...defaultConfig,
      pkce: false,
      servedBySandbox: true,
      idempotentServices: everyService,
    });
    expect((await loadRuntimeConfig(marked(200, '{ "idempotentServices": ["core"] }'))).idempotentServices).toEqual(['core']);
    expect((await loadRuntimeConfig(respond('{}'))).idempotentServices).toEqual([]);
    expect((await loadRuntimeConfig(respond('{}'))).servedBySandbox).toBeUndefined();
    // Not a key of the file: an operator cannot claim the sandbox.
    expect(catchConfigError({ servedBySandbox: true }).problems).toEqual(['config.json: unknown key "servedBySandbox"']);
    expect(providerCloudDomain).toBe('corvina.cloud');
  });

  it('reads the services that accept Idempotency-Key', () => {
    expect(parseRuntimeConfig({ idempotentServices: ['core', 'alarms'] }).idempotentServices).toEqual(['core', 'alarms']);
    expect(catchConfigError({ idempotentServices: ['nope'] }).problems[0]).toMatch(/^idempotentServices\.0: Invalid type: Expected \("core" \| "theme" \| .* but received "nope"$/);
  });

  it('reads a messages host', async () => {
    const config = await loadRuntimeConfig(respond(JSON.stringify({ messagesUrl: 'https://i18n.example.com/portal' })));
    expect(config).toMatchObject({ messagesUrl: 'https://i18n.example.com/portal' });
  });

  it('obtains the organisation token by the UMA exchange unless config.json asks for the scope (facts §2.2)', async () => {
    expect(defaultConfig.organizationToken).toBe('uma');
    expect((await loadRuntimeConfig(respond('{ "organizationToken": "scope" }'))).organizationToken).toBe('scope');
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
    [{ paths: { 'apps.appToken': 'api/v1/token' } }, 'paths.apps.appToken'],
    [{ services: { nope: 'https://x.example' } }, 'services'],
    [{ idempotentServices: ['core', 'nope'] }, 'idempotentServices.1'],
    [{ idempotentServices: 'core' }, 'idempotentServices'],
    [{ domain: 'https://corvina.io' }, 'domain'],
    [{ messagesUrl: 'i18n.example.com' }, 'messagesUrl'],
    [{ organizationToken: 'rpt' }, 'organizationToken'],
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
