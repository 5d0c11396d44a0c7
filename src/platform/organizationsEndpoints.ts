// Paths of the core's organisation calls the organisations screen makes (spec §7 Core API), relative to the core's
// base. Creating, changing and deleting use coreEndpoints.organization's path; the sandbox registers its handlers
// from the same tables.
export const organizationsEndpoints = {
  /** GET: the realms of the person's organisations. */
  mineRealms: '/api/v1/organizations/mineRealms',
  /** GET: the address the platform sees the person's browser at. */
  myIp: '/api/v1/organizations/myIp',
  /** GET, PUT: what an organisation may switch on for its sub-organisations. */
  grants: (id: number) => `/api/v1/organizations/${id}/grants`,
} as const;
