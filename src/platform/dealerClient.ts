// License manager (spec §7 "License-manager service"), base `<app>/svc/license`: the organisation's pre-authorised
// credit transactions, listed a page at a time with their execution orders, revoked, and a failed execution retried.
// Every write carries its request id.
import * as v from 'valibot';
import { dealerEndpoints } from './dealerEndpoints';
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
