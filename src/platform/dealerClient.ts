// License manager (spec §7 "License-manager service"), base `<app>/svc/license`: the organisation's pre-authorised
// credit transactions, created when a person authorises an embedded app's payment, listed a page at a time with their
// execution orders, revoked, and a failed execution retried. Every write carries its request id.
import * as v from 'valibot';
import { dealerEndpoints } from './dealerEndpoints';
import type { TransactionIn, TransactionOut } from './appsTypes';
import { executionResults, transactionStates, type ExecutionOrder, type PreauthorizedTransaction } from './dealerTypes';
import type { HttpClient } from './http';
import type { LicencesPage } from './licencesClient';
import { type RequestId, requestIdHeaders } from './requestIds';

const transactionSchema = v.object({
  id: v.number(),
  orgResourceId: v.string(),
  orderId: v.string(),
  targetWalletId: v.string(),
  amount: v.number(),
  description: v.optional(v.string()),
  periodicity: v.optional(v.string()),
  executionMaxOrdinal: v.optional(v.number()),
  state: v.picklist(transactionStates),
  authorizedBy: v.optional(v.string()),
}) satisfies v.GenericSchema<PreauthorizedTransaction>;

/** Facts §13 PreauthorizedCreditTransactionOut, as created (what the app is answered). */
const createdSchema = v.object({
  id: v.number(),
  orgResourceId: v.string(),
  entityId: v.number(),
  entityStringId: v.string(),
  entityType: v.string(),
  state: v.string(),
  authorizedBy: v.optional(v.string()),
  orderId: v.string(),
  targetWalletId: v.string(),
  amount: v.number(),
  sourceOrgResourceId: v.optional(v.string()),
  sourceWalletId: v.optional(v.string()),
  description: v.optional(v.string()),
  executionMinTime: v.optional(v.string()),
  executionMaxTime: v.optional(v.string()),
  periodicity: v.optional(v.string()),
  ordinal: v.optional(v.number()),
  executionMaxOrdinal: v.optional(v.number()),
  transactionSubjectType: v.optional(v.string()),
  transactionSubjectRef: v.optional(v.string()),
  transactionSubjectQuantity: v.optional(v.number()),
  transactionData: v.optional(v.record(v.string(), v.unknown())),
}) satisfies v.GenericSchema<TransactionOut>;

const executionSchema = v.object({
  id: v.number(),
  transactionId: v.number(),
  ordinal: v.number(),
  executionTime: v.number(),
  result: v.picklist(executionResults),
  reason: v.optional(v.string()),
  retryOf: v.optional(v.number()),
}) satisfies v.GenericSchema<ExecutionOrder>;

const transactionPageSchema = v.object({
  content: v.array(transactionSchema),
  last: v.boolean(),
  totalElements: v.number(),
  totalPages: v.number(),
});

export type DealerClient = ReturnType<typeof createDealerClient>;

export function createDealerClient(http: HttpClient) {
  return {
    transactions: (
      orgResourceId: string,
      query: { page: number; pageSize: number },
      signal?: AbortSignal,
    ): Promise<LicencesPage<PreauthorizedTransaction>> =>
      http.request(dealerEndpoints.transactions, { query: { orgResourceId, ...query }, schema: transactionPageSchema, signal }),

    /** Creates the transactions the person authorised for the app installed as `installationId` (spec §7 POST). */
    create: (
      orgResourceId: string,
      installationId: number,
      transactions: TransactionIn[],
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<TransactionOut[]> =>
      http.request(dealerEndpoints.transactions, {
        method: 'POST',
        query: { orgResourceId, installationId },
        body: transactions,
        headers: requestIdHeaders(requestId),
        schema: v.array(createdSchema),
        signal,
      }),

    /** A transaction's execution orders, oldest first. */
    executions: (id: number, signal?: AbortSignal): Promise<ExecutionOrder[]> =>
      http.request(dealerEndpoints.executions(id), { schema: v.array(executionSchema), signal }),

    /** Revokes the transaction: no execution of it runs again. */
    revoke: async (orgResourceId: string, id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(dealerEndpoints.transaction(id), { method: 'DELETE', query: { orgResourceId }, headers: requestIdHeaders(requestId), signal });
    },

    /** Tries a failed execution again; answers the new execution order. */
    retry: (id: number, executionId: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<ExecutionOrder> =>
      http.request(dealerEndpoints.execution(id, executionId), { method: 'POST', headers: requestIdHeaders(requestId), schema: executionSchema, signal }),
  };
}
