// A licence code activated for an organisation (spec §4 "Licences: activated"): the dealer types the code and the
// client, the code is checked first (valid or why not, and when its subscription would end), and only a valid code
// may be activated. Changing the code or the client drops the check. A failed activation keeps both and may be sent
// again (under the same request id, src/platform/requestAttempts.ts); a refused code may be checked again.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

/** What the check of a code found: valid, or why not; and when its subscription would end. */
export interface CodeCheck {
  valid: boolean;
  reason?: 'used' | 'expired' | 'deleted';
  expirationDate?: number;
}

export interface ActivationRequest {
  code: string;
  organization: string;
}

interface ActivationContext<Licence> {
  request?: ActivationRequest;
  check?: CodeCheck;
  licence?: Licence;
  error?: unknown;
}

export type ActivationEvent =
  | { type: 'user.check'; request: ActivationRequest }
  | { type: 'user.change' }
  | { type: 'user.activate' };

export function createLicenceActivationMachine<Licence>() {
  const check = { target: '#licenceActivation.checking', actions: 'takeRequest' } as const;
  const change = { target: '#licenceActivation.editing', actions: 'dropCheck' } as const;
  return setup({
    types: {} as { context: ActivationContext<Licence>; events: ActivationEvent },
    actors: {
      check: notProvided<CodeCheck, ActivationRequest>('check'),
      activate: notProvided<Licence, ActivationRequest>('activate'),
    },
    actions: {
      activated: (_, _params: { licence: Licence }) => {},
      // A new code or client is another request: the last check and failure say nothing of it.
      takeRequest: assign({
        request: ({ context, event }) => (event.type === 'user.check' ? event.request : context.request),
        check: undefined,
        error: undefined,
      }),
      dropCheck: assign({ check: undefined, error: undefined }),
    },
    guards: {
      valid: (_, { check }: { check: CodeCheck }) => check.valid,
    },
  }).createMachine({
    id: 'licenceActivation',
    context: {},
    initial: 'editing',
    states: {
      editing: { on: { 'user.check': check } },
      checking: {
        invoke: {
          id: 'check',
          src: 'check',
          input: ({ context }) => context.request as ActivationRequest,
          onDone: [
            {
              guard: { type: 'valid', params: ({ event }) => ({ check: event.output }) },
              target: 'ready',
              actions: assign({ check: ({ event }) => event.output }),
            },
            { target: 'refused', actions: assign({ check: ({ event }) => event.output }) },
          ],
          onError: { target: 'checkFailed', actions: assign({ error: ({ event }) => event.error }) },
        },
        on: { 'user.change': change },
      },
      // The code may be activated: the check's expiry is on screen.
      ready: { on: { 'user.activate': 'activating', 'user.change': change, 'user.check': check } },
      // The code is used, expired or withdrawn: nothing to activate until another is typed.
      refused: { on: { 'user.change': change, 'user.check': check } },
      checkFailed: { on: { 'user.change': change, 'user.check': check } },
      activating: {
        invoke: {
          id: 'activate',
          src: 'activate',
          input: ({ context }) => context.request as ActivationRequest,
          onDone: {
            target: 'activated',
            actions: [assign({ licence: ({ event }) => event.output }), { type: 'activated', params: ({ event }) => ({ licence: event.output }) }],
          },
          onError: { target: 'activateFailed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      // Nothing was activated: the code and the client stay, to send again or change.
      activateFailed: { on: { 'user.activate': { target: 'activating', actions: assign({ error: undefined }) }, 'user.change': change } },
      activated: { type: 'final' },
    },
  });
}

/** The untyped instance, for diagrams and path tests; screens create their own typed one. */
export const licenceActivationMachine = createLicenceActivationMachine<unknown>();

export type ActivationStage = 'editing' | 'checking' | 'ready' | 'refused' | 'checkFailed' | 'activating' | 'activateFailed' | 'activated';
