// The core's organisation calls of the organisations screen (spec §7 Core API "organizations"): an organisation's
// sub-organisation tree, a sub-organisation created (with the default roles, waiting for the license manager),
// changed and deleted, what an organisation may switch on for its sub-organisations (grants), and the person's realms
// and address. Every write carries its request id.
import * as v from 'valibot';
import { coreEndpoints } from './endpoints';
import type { HttpClient } from './http';
import { organizationsEndpoints } from './organizationsEndpoints';
import { grantKeys, type CoreSettings, type MyIp, type OrganizationGrant, type SubOrganizationCreate } from './organizationsTypes';
import { fetchAllPages } from './paging';
import { type RequestId, requestIdHeaders } from './requestIds';
import { corePageSchema, organizationSchema } from './schemas';
import type { Organization } from './types';

const grantSchema = v.object(Object.fromEntries(grantKeys.map((key) => [key, v.boolean()])) as Record<keyof OrganizationGrant, v.BooleanSchema<undefined>>);
const myIpSchema = v.object({ ip: v.string() }) satisfies v.GenericSchema<MyIp>;

export type OrganizationsClient = ReturnType<typeof createOrganizationsClient>;

/** `http` is the core's client (base `<app>/svc/core`). */
export function createOrganizationsClient(http: HttpClient) {
  return {
    /** Every sub-organisation below `id`, at any depth (each names its parent), every page. */
    tree: (id: number, signal?: AbortSignal): Promise<Organization[]> =>
      fetchAllPages(
        (page, pageSize) =>
          http.request(coreEndpoints.subOrganizations(id), {
            query: { onlyFirstLevel: false, page, pageSize },
            schema: corePageSchema(organizationSchema),
            signal,
          }),
        { signal },
      ),

    /** Creates a sub-organisation of `parentId` with the default roles, answering once the license manager knows it. */
    create: (parentId: number, body: SubOrganizationCreate, signal: AbortSignal | undefined, requestId: RequestId): Promise<Organization> =>
      http.request(coreEndpoints.organization(parentId), {
        method: 'POST',
        query: { addDefaultRoles: true, waitLicenseManager: true },
        body,
        headers: requestIdHeaders(requestId),
        schema: organizationSchema,
        signal,
      }),

    /** Its name, IoT and VPN; whether it is a dealer and has own resources is the licence service's (licencesClient). */
    update: (id: number, body: CoreSettings, signal: AbortSignal | undefined, requestId: RequestId): Promise<Organization> =>
      http.request(coreEndpoints.organization(id), {
        method: 'PUT',
        body,
        headers: requestIdHeaders(requestId),
        schema: organizationSchema,
        signal,
      }),

    /** Deletes the organisation with its sub-organisations, their devices and limits. */
    remove: async (id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(coreEndpoints.organization(id), { method: 'DELETE', headers: requestIdHeaders(requestId), signal });
    },

    grants: (id: number, signal?: AbortSignal): Promise<OrganizationGrant> =>
      http.request(organizationsEndpoints.grants(id), { schema: grantSchema, signal }),

    saveGrants: (id: number, grant: OrganizationGrant, signal: AbortSignal | undefined, requestId: RequestId): Promise<OrganizationGrant> =>
      http.request(organizationsEndpoints.grants(id), {
        method: 'PUT',
        body: grant,
        headers: requestIdHeaders(requestId),
        schema: grantSchema,
        signal,
      }),

    mineRealms: (signal?: AbortSignal): Promise<string[]> =>
      http.request(organizationsEndpoints.mineRealms, { schema: v.array(v.string()), signal }),

    myIp: (signal?: AbortSignal): Promise<MyIp> => http.request(organizationsEndpoints.myIp, { schema: myIpSchema, signal }),

    /** The platform instance: what support and an app's developer are asked for. */
    instance: (signal?: AbortSignal): Promise<{ id: string }> => http.request(organizationsEndpoints.instance, { schema: v.object({ id: v.string() }), signal }),
  };
}
