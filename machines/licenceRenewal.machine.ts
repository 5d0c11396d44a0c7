// A licence renewed for one more period of its product (spec §4 "Licences: renewed"), confirmed first. While the
// renewal runs nothing else may start; when the service fails, nothing was renewed: the person is told so, the
// licence keeps its expiry, and the renewal may be sent again (under the same request id) or dropped. A renewed
// licence's new expiry stays on screen until dismissed.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

interface RenewalContext<Licence> {
  renewed?: Licence;
  error?: unknown;
}

export type RenewalEvent = { type: 'user.renew' } | { type: 'user.confirm' } | { type: 'user.cancel' } | { type: 'user.dismiss' };

export function createLicenceRenewalMachine<Licence>() {
  return setup({
    types: {} as { context: RenewalContext<Licence>; events: RenewalEvent },
    actors: { renew: notProvided<Licence>('renew') },
    actions: { renewed: (_, _params: { licence: Licence }) => {} },
  }).createMachine({
    id: 'licenceRenewal',
    context: {},
    initial: 'idle',
    states: {
      idle: { on: { 'user.renew': { target: 'confirming', actions: assign({ renewed: undefined, error: undefined }) } } },
      confirming: { on: { 'user.confirm': 'renewing', 'user.cancel': 'idle' } },
      renewing: {
        invoke: {
          id: 'renew',
          src: 'renew',
          onDone: {
            target: 'renewed',
            actions: [assign({ renewed: ({ event }) => event.output }), { type: 'renewed', params: ({ event }) => ({ licence: event.output }) }],
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      renewed: { on: { 'user.dismiss': { target: 'idle', actions: assign({ renewed: undefined }) } } },
      failed: {
        on: {
          'user.confirm': { target: 'renewing', actions: assign({ error: undefined }) },
          'user.cancel': { target: 'idle', actions: assign({ error: undefined }) },
        },
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests; screens create their own typed one. */
export const licenceRenewalMachine = createLicenceRenewalMachine<unknown>();

export type RenewalStage = 'idle' | 'confirming' | 'renewing' | 'renewed' | 'failed';
