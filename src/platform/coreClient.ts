// Core service (/svc/core): the calls of start-up and the navigation guard (spec §4, §7 Core API).
import * as v from 'valibot';
import { defaultConfig, type PortalConfig } from './config';
import { agreementsServiceName, coreEndpoints } from './endpoints';
import type { HttpClient } from './http';
import { fetchAllPages } from './paging';
import { type RequestId, requestIdHeaders } from './requestIds';
import {
  agreementCheckSchema,
  agreementSchema,
  corePageSchema,
  currentUserSchema,
  loginInfoSchema,
  organizationSchema,
  userPreferenceSchema,
} from './schemas';
import type {
  Agreement,
  AgreementAccept,
  AgreementCheck,
  CurrentUser,
  LoginInfo,
  Organization,
  SelfOnBoarding,
  UserPreference,
  UserPreferenceWrite,
} from './types';

export type PreferenceQuery = {
  serviceName: string;
  username: string;
  /** The organisation's resourceId. */
  organization: string;
};

export type CoreClient = ReturnType<typeof createCoreClient>;

/** `http` is the core client (base `<app>/svc/core`, 90 s timeout, spec §7). */
export function createCoreClient(http: HttpClient, timeouts: PortalConfig['timeouts'] = defaultConfig.timeouts) {
  return {
    /** Realm lookup by organisation hostname: before sign-in, so no token (spec §7, 30 s). */
    loginInfo: (hostname: string, signal?: AbortSignal): Promise<LoginInfo> =>
      http.request(coreEndpoints.loginInfo, {
        query: { hostname },
        auth: false,
        timeout: timeouts.loginInfo,
        schema: loginInfoSchema,
        signal,
      }),

    /** A plain array, not a page (facts §3). */
    myOrganizations: (signal?: AbortSignal): Promise<Organization[]> =>
      http.request(coreEndpoints.myOrganizations, { schema: v.array(organizationSchema), signal }),

    organization: (id: number, signal?: AbortSignal): Promise<Organization> =>
      http.request(coreEndpoints.organization(id), { schema: organizationSchema, signal }),

    /** Direct children only, every page. */
    subOrganizations: (id: number, signal?: AbortSignal): Promise<Organization[]> =>
      fetchAllPages(
        (page, pageSize) =>
          http.request(coreEndpoints.subOrganizations(id), {
            query: { onlyFirstLevel: true, page, pageSize },
            schema: corePageSchema(organizationSchema),
            signal,
          }),
        { signal },
      ),

    myUser: (signal?: AbortSignal): Promise<CurrentUser> =>
      http.request(coreEndpoints.myUser, { schema: currentUserSchema, signal }),

    /** Non-empty `types` means the user must accept before entering (spec §3, §4 guard step 4). */
    agreementsCheck: (signal?: AbortSignal): Promise<AgreementCheck> =>
      http.request(coreEndpoints.agreementsCheck, {
        query: { serviceName: agreementsServiceName },
        schema: agreementCheckSchema,
        signal,
      }),

    /** Also read by self on-boarding before an account exists, hence the optional token. */
    agreementsLast: (signal?: AbortSignal): Promise<Agreement[]> =>
      http.request(coreEndpoints.agreementsLast, {
        query: { serviceName: agreementsServiceName },
        auth: 'optional',
        schema: v.array(agreementSchema),
        signal,
      }),

    // Writes carry their request id (src/platform/requestIds.ts): a repeat is answered, not applied again.
    acceptAgreements: async (ids: number[], signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      const body: AgreementAccept = { ids };
      await http.request(coreEndpoints.agreementsAccept, { method: 'POST', body, headers: requestIdHeaders(requestId), signal });
    },

    /** A plain list filtered by the query (spec §9's paged preferences are the VPN application ones). */
    getPreferences: (query: PreferenceQuery, signal?: AbortSignal): Promise<UserPreference[]> =>
      http.request(coreEndpoints.userPreferences, { query, schema: v.array(userPreferenceSchema), signal }),

    savePreference: (preference: UserPreferenceWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<UserPreference> =>
      http.request(coreEndpoints.userPreferences, {
        method: 'POST',
        body: preference,
        headers: requestIdHeaders(requestId),
        schema: userPreferenceSchema,
        signal,
      }),

    /** Sign-up of a new organisation: no account yet, so no token; 90 s (spec §7). */
    selfOnBoarding: async (body: SelfOnBoarding, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(coreEndpoints.selfOnBoarding, {
        method: 'POST',
        query: { serviceName: agreementsServiceName },
        body,
        headers: requestIdHeaders(requestId),
        auth: false,
        timeout: timeouts.core,
        signal,
      });
    },
  };
}
