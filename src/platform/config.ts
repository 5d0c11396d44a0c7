// Runtime configuration and base addresses. Everything here is pure except loadRuntimeConfig, so the rules of
// spec §5 (organisation from hostname, realm from cookie) and facts §1 (host names) are testable as tables.
import * as v from 'valibot';
import { readCookie } from './cookies';
import { servicePrefixes, type ServiceName } from './endpoints';
import type { PathRewrite } from './pathOverrides';
import { sandboxHeader } from './sandboxHeader';
import type { PathBase } from './servicePaths';
import type { LoginInfo } from './types';

export interface PortalConfig {
  /** Spec §9: fixed default realm when neither hostname nor cookie names one. */
  defaultRealm: string;
  realmCookie: string;
  clientId: string;
  /** PKCE S256 by default; `false` reproduces the spec's no-PKCE client (spec §4 Login). */
  pkce: boolean;
  /**
   * How the organisation-scoped token is obtained (facts §2.2): `uma`, the ticket exchange the spec names, or `scope`,
   * a silent authorization request for `scope=openid org:<resourceId>` as the live platform issues it.
   */
  organizationToken: 'uma' | 'scope';
  /**
   * Base domain when the page's hostname has no `app.` part; absent = the provider's cloud domain (spec §9), or the
   * page's own origin on localhost, `*.localhost` and when the sandbox serves the page.
   */
  domain?: string;
  /** Where the message catalogues of a locale are read (spec §7 Other); absent = the bundled ones only. */
  messagesUrl?: string;
  /** Not a config.json key: set when the embedded sandbox answered config.json (it serves the page). */
  servedBySandbox?: boolean;
  /** Status page base; default `<app origin>/status`. */
  statusPageUrl?: string;
  /** Identity provider base (…/auth); default derived from the hostname. */
  identityUrl?: string;
  /** Per-service base overrides: an address, or a prefix behind the application host; default `<app origin>/svc/<service>`. */
  services?: Partial<Record<ServiceName, string>>;
  /**
   * The deployment's own paths for paths of the table marked ours (src/platform/servicePaths.ts), by name, arguments
   * as `{name}`: `{ "apps.appToken": "/api/v1/organizations/{org}/apps/{installId}/token" }`.
   */
  paths?: Record<string, string>;
  /** Not a config.json key: `paths` checked against the table and compiled per base, by loadRuntimeConfig. */
  pathRewrites?: Partial<Record<PathBase, PathRewrite>>;
  /** Services that accept the `Idempotency-Key` request header (ours: the facts show none); a write to any other service is retried by reading back first. */
  idempotentServices: ServiceName[];
  experimental: { whitelist?: string[]; blacklist?: string[] };
  /** The device map's background (README "Configuration"); absent: the built-in offline style. */
  map?: MapConfig;
  /** Milliseconds (spec §9). */
  timeouts: { http: number; core: number; loginInfo: number; presets: number };
}

/**
 * The device map's background: a MapLibre style document (`style`, vector or raster), or raster tile addresses with
 * `{z}`, `{x}` and `{y}` (`tiles`, e.g. OpenStreetMap's) and their `attribution`. `style` wins when both are given.
 */
export interface MapConfig {
  style?: string;
  tiles?: string[];
  attribution?: string;
}

export const defaultConfig: PortalConfig = {
  defaultRealm: 'corvina',
  realmCookie: 'corvina_realm',
  clientId: 'corvina-web-portal',
  pkce: true,
  organizationToken: 'uma',
  idempotentServices: [],
  experimental: {},
  // The HTTP timeouts live here only (machines need none): the spec's figures as defaults config.json may change.
  timeouts: {
    /** §7/§9: the default HTTP timeout. */
    http: 30_000,
    /** §7/§9: core API calls time out after 90 s; so does POST organizations/selfOnBoarding (§7). */
    core: 90_000,
    /** §7/§9: GET organizations/loginInfo times out after 30 s. */
    loginInfo: 30_000,
    /** §7/§9: preset and model writes (and a preset applied to a device) wait up to five minutes. */
    presets: 300_000,
  },
};

