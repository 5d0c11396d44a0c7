// Wire shapes of the license manager's pre-authorised credit transactions (spec §7 "License-manager service", facts
// §13 PreauthorizedCreditTransactionIn/Out and the execution orders' results SUCCESS|FAILURE|NOOP).

/** Ours: the facts name `state` without its values. A revoked transaction is never executed again. */
export const transactionStates = ['AUTHORIZED', 'REVOKED', 'COMPLETED'] as const;
export type TransactionState = (typeof transactionStates)[number];

/** PreauthorizedCreditTransactionOut: credits an app may take from the organisation's wallet, once or periodically. */
export interface PreauthorizedTransaction {
  id: number;
  orgResourceId: string;
  orderId: string;
  targetWalletId: string;
  amount: number;
  description?: string;
  /** ISO-8601 duration between executions, e.g. P1M; absent: once. */
  periodicity?: string;
  executionMaxOrdinal?: number;
  state: TransactionState;
  authorizedBy?: string;
}

export const executionResults = ['SUCCESS', 'FAILURE', 'NOOP'] as const;
export type ExecutionResult = (typeof executionResults)[number];

/** An execution order of a transaction: its ordinal, when it ran, and how it ended and why. */
export interface ExecutionOrder {
  id: number;
  transactionId: number;
  ordinal: number;
  /** Epoch ms. */
  executionTime: number;
  result: ExecutionResult;
  /** Why it failed or did nothing. */
  reason?: string;
  /** Set on a retry: the failed execution it repeats. */
  retryOf?: number;
}
