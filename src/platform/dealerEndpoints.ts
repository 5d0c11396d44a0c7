// Paths of the license manager's pre-authorised transactions (spec §7 "License-manager service") relative to its
// base (endpoints.ts servicePrefixes.licenseManager). Only the lazily loaded dealer and store sections use them; the sandbox
// registers its handlers from the same table.
export const dealerEndpoints = {
  /**
   * GET: the organisation's pre-authorised transactions (`orgResourceId`, `page`, `pageSize`); POST: new ones an app's
   * installation (`installationId`, ours) was authorised to charge.
   */
  transactions: '/api/v1/preauthorized/transactions',
  /** DELETE: the transaction revoked (`orgResourceId`). */
  transaction: (id: number) => `/api/v1/preauthorized/transaction/${id}`,
  /** GET: its execution orders, oldest first. */
  executions: (id: number) => `/api/v1/preauthorized/transaction/${id}/executions`,
  /** POST: a failed execution tried again. */
  execution: (id: number, executionId: number) => `/api/v1/preauthorized/transaction/${id}/execution/${executionId}`,
} as const;
