// Builds the service clients for one page load: base addresses from the hosts, the bearer token from the
// organisation token when one is selected and the user's own token before that.
import type { AlarmsClient } from '../platform/alarmsClient';
import type { AuditClient } from '../platform/auditClient';
import type { AppsClient } from '../platform/appsClient';
import { resolveHosts, serviceBase, type Hosts, type PortalConfig } from '../platform/config';
import type { ServiceName } from '../platform/endpoints';
import { createCoreClient } from '../platform/coreClient';
import type { DeviceLicenceClient } from '../platform/deviceLicenceClient';
import type { DealerClient } from '../platform/dealerClient';
import type { LicencesClient } from '../platform/licencesClient';
import type { DashboardClient } from '../platform/dashboardClient';
import { isPlatformError, PlatformError } from '../platform/errors';
import { createHttpClient, type HttpClient } from '../platform/http';
import type { IamClient } from '../platform/iamClient';
import type { LimitsClient } from '../platform/limitsClient';
import { createIdentityClient } from '../platform/identityClient';
import { lazyClient } from '../platform/lazyClient';
import type { MappingClient } from '../platform/mappingClient';
import type { NotificationClient } from '../platform/notificationClient';
import type { OrganizationsClient } from '../platform/organizationsClient';
import type { PlatformClient } from '../platform/platformClient';
import type { PresetClient } from '../platform/presetClient';
import type { StatusClient } from '../platform/statusClient';
import type { TriggersClient } from '../platform/triggersClient';
import type { VpnClient } from '../platform/vpnClient';
import { createThemeClient } from '../platform/themeClient';
import { tokenMinValidity } from '../../machines/constants';
import type { Identity } from '../session/identity';
import { createOrganizationTokens } from '../session/organizationToken';
import { createServiceTokens } from '../session/serviceTokens';

export type Platform = ReturnType<typeof createPlatform>;

export function createPlatform(config: PortalConfig, hosts: Hosts = resolveHosts(location, config)) {
  // Set once the realm is known (session machine, initIdentity); every call before that is anonymous.
  let identity: Identity | undefined;
  const currentIdentity = () => {
    if (!identity) throw new Error('cannot acquire token: are we logged in?');
    return identity;
  };

  // The exchange is an HTTP call like any other: it gives up after the configured timeout (config.json `timeouts`),
  // and so does waiting for the person's own token it is made with (keycloak-js sets no limit on its refresh).
  const exchangeTimeout = config.timeouts.http;
  const identityClient = createIdentityClient(createHttpClient({ getToken: () => undefined, timeout: exchangeTimeout }));
  const organizationTokens = createOrganizationTokens({
    exchange: async (orgResourceId) => {
      const tokenUrl = currentIdentity().tokenEndpoint();
      // Spec §8: the exchange cannot start without the person's own token.
      const accessToken = await within(exchangeTimeout, currentIdentity().token(tokenMinValidity), tokenUrl).catch((error: unknown) => {
        console.warn('Error retrieving standard token', error);
        throw error;
      });
      return identityClient.exchangeOrganizationToken({ tokenUrl, accessToken, orgResourceId });
    },
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

  const client = (base: string, timeout: number) =>
    createHttpClient({
      baseURL: base,
      timeout,
      getToken: serviceTokens.token,
      onUnauthorized: serviceTokens.unauthorized,
      onAnswered: serviceTokens.answered,
    });

  const coreHttp = client(serviceBase(hosts, 'core'), config.timeouts.core);
  /** A service's client, loaded on its first call (src/platform/lazyClient.ts) over the service's own HTTP. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any client's methods; lazyClient keeps C's types
  const lazy = <C extends Record<string, (...args: any[]) => Promise<unknown>>>(
    service: ServiceName,
    load: () => Promise<(http: HttpClient) => C>,
  ) => lazyClient<C>(async () => (await load())(client(serviceBase(hosts, service), config.timeouts.http)));

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
    /** The core service's HTTP, for core clients loaded with what needs them (src/platform/corePreferencesClient.ts). */
    coreHttp,
    theme: createThemeClient(client(serviceBase(hosts, 'theme'), config.timeouts.http)),
    // Loaded on first use, with the screens that call them. Users, user groups and roles are the core's (IAM screens).
    iam: lazyClient<IamClient>(async () => (await import('../platform/iamClient')).createIamClient(coreHttp)),
    apps: lazyClient<AppsClient>(async () => (await import('../platform/appsClient')).createAppsClient(coreHttp)),
    dashboard: lazy<DashboardClient>('dashboard', async () => (await import('../platform/dashboardClient')).createDashboardClient),
    platformController: lazy<PlatformClient>('platform', async () => (await import('../platform/platformClient')).createPlatformClient),
    mappings: lazy<MappingClient>('mappings', async () => (await import('../platform/mappingClient')).createMappingClient),
    notifications: lazy<NotificationClient>('notifications', async () => (await import('../platform/notificationClient')).createNotificationClient),
    presets: lazyClient<PresetClient>(async () =>
      (await import('../platform/presetClient')).createPresetClient(client(serviceBase(hosts, 'mappings'), config.timeouts.presets)),
    ),
    deviceLicences: lazy<DeviceLicenceClient>('licenseManager', async () => (await import('../platform/deviceLicenceClient')).createDeviceLicenceClient),
    organizations: lazyClient<OrganizationsClient>(async () => (await import('../platform/organizationsClient')).createOrganizationsClient(coreHttp)),
    limits: lazy<LimitsClient>('limits', async () => (await import('../platform/limitsClient')).createLimitsClient),
    licences: lazy<LicencesClient>('license', async () => (await import('../platform/licencesClient')).createLicencesClient),
    dealer: lazy<DealerClient>('licenseManager', async () => (await import('../platform/dealerClient')).createDealerClient),
    alarms: lazy<AlarmsClient>('alarms', async () => (await import('../platform/alarmsClient')).createAlarmsClient),
    vpn: lazy<VpnClient>('vpn', async () => (await import('../platform/vpnClient')).createVpnClient),
    audit: lazy<AuditClient>('audit', async () => (await import('../platform/auditClient')).createAuditClient),
    triggers: lazy<TriggersClient>('trigger', async () => (await import('../platform/triggersClient')).createTriggersClient),
    status: lazyClient<StatusClient>(async () =>
      (await import('../platform/statusClient')).createStatusClient(client(hosts.statusPageUrl, config.timeouts.http)),
    ),
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