const name = v.pipe(v.string(), v.minLength(1));
const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'Expected an http(s) address'));
// A service's prefix, or a path of the table's with its arguments as `{name}` (a query too: an argument the deployment
// takes there). Both behind the application host.
const absolutePath = v.pipe(v.string(), v.regex(/^\/[^\s#]*$/, 'Expected a path starting with /'));
const tileUrl = v.pipe(httpUrl, v.regex(/^(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})/, 'Expected {z}, {x} and {y} in the address'));
const milliseconds = v.pipe(v.number(), v.integer(), v.minValue(1));
const serviceNames = Object.keys(servicePrefixes) as [ServiceName, ...ServiceName[]];
// valibot's message lists the names: `Invalid type: Expected ("core" | "theme" | …) but received "nope"`.
const serviceName = v.picklist(serviceNames);

// Every key optional (defaults fill the gaps) and unknown keys rejected, so a typo in config.json fails loudly
// instead of silently keeping a default.
const configFileSchema = v.partial(
  v.strictObject({
    defaultRealm: name,
    realmCookie: name,
    clientId: name,
    pkce: v.boolean(),
    organizationToken: v.picklist(['uma', 'scope']),
    domain: v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i, 'Expected a host name such as corvina.io')),
    statusPageUrl: httpUrl,
    identityUrl: httpUrl,
    messagesUrl: httpUrl,
    services: v.record(serviceName, v.union([httpUrl, absolutePath])),
    paths: v.record(v.string(), absolutePath),
    idempotentServices: v.array(serviceName),
    experimental: v.partial(v.strictObject({ whitelist: v.array(name), blacklist: v.array(name) })),
    timeouts: v.partial(v.strictObject({ http: milliseconds, core: milliseconds, loginInfo: milliseconds, presets: milliseconds })),
    map: v.partial(
      v.strictObject({
        style: httpUrl,
        tiles: v.pipe(v.array(tileUrl), v.minLength(1)),
        attribution: v.string(),
      }),
    ),
  }),
);

/** config.json could not be read or does not match the schema; `problems` name each offending key. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly problems: string[],
    options?: ErrorOptions,
  ) {
    super(`Invalid runtime configuration (config.json): ${problems.join('; ')}`, options);
  }
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  const keys = path.map((item) => String(item.key));
  // A strict object reports an unknown key at that key expecting nothing there; a record flags the key itself.
  const badKey = (issue.type === 'strict_object' && issue.expected === 'never') || path.at(-1)?.origin === 'key';
  if (badKey) {
    const where = keys.slice(0, -1).join('.') || 'config.json';
    return `${where}: unknown key "${keys.at(-1) ?? ''}"`;
  }
  return `${keys.join('.') || 'config.json'}: ${issue.message}`;
}

/** Validates a parsed config.json and fills the gaps from `defaults`. */
export function parseRuntimeConfig(json: unknown, defaults: PortalConfig = defaultConfig): PortalConfig {
  const result = v.safeParse(configFileSchema, json);
  if (!result.success) throw new ConfigError(result.issues.map(describeIssue));
  const file = result.output;
  return {
    ...defaults,
    ...file,
    experimental: { ...defaults.experimental, ...file.experimental },
    timeouts: { ...defaults.timeouts, ...file.timeouts },
  };
}

/**
 * The defaults where the embedded sandbox answered config.json: the platform on the page's own origin, and every
 * service accepting `Idempotency-Key` (sandbox/idempotency.ts, in front of each). A key config.json gives still wins.
 */
export const sandboxConfig: PortalConfig = { ...defaultConfig, servedBySandbox: true, idempotentServices: [...serviceNames] };

/**
 * GET /config.json beside the page: 404 means "all defaults" (the sandbox answers `{}` instead, so a healthy start logs
 * no failed request); anything else unusable is a ConfigError.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  let response: Response;
  try {
    // no-store: a redeployed config must take effect on the next load.
    response = await fetchImpl('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new ConfigError(['config.json could not be fetched'], { cause });
  }
  const defaults = response.headers.has(sandboxHeader) ? sandboxConfig : defaultConfig;
  if (response.status === 404) return defaults;
  if (!response.ok) throw new ConfigError([`config.json answered HTTP ${response.status}`]);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch (cause) {
    throw new ConfigError(['config.json is not valid JSON'], { cause });
  }
  return withPathOverrides(parseRuntimeConfig(json, defaults));
}

/** config.json `paths` checked against the table of paths (loaded only when there are some) and compiled. */
async function withPathOverrides(config: PortalConfig): Promise<PortalConfig> {
  if (config.paths === undefined || Object.keys(config.paths).length === 0) return config;
  const { rewrites, problems } = await (await import('./pathOverrides')).compilePathOverrides(config.paths);
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...config, pathRewrites: rewrites };
}

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

