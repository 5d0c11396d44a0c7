// Paths of the limits API and the license manager's consumption calls (spec §7), relative to the license service's
// base (servicePrefixes.limits and .licenseManager are both `/svc/license`). The sandbox registers from this table.
import type { ResourceType } from './limitsTypes';

export const limitsEndpoints = {
  /** GET (`orgResourceId`), POST (limits created), PUT (one limit changed). */
  limits: '/api/v1/limits',
  /** GET: a resource's consumption journal, paged. */
  journal: (type: ResourceType) => `/api/v1/subscriptions/resource/${type}/journal`,
  /** GET: the same, summed. */
  sum: (type: ResourceType) => `/api/v1/subscriptions/resource/${type}/sum`,
  /** GET: the organisation's subscription changes, newest first, paged (`orgResourceId`, `page`, `pageSize`). */
  history: '/api/v1/subscriptions/history',
} as const;
