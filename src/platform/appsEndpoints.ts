// Paths of the core's app calls (spec §7 Core API "Apps", facts §12) relative to the core's base, which the sandbox
// registers too. A module of its own: only the lazily loaded store screens use them. `org` is the organisation's
// numeric id, as the core's other organisation paths name it. The token and transaction paths are ours: the facts
// show no path by which a host obtains an app's own token or hands over its payment request (docs/decisions.md).
export const appsEndpoints = {
  /** GET: the catalogue, paged (`page`, `pageSize`, `search`, `showHidden`). */
  apps: '/api/v1/apps',
  /** GET: one app of the catalogue. */
  app: (appId: number) => `/api/v1/apps/${appId}`,
  /** GET: whether the person likes the app and how many do; POST likes it, DELETE takes the like back (spec §7). */
  appLike: (appId: number) => `/api/v1/apps/${appId}/like`,
  /** GET: the organisation's installed apps; POST installs one (`{ appId, planId }`). */
  organizationApps: (org: number) => `/api/v1/organizations/${org}/apps`,
  /**
   * POST: pays a paid plan from the organisation's credits and installs the app on it, both or neither
   * (`{ appId, planId, amount }`, the amount the person confirmed; spec §7 apps payment POST, the path is ours).
   */
  organizationAppPayment: (org: number) => `/api/v1/organizations/${org}/apps/payment`,
  /** GET one installation; DELETE uninstalls it (`force=true` where a normal uninstall cannot finish). */
  organizationApp: (org: number, installId: number) => `/api/v1/organizations/${org}/apps/${installId}`,
  /** PATCH: moves the installation to another plan of its app (spec §7 `PATCH /apps/{id}/plan/{planId}`, under its organisation). */
  installationPlan: (org: number, installId: number, planId: string) => `/api/v1/organizations/${org}/apps/${installId}/plan/${encodeURIComponent(planId)}`,
  /**
   * POST: pays a paid plan from the organisation's credits and moves the installation to it, both or neither
   * (`{ amount }`, the price the person confirmed; the sibling of the paid install, the path is ours).
   */
  installationPlanPayment: (org: number, installId: number, planId: string) =>
    `/api/v1/organizations/${org}/apps/${installId}/plan/${encodeURIComponent(planId)}/payment`,
  /** POST: runs the installation's failed lifecycle call again (spec §7 reschedule; the path is ours). */
  installationReschedule: (org: number, installId: number) => `/api/v1/organizations/${org}/apps/${installId}/reschedule`,
  /** GET: a token for this app alone, for the person in this organisation (ours). */
  appToken: (org: number, installId: number) => `/api/v1/organizations/${org}/apps/${installId}/token`,
} as const;