export interface Hosts {
  /** Organisation hostname (spec §5: the part before `.app.`), absent on `app.<domain>` and plain hosts. */
  organization: string | undefined;
  /** Origin that serves every `/svc/` service (facts §1). */
  appOrigin: string;
  /** Identity provider base, ending in `/auth`. */
  identityBase: string;
  statusPageUrl: string;
  /** Per-service overrides from the configuration. */
  services: Partial<Record<ServiceName, string>>;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Splits `<org>.app.<domain>` / `app.<domain>`; undefined when the hostname has no `app.` label. */
function splitHostname(hostname: string): { organization: string | undefined; domain: string } | undefined {
  const labels = hostname.toLowerCase().split('.');
  const app = labels.indexOf('app');
  if (app < 0 || app === labels.length - 1) return undefined;
  return {
    organization: app > 0 ? labels.slice(0, app).join('.') : undefined,
    domain: labels.slice(app + 1).join('.'),
  };
}

/** Spec §9: the provider's cloud domain (facts §1: the platform's SDKs default to it), for a host without `app.`. */
export const providerCloudDomain = 'corvina.cloud';

/** localhost and `*.localhost`: the developer's own machine, where the sandbox (or a local platform) answers. */
const isLocalHostname = (hostname: string) => /(^|\.)localhost$/i.test(hostname);

/**
 * Base addresses from the page's location (facts §1), each overridable by the configuration. A host without an
 * `app.` part uses config.json's `domain`, else the provider's cloud domain (spec §9), except where the platform
 * answers on the page's own origin: localhost, `*.localhost`, and any host the embedded sandbox serves.
 */
export function resolveHosts(location: PageLocation, config: PortalConfig): Hosts {
  const port = location.port ? `:${location.port}` : '';
  const parts = splitHostname(location.hostname);
  let organization: string | undefined;
  let appOrigin: string;
  let authOrigin: string;
  if (parts) {
    organization = parts.organization;
    appOrigin = `${location.protocol}//app.${parts.domain}${port}`;
    authOrigin = `${location.protocol}//auth.${parts.domain}${port}`;
  } else if (config.domain || !(config.servedBySandbox || isLocalHostname(location.hostname))) {
    const domain = config.domain ?? providerCloudDomain;
    appOrigin = `https://app.${domain}`;
    authOrigin = `https://auth.${domain}`;
  } else {
    // localhost, or the embedded sandbox: everything is same-origin.
    appOrigin = authOrigin = `${location.protocol}//${location.hostname}${port}`;
  }
  const services = Object.fromEntries(
    Object.entries(config.services ?? {}).map(([service, url]) => [service, withoutTrailingSlash(url)]),
  );
  return {
    organization,
    appOrigin,
    identityBase: withoutTrailingSlash(config.identityUrl ?? `${authOrigin}/auth`),
    statusPageUrl: withoutTrailingSlash(config.statusPageUrl ?? `${appOrigin}/status`),
    services,
  };
}

export function serviceBase(hosts: Hosts, service: ServiceName): string {
  const base = hosts.services[service] ?? servicePrefixes[service];
  return base.startsWith('/') ? `${hosts.appOrigin}${base}` : base;
}

/**
 * Spec §5: an organisation hostname names its realm through login info (./realmLookup.ts, loaded only on such a host,
 * which keeps the answer for the session); otherwise the realm cookie, otherwise the default. A login-info failure
 * propagates (spec §8: "rethrown") and clears the realm kept for the host.
 */
export async function resolveRealm(input: RealmInput): Promise<string> {
  if (input.organization === undefined) return readCookie(input.cookies, input.config.realmCookie) ?? input.config.defaultRealm;
  return (await import('./realmLookup')).lookUpRealm({ ...input, organization: input.organization });
}

export interface RealmInput {
  organization: string | undefined;
  cookies: string;
  config: Pick<PortalConfig, 'realmCookie' | 'defaultRealm'>;
  loginInfo: (organizationHostname: string) => Promise<LoginInfo>;
  /** Where the realm of each organisation hostname is kept for the session (session storage). */
  cache?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** Spec §7/§9: account actions use a separate realm, the one its cookie names, else this one. */
export const accountsRealm = { cookie: 'corvina_accounts_realm', default: 'corvina-accounts' } as const;

/** The accounts realm's name (spec §9): from its cookie when set, else its default. */
export function resolveAccountsRealm(cookies: string): string {
  return readCookie(cookies, accountsRealm.cookie) ?? accountsRealm.default;
}
