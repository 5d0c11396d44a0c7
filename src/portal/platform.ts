// Builds the service clients for one page load: base addresses from the hosts, the bearer token from the
// organisation token when one is selected and the user's own token before that.
import type { AlarmsClient } from '../platform/alarmsClient';
import { resolveHosts, serviceBase, type Hosts, type PortalConfig } from '../platform/config';
import { createCoreClient } from '../platform/coreClient';
import type { DashboardClient } from '../platform/dashboardClient';
import { createHttpClient } from '../platform/http';
import { createIdentityClient } from '../platform/identityClient';
import { lazyClient } from '../platform/lazyClient';
import type { MappingClient } from '../platform/mappingClient';
import type { NotificationClient } from '../platform/notificationClient';
import type { PlatformClient } from '../platform/platformClient';
import type { StatusClient } from '../platform/statusClient';
import { createThemeClient } from '../platform/themeClient';
import { tokenMinValidity } from '../../machines/constants';
import type { Identity } from '../session/identity';
import { createOrganizationTokens } from '../session/organizationToken';

export type Platform = ReturnType<typeof createPlatform>;

export function createPlatform(config: PortalConfig, hosts: Hosts = resolveHosts(location, config)) {
  // Set once the realm is known (session machine, initIdentity); every call before that is anonymous.
  let identity: Identity | undefined;
  const currentIdentity = () => {
    if (!identity) throw new Error('cannot acquire token: are we logged in?');
    return identity;
  };

  const identityClient = createIdentityClient(createHttpClient({ getToken: () => undefined }));
  const organizationTokens = createOrganizationTokens({
    exchange: async (orgResourceId) =>
      identityClient.exchangeOrganizationToken({
        tokenUrl: currentIdentity().tokenEndpoint(),
        accessToken: await currentIdentity().token(tokenMinValidity),
        orgResourceId,
      }),
    local: localStorage,
    session: sessionStorage,
  });

  // No token for a visitor who has not signed in (public routes such as /register): asking keycloak-js for one
  // would send them to the sign-in page.
  const getToken = async () =>
    (await organizationTokens.accessToken()) ?? (identity?.signedIn() ? identity.token() : undefined);
  // The organisation token is renewed by a new exchange; before one exists, the user's token is refreshed.
  const onUnauthorized = async () => {
    if (organizationTokens.current()) await organizationTokens.renew();
    else await currentIdentity().refresh(-1);
  };
  const client = (base: string, timeout: number) => createHttpClient({ baseURL: base, timeout, getToken, onUnauthorized });

  return {
    config,
    hosts,
    organizationTokens,
    identity: () => identity,
    setIdentity: (value: Identity) => {
      identity = value;
    },
    core: createCoreClient(client(serviceBase(hosts, 'core'), config.timeouts.core), config.timeouts),
    theme: createThemeClient(client(serviceBase(hosts, 'theme'), config.timeouts.http)),
    // Loaded on first use: only the dashboard screens call them (src/platform/lazyClient.ts).
    dashboard: lazyClient<DashboardClient>(async () =>
      (await import('../platform/dashboardClient')).createDashboardClient(client(serviceBase(hosts, 'dashboard'), config.timeouts.http)),
    ),
    platformController: lazyClient<PlatformClient>(async () =>
      (await import('../platform/platformClient')).createPlatformClient(client(serviceBase(hosts, 'platform'), config.timeouts.http)),
    ),
    mappings: lazyClient<MappingClient>(async () =>
      (await import('../platform/mappingClient')).createMappingClient(client(serviceBase(hosts, 'mappings'), config.timeouts.http)),
    ),
    notifications: lazyClient<NotificationClient>(async () =>
      (await import('../platform/notificationClient')).createNotificationClient(
        client(serviceBase(hosts, 'notifications'), config.timeouts.http),
      ),
    ),
    alarms: lazyClient<AlarmsClient>(async () =>
      (await import('../platform/alarmsClient')).createAlarmsClient(client(serviceBase(hosts, 'alarms'), config.timeouts.http)),
    ),
    status: lazyClient<StatusClient>(async () =>
      (await import('../platform/statusClient')).createStatusClient(client(hosts.statusPageUrl, config.timeouts.http)),
    ),
  };
}
