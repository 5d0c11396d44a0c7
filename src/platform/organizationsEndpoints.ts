// Paths of the core's organisation calls the organisations screen makes (spec §7 Core API), relative to the core's
// base. Creating, changing and deleting use coreEndpoints.organization's path; the sandbox registers its handlers
// from the same tables.
export const organizationsEndpoints = {
  /** GET: the realms of the person's organisations. */
  mineRealms: '/api/v1/organizations/mineRealms',
  /** GET: the address the platform sees the person's browser at. */
  myIp: '/api/v1/organizations/myIp',
  /** GET: the platform instance (facts §4.1 `{ id, … }`: the id apps are given); here, out of the entry's core client. */
  instance: '/api/v1/instance',
  /** GET, PUT: what an organisation may switch on for its sub-organisations. */
  grants: (id: number) => `/api/v1/organizations/${id}/grants`,
} as const;
