// An embedded app's payment requests (facts §13 TRANSACTIONS_AUTHORIZATION_REQUEST), one at a time: the person sees
// the first, authorises or rejects it, and only then sees the next, so two requests are never confused. The client
// library waits for its answer without a limit, so every request is answered exactly once: authorised (with what was
// created), rejected by the person, refused because too many wait already, or, when the person gives up after an
// authorisation whose outcome is unknown (no answer came back), said to be unknown, never "rejected": the app must
// never be told "rejected" for a payment that was then made. While an authorisation runs it cannot be rejected.
//
// Effects the host provides (machine.provide):
//   actors.authorize   fromPromise<unknown, { request, id }>   creates what the person authorised; `id` names the
//                                                              request, so a retry of it repeats the same write
//   actions.reply      posts TRANSACTIONS_AUTHORIZATION_RESPONSE for `request` to the app
//   guards.outcomeUnknown   the failure may have been applied (a timeout, a lost answer)
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

/** Requests held at once, the one shown included; more are refused at once (ERROR_TOO_MANY_REQUESTS). */
export const maxHeldPayments = 5;

/** How a request ended, as the app is told (facts §13 `msg`, and ours beyond it: docs/decisions.md). */
export type PaymentOutcome = 'AUTHORIZED' | 'USER_REJECTED' | 'ERROR_TOO_MANY_REQUESTS' | 'ERROR_OUTCOME_UNKNOWN';

export interface HeldPayment<T> {
  id: number;
  request: T;
}

export interface PaymentContext<T> {
  /** The request shown first, the others waiting in the order they came. */
  held: HeldPayment<T>[];
  nextId: number;
  /** Why the last authorisation of the shown request failed. */
  error?: unknown;
}

export type PaymentEvent<T> = { type: 'request'; request: T } | { type: 'authorize' } | { type: 'reject' };

export type PaymentStage = 'idle' | 'asking' | 'authorizing' | 'failed';

export function createAppPaymentMachine<T>(id: string) {
  return setup({
    types: {} as { context: PaymentContext<T>; events: PaymentEvent<T> },
    actors: {
      authorize: notProvided<unknown, { request: T; id: number }>('authorize'),
    },
    actions: {
      reply: (_, _params: { request: T; outcome: PaymentOutcome; authorized?: unknown; error?: unknown }) => {},
      // The one decided leaves; the next one, if any, is shown.
      settle: assign({ held: ({ context }) => context.held.slice(1), error: undefined }),
    },
    guards: {
      full: ({ context }) => context.held.length >= maxHeldPayments,
      waiting: ({ context }) => context.held.length > 0,
      outcomeUnknown: (_, _params: { error: unknown }) => false,
    },
  }).createMachine({
    id,
    context: { held: [], nextId: 1 },
    initial: 'idle',
    on: {
      request: [
        {
          guard: 'full',
          actions: { type: 'reply', params: ({ event }) => ({ request: event.request, outcome: 'ERROR_TOO_MANY_REQUESTS' as const }) },
        },
        {
          actions: assign({
            held: ({ context, event }) => [...context.held, { id: context.nextId, request: event.request }],
            nextId: ({ context }) => context.nextId + 1,
          }),
        },
      ],
    },
    states: {
      idle: {
        always: { guard: 'waiting', target: 'asking' },
      },
      asking: {
        on: {
          authorize: 'authorizing',
          reject: {
            target: 'next',
            actions: [{ type: 'reply', params: ({ context }) => ({ request: shown(context).request, outcome: 'USER_REJECTED' as const }) }, 'settle'],
          },
        },
      },
      authorizing: {
        entry: assign({ error: undefined }),
        invoke: {
          src: 'authorize',
          input: ({ context }) => shown(context),
          onDone: {
            target: 'next',
            actions: [
              { type: 'reply', params: ({ context, event }) => ({ request: shown(context).request, outcome: 'AUTHORIZED' as const, authorized: event.output }) },
              'settle',
            ],
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      // The person may try again (the same request, so the same write) or give up.
      failed: {
        on: {
          authorize: 'authorizing',
          reject: [
            {
              guard: { type: 'outcomeUnknown', params: ({ context }) => ({ error: context.error }) },
              target: 'next',
              actions: [
                { type: 'reply', params: ({ context }) => ({ request: shown(context).request, outcome: 'ERROR_OUTCOME_UNKNOWN' as const, error: context.error }) },
                'settle',
              ],
            },
            {
              target: 'next',
              actions: [{ type: 'reply', params: ({ context }) => ({ request: shown(context).request, outcome: 'USER_REJECTED' as const }) }, 'settle'],
            },
          ],
        },
      },
      next: {
        always: [{ guard: 'waiting', target: 'asking' }, { target: 'idle' }],
      },
    },
  });
}

function shown<T>(context: PaymentContext<T>): HeldPayment<T> {
  const [first] = context.held;
  if (first === undefined) throw new Error('No payment request is shown');
  return first;
}

/** The untyped instance, for diagrams and path tests. */
export const appPaymentMachine = createAppPaymentMachine<unknown>('appPayment');

export const selectShownPayment = <T>(snapshot: { context: PaymentContext<T> }) => snapshot.context.held[0];
export const selectPaymentStage = (snapshot: { value: unknown }) => snapshot.value as PaymentStage;
export const selectPaymentError = (snapshot: { context: PaymentContext<unknown> }) => snapshot.context.error;
export const selectWaitingPayments = (snapshot: { context: PaymentContext<unknown> }) => Math.max(0, snapshot.context.held.length - 1);
