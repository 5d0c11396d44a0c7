// One pre-authorised transaction opened with its execution orders (spec §4 "Pre-authorised transactions"): revoked
// after the person confirms, and a failed execution retried. While either runs nothing else may start; afterwards
// the execution orders are read again, so the screen shows what the service holds. A revoked transaction stops: it
// offers neither revoking nor retrying again. A failure of either keeps the orders on screen with the reason.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

export type TransactionOutcome = { kind: 'revoked' } | { kind: 'retried'; succeeded: boolean };

interface TransactionContext<Execution> {
  revoked: boolean;
  executions?: Execution[];
  /** The failed execution being retried. */
  retrying?: number;
  outcome?: TransactionOutcome;
  error?: unknown;
  actionError?: unknown;
}

export type TransactionEvent =
  | { type: 'user.reload' }
  | { type: 'user.revoke' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.retry'; executionId: number };

export function createPreauthorizedTransactionMachine<Execution>() {
  return setup({
    types: {} as {
      context: TransactionContext<Execution>;
      events: TransactionEvent;
      input: { revoked: boolean };
    },
    actors: {
      executions: notProvided<Execution[]>('executions'),
      revoke: notProvided<unknown>('revoke'),
      retry: notProvided<{ succeeded: boolean }, { executionId: number }>('retry'),
    },
    actions: {
      revoked: () => {},
    },
    guards: {
      active: ({ context }) => !context.revoked,
    },
  }).createMachine({
    id: 'preauthorizedTransaction',
    context: ({ input }) => ({ revoked: input.revoked }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'executions',
          src: 'executions',
          onDone: { target: 'ready', actions: assign({ executions: ({ event }) => event.output, error: undefined }) },
          onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      loadFailed: { on: { 'user.reload': 'loading' } },
      ready: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'user.reload': '#preauthorizedTransaction.loading',
              'user.revoke': { guard: 'active', target: 'confirming', actions: assign({ outcome: undefined, actionError: undefined }) },
              'user.retry': {
                guard: 'active',
                target: 'retrying',
                actions: assign({ retrying: ({ event }) => event.executionId, outcome: undefined, actionError: undefined }),
              },
            },
          },
          confirming: { on: { 'user.confirm': 'revoking', 'user.cancel': 'idle' } },
          revoking: {
            invoke: {
              id: 'revoke',
              src: 'revoke',
              onDone: { target: '#preauthorizedTransaction.loading', actions: [assign({ revoked: true, outcome: { kind: 'revoked' } }), 'revoked'] },
              onError: { target: 'idle', actions: assign({ actionError: ({ event }) => event.error }) },
            },
          },
          retrying: {
            invoke: {
              id: 'retry',
              src: 'retry',
              input: ({ context }) => ({ executionId: context.retrying as number }),
              onDone: {
                target: '#preauthorizedTransaction.loading',
                actions: assign({ retrying: undefined, outcome: ({ event }) => ({ kind: 'retried', succeeded: event.output.succeeded }) }),
              },
              onError: { target: 'idle', actions: assign({ retrying: undefined, actionError: ({ event }) => event.error }) },
            },
          },
        },
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests; screens create their own typed one. */
export const preauthorizedTransactionMachine = createPreauthorizedTransactionMachine<unknown>();
