// Paths of the notification service (spec §7), relative to its base (endpoints.ts servicePrefixes). Kept apart
// from endpoints.ts: a module shared by the entry and a lazy screen is bundled whole into the entry.

/**
 * Notification service (spec §7), base `<app>/svc/notification`; every call carries `organization=<resourceId>`.
 * Rules live under the spec's base path; settings and failed deliveries are our reading (docs/decisions.md).
 */
export const notificationEndpoints = {
  /** POST creates a rule. */
  rules: '/api/v1/notifications',
  /** GET with the trailing slash lists rules; extra query parameters pass through (spec §7). */
  ruleList: '/api/v1/notifications/',
  rule: (id: string) => `/api/v1/notifications/${encodeURIComponent(id)}`,
  settings: '/api/v1/settings',
  failedDeliveries: '/api/v1/failedDeliveries',
} as const;
