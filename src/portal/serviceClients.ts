// The clients of the services the sections call, each loaded on its first call (src/platform/lazyClient.ts) over
// its service's own HTTP. The portal's platform (./platform.ts) loads this module with the first call to any of them.
import type { HttpClient } from '../platform/http';
import type { ServiceName } from '../platform/endpoints';
import { lazyClient } from '../platform/lazyClient';
import type { AlarmsClient } from '../platform/alarmsClient';
import type { AppsClient } from '../platform/appsClient';
import type { AuditClient } from '../platform/auditClient';
import type { DashboardClient } from '../platform/dashboardClient';
import type { DealerClient } from '../platform/dealerClient';
import type { DeviceLicenceClient } from '../platform/deviceLicenceClient';
import type { IamClient } from '../platform/iamClient';
import type { LicencesClient } from '../platform/licencesClient';
import type { LimitsClient } from '../platform/limitsClient';
import type { MappingClient } from '../platform/mappingClient';
import type { NotificationClient } from '../platform/notificationClient';
import type { OrganizationsClient } from '../platform/organizationsClient';
import type { PlatformClient } from '../platform/platformClient';
import type { PresetClient } from '../platform/presetClient';
import type { StatusClient } from '../platform/statusClient';
import type { ThemeWriteClient } from '../platform/themeWriteClient';
import type { TriggersClient } from '../platform/triggersClient';
import type { VpnClient } from '../platform/vpnClient';

/** The portal's HTTP clients (bearer token, renewal, timeouts) for the services' base addresses. */
export interface ServiceClientDeps {
  /** A service's HTTP with the configured timeout, or the preset writes' longer one. */
  serviceHttp: (service: ServiceName, timeout?: 'presets') => HttpClient;
  /** The core service's HTTP: users, groups, roles, organisations and apps are the core's. */
  coreHttp: HttpClient;
  /** The status page's. */
  statusHttp: () => HttpClient;
}

export function createServiceClients({ serviceHttp, coreHttp, statusHttp }: ServiceClientDeps) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any client's methods; lazyClient keeps C's types
  const lazy = <C extends Record<string, (...args: any[]) => Promise<unknown>>>(
    service: ServiceName,
    load: () => Promise<(http: HttpClient) => C>,
  ) => lazyClient<C>(async () => (await load())(serviceHttp(service)));

  return {
    iam: lazyClient<IamClient>(async () => (await import('../platform/iamClient')).createIamClient(coreHttp)),
    apps: lazyClient<AppsClient>(async () => (await import('../platform/appsClient')).createAppsClient(coreHttp)),
    dashboard: lazy<DashboardClient>('dashboard', async () => (await import('../platform/dashboardClient')).createDashboardClient),
    platformController: lazy<PlatformClient>('platform', async () => (await import('../platform/platformClient')).createPlatformClient),
    mappings: lazy<MappingClient>('mappings', async () => (await import('../platform/mappingClient')).createMappingClient),
    notifications: lazy<NotificationClient>('notifications', async () => (await import('../platform/notificationClient')).createNotificationClient),
    presets: lazyClient<PresetClient>(async () =>
      (await import('../platform/presetClient')).createPresetClient(serviceHttp('mappings', 'presets')),
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
    themeWrites: lazy<ThemeWriteClient>('theme', async () => (await import('../platform/themeWriteClient')).createThemeWriteClient),
    status: lazyClient<StatusClient>(async () =>
      (await import('../platform/statusClient')).createStatusClient(statusHttp()),
    ),
  };
}

export type ServiceClients = ReturnType<typeof createServiceClients>;
