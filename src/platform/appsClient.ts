// The core's app calls (spec §7 Core API "Apps", facts §12): the catalogue, an organisation's installed apps,
// installing (a paid plan paid at install) and uninstalling (forced where the platform says so), likes, plan changes, a failed install or uninstall run again and the token an embedded app gets
// (its payments are the license manager's pre-authorised transactions: dealerClient.ts). Loaded with the store's screens (src/portal/platform.ts).
import * as v from 'valibot';
import { appsEndpoints } from './appsEndpoints';
import { appLikeSchema, appTokenSchema, applicationSchema, installationSchema } from './appsSchemas';
import type { AppInstallation, AppLike, AppToken, Application, InstallRequest, PaidInstallRequest } from './appsTypes';
import type { HttpClient } from './http';
import { fetchAllPages } from './paging';
import { type RequestId, requestIdHeaders } from './requestIds';
import { corePageSchema } from './schemas';
import type { CorePage } from './types';

export interface CatalogueQuery {
  page: number;
  pageSize: number;
  search?: string;
  /** Hidden apps too (spec §2 show-hidden-apps switch). */
  showHidden?: boolean;
}

export type AppsClient = ReturnType<typeof createAppsClient>;

/** `http` is the core client (base `<app>/svc/core`). */
export function createAppsClient(http: HttpClient) {
  // The core's page (facts §3) with the totals the store's pager shows.
  const catalogueSchema = v.object({ content: v.array(applicationSchema), totalElements: v.number(), totalPages: v.number() });
  return {
    catalogue: async (query: CatalogueQuery, signal?: AbortSignal): Promise<Pick<CorePage<Application>, 'content' | 'totalElements' | 'totalPages'>> =>
      http.request(appsEndpoints.apps, { query: { ...query, showHidden: query.showHidden === true ? true : undefined }, schema: catalogueSchema, signal }),

    app: (appId: number, signal?: AbortSignal): Promise<Application> => http.request(appsEndpoints.app(appId), { schema: applicationSchema, signal }),

    likeOf: (appId: number, signal?: AbortSignal): Promise<AppLike> => http.request(appsEndpoints.appLike(appId), { schema: appLikeSchema, signal }),

    /** Likes the app (`liked`) or takes the like back; answers the app's likes as they are now. */
    setLiked: (appId: number, liked: boolean, signal: AbortSignal | undefined, requestId: RequestId): Promise<AppLike> =>
      http.request(appsEndpoints.appLike(appId), { method: liked ? 'POST' : 'DELETE', headers: requestIdHeaders(requestId), schema: appLikeSchema, signal }),

    changePlan: (org: number, installId: number, planId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<AppInstallation> =>
      http.request(appsEndpoints.installationPlan(org, installId, planId), {
        method: 'PATCH',
        headers: requestIdHeaders(requestId),
        schema: installationSchema,
        signal,
      }),

    /** Pays a paid plan from the organisation's credits (`amount`, the price the person confirmed) and moves the installation to it: both, or neither. */
    payAndChangePlan: (org: number, installId: number, planId: string, amount: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<AppInstallation> =>
      http.request(appsEndpoints.installationPlanPayment(org, installId, planId), {
        method: 'POST',
        body: { amount },
        headers: requestIdHeaders(requestId),
        schema: installationSchema,
        signal,
      }),

    /** Runs the installation's failed install or uninstall again; an uninstall that now finishes leaves nothing. */
    reschedule: async (org: number, installId: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(appsEndpoints.installationReschedule(org, installId), { method: 'POST', headers: requestIdHeaders(requestId), signal });
    },

    /** Every installation of the organisation: the core answers them a page at a time (facts §4.1 `CorePage<AppOrganization>`). */
    installations: (org: number, signal?: AbortSignal): Promise<AppInstallation[]> =>
      fetchAllPages((page, pageSize) => http.request(appsEndpoints.organizationApps(org), { query: { page, pageSize }, schema: corePageSchema(installationSchema), signal }), {
        signal,
      }),

    /** One installation as the core holds it now (its state and plan read fresh). */
    installation: (org: number, installId: number, signal?: AbortSignal): Promise<AppInstallation> =>
      http.request(appsEndpoints.organizationApp(org, installId), { schema: installationSchema, signal }),

    install: (org: number, install: InstallRequest, signal: AbortSignal | undefined, requestId: RequestId): Promise<AppInstallation> =>
      http.request(appsEndpoints.organizationApps(org), {
        method: 'POST',
        body: install,
        headers: requestIdHeaders(requestId),
        schema: installationSchema,
        signal,
      }),

    /** Pays a paid plan from the organisation's credits and installs the app on it: both, or neither. */
    payAndInstall: (org: number, install: PaidInstallRequest, signal: AbortSignal | undefined, requestId: RequestId): Promise<AppInstallation> =>
      http.request(appsEndpoints.organizationAppPayment(org), {
        method: 'POST',
        body: install,
        headers: requestIdHeaders(requestId),
        schema: installationSchema,
        signal,
      }),

    uninstall: async (org: number, installId: number, force: boolean, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(appsEndpoints.organizationApp(org, installId), {
        method: 'DELETE',
        query: force ? { force: true } : {},
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    appToken: (org: number, installId: number, signal?: AbortSignal): Promise<AppToken> =>
      http.request(appsEndpoints.appToken(org, installId), { schema: appTokenSchema, signal }),

  };
}
