// Builds the service clients for one page load: base addresses from the hosts, the bearer token from the
// organisation token when one is selected and the user's own token before that.
import { resolveHosts, serviceBase, type Hosts, type PortalConfig } from '../platform/config';
import { createCoreClient } from '../platform/coreClient';
import type { ServiceName } from '../platform/endpoints';
import type { PathBase } from '../platform/servicePaths';
import { isPlatformError, PlatformError } from '../platform/errors';
import { createHttpClient } from '../platform/http';
import { createIdentityClient } from '../platform/identityClient';
import { lazyClient } from '../platform/lazyClient';
import { loadOnce } from '../platform/loadOnce';
import type { ServiceClients } from './serviceClients';
import { createThemeClient } from '../platform/themeClient';
import { tokenMinValidity } from '../../machines/constants';
import type { Identity } from '../session/identity';
import type { SilentAuthorization } from '../session/frameAuthorization';
import { createOrganizationTokens } from '../session/organizationToken';
import { createServiceTokens } from '../session/serviceTokens';

export type Platform = ReturnType<typeof createPlatform>;

/** `silent`: the browser's part in the scope strategy, a hidden frame unless a test drives the provider itself. */
export function createPlatform(config: PortalConfig, hosts: Hosts = resolveHosts(location, config), silent?: SilentAuthorization) {
  // Set once the realm is known (session machine, initIdentity); every call before that is anonymous.
  let identity: Identity | undefined;
  const currentIdentity = () => {
    if (!identity) throw new Error('cannot acquire token: are we logged in?');
    return identity;
  };

  // The exchange is an HTTP call like any other: it gives up after the configured timeout (config.json `timeouts`),
  // and so does waiting for the person's own token it is made with (keycloak-js sets no limit on its refresh).
  const exchangeTimeout = config.timeouts.http;
  const identityHttp = createHttpClient({ getToken: () => undefined, timeout: exchangeTimeout });
  const identityClient = createIdentityClient(identityHttp);
  // Spec §6/§7: the UMA ticket exchange, made with the person's own token.
  const exchangeByTicket = async (orgResourceId: string) => {
    const tokenUrl = currentIdentity().tokenEndpoint();
    // Spec §8: the exchange cannot start without the person's own token.
    const accessToken = await within(exchangeTimeout, currentIdentity().token(tokenMinValidity), tokenUrl).catch((error: unknown) => {
      console.warn('Error retrieving standard token', error);
      throw error;
    });
    return identityClient.exchangeOrganizationToken({ tokenUrl, accessToken, orgResourceId });
  };
  // Facts §2.2: the live platform's authorization request for `org:<resourceId>` (config.json `organizationToken`),
  // loaded only where configured (the entry budget pays for every byte).
  const scopeExchange = loadOnce(async () =>
    (await import('../session/scopeAuthorization')).createScopeAuthorization({
      authorizationUrl: () => currentIdentity().authorizationEndpoint(),
      tokenUrl: () => currentIdentity().tokenEndpoint(),
      clientId: config.clientId,
      pkce: config.pkce,
      http: identityHttp,
      timeout: exchangeTimeout,
      silent,
    }),
  );
  const exchangeByScope = async (orgResourceId: string) => (await scopeExchange())(orgResourceId);
  const organizationTokens = createOrganizationTokens({
    exchange: config.organizationToken === 'scope' ? exchangeByScope : exchangeByTicket,
    local: localStorage,
    session: sessionStorage,
  });
  // Which token a call carries and what a 401 does (one renewal for all, one retry, then sign in again).
  // A 401 from the token endpoint means the identity provider refuses the person's token: the session is over.
  const serviceTokens = createServiceTokens({
    organizationTokens,
    identity: () => identity,
    isRefusal: (error) => isPlatformError(error, 'unauthorized'),
  });

  const client = (baseURL: string, timeout: number, base: PathBase, idempotencyKey = false) =>
    createHttpClient({
      baseURL,
      timeout,
      idempotencyKey,
      rewritePath: config.pathRewrites?.[base],
      getToken: serviceTokens.token,
      onUnauthorized: serviceTokens.unauthorized,
      onAnswered: serviceTokens.answered,
    });
  // A write's request id goes on the wire only to a service configured to accept it (config `idempotentServices`).
  const serviceClient = (service: ServiceName, timeout: number) =>
    client(serviceBase(hosts, service), timeout, service, config.idempotentServices.includes(service));

  const coreHttp = serviceClient('core', config.timeouts.core);
  // Which organisations the person may choose (theirs, and an organisation's sub-organisations) is asked outside any
  // of them, with the person's own token: the organisation token held then is the one being left, and the services
  // refuse one organisation's token on another's call (docs/decisions.md "Tokens held to their organisation").
  const personalCoreHttp = createHttpClient({
    baseURL: serviceBase(hosts, 'core'),
    timeout: config.timeouts.core,
    idempotencyKey: config.idempotentServices.includes('core'),
    rewritePath: config.pathRewrites?.core,
    getToken: () => currentIdentity().token(tokenMinValidity),
    // Refused, the person's token is refreshed once and the call retried; refused again, the choice fails.
    onUnauthorized: () => currentIdentity().refresh(-1),
  });
  // The sections' clients are declared in one module of their own, loaded with the first call to any of them: the
  // entry then names one module instead of each client's files (the entry budget pays for every name).
  const serviceClients = loadOnce(async () =>
    (await import('./serviceClients')).createServiceClients({
      coreHttp,
      serviceHttp: (service, timeout) => serviceClient(service, timeout === 'presets' ? config.timeouts.presets : config.timeouts.http),
      statusHttp: () => client(hosts.statusPageUrl, config.timeouts.http, 'status'),
    }),
  );
  const deferred = <K extends keyof ServiceClients>(name: K) => lazyClient<ServiceClients[K]>(async () => (await serviceClients())[name]);

  return {
    config,
    hosts,
    organizationTokens,
    serviceTokens,
    identity: () => identity,
    setIdentity: (value: Identity) => {
      identity = value;
    },
    core: createCoreClient(coreHttp, config.timeouts),
    /** The core service with the person's own token, for the organisation choice. */
    personalCore: createCoreClient(personalCoreHttp, config.timeouts),
    /** The core service's HTTP, for core clients loaded with what needs them (src/platform/corePreferencesClient.ts). */
    coreHttp,
    theme: createThemeClient(serviceClient('theme', config.timeouts.http)),
    // The sections' services: each client loads with the first call made to it.
    iam: deferred('iam'),
    apps: deferred('apps'),
    dashboard: deferred('dashboard'),
    platformController: deferred('platformController'),
    mappings: deferred('mappings'),
    notifications: deferred('notifications'),
    presets: deferred('presets'),
    deviceLicences: deferred('deviceLicences'),
    organizations: deferred('organizations'),
    limits: deferred('limits'),
    licences: deferred('licences'),
    dealer: deferred('dealer'),
    themeWrites: deferred('themeWrites'),
    alarms: deferred('alarms'),
    vpn: deferred('vpn'),
    audit: deferred('audit'),
    triggers: deferred('triggers'),
    status: deferred('status'),
  };
}

/** `promise`, or a timeout failure of the token request after `ms`. */
function within<T>(ms: number, promise: Promise<T>, path: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PlatformError({ kind: 'timeout', method: 'POST', path })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
