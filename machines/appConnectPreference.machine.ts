// One preference round trip of an embedded app (spec §4 "Embedded app connection", facts §13): the app asks for a
// preference's value or sets it; the host reads or saves it as the person's own, for this app in the selected
// organisation, and answers within 10000 ms or gives up with "Timeout reached waiting for user preference {key}
// response". A request without its key (or, to set, its value) is refused with "{X} is required" and not sent on.
//
// Effects the host provides (machine.provide):
//   actors.read    fromPromise<string | undefined, { key }>          the stored value, undefined when never set
//   actors.save    fromPromise<void, { key, value }>
//   actions.reply  posts USER_PREFERENCE_GET_RESPONSE { key, value } or USER_PREFERENCE_SET_RESPONSE { key }
import { assign, setup } from 'xstate';
import { appPreferenceTimeout } from './constants';
import { notProvided } from './notProvided';

export type PreferenceRequest = { kind: 'get'; key?: string } | { kind: 'set'; key?: string; value?: string };

export type PreferenceReply =
  | { type: 'USER_PREFERENCE_GET_RESPONSE'; payload: { key: string; value: string | undefined } }
  | { type: 'USER_PREFERENCE_SET_RESPONSE'; payload: { key: string } };

export interface PreferenceContext {
  request: PreferenceRequest;
  /** Why the request was not answered: the spec's message, or the service's failure. */
  failure?: string;
  error?: unknown;
}

/** The first item the request lacks (spec §5 "{X} is required"). */
export function missingPreferenceItem(request: PreferenceRequest): string | undefined {
  if (request.key === undefined || request.key === '') return 'key';
  if (request.kind === 'set' && request.value === undefined) return 'value';
  return undefined;
}

export type PreferenceStage = 'checking' | 'reading' | 'saving' | 'answered' | 'refused' | 'timedOut' | 'failed';

export function createAppConnectPreferenceMachine(id: string) {
  return setup({
    types: {} as { context: PreferenceContext; input: { request: PreferenceRequest } },
    actors: {
      read: notProvided<string | undefined, { key: string }>('read'),
      save: notProvided<void, { key: string; value: string }>('save'),
    },
    actions: {
      reply: (_, _params: PreferenceReply) => {},
    },
    guards: {
      incomplete: ({ context }) => missingPreferenceItem(context.request) !== undefined,
      reads: ({ context }) => context.request.kind === 'get',
    },
    delays: { appPreferenceTimeout },
  }).createMachine({
    id,
    context: ({ input }) => ({ request: input.request }),
    initial: 'checking',
    states: {
      checking: {
        always: [
          { guard: 'incomplete', target: 'refused', actions: assign({ failure: ({ context }) => `${missingPreferenceItem(context.request)} is required` }) },
          { guard: 'reads', target: 'reading' },
          { target: 'saving' },
        ],
      },
      reading: {
        invoke: {
          id: 'read',
          src: 'read',
          input: ({ context }) => ({ key: context.request.key as string }),
          onDone: {
            target: 'answered',
            actions: {
              type: 'reply',
              params: ({ context, event }) => ({ type: 'USER_PREFERENCE_GET_RESPONSE', payload: { key: context.request.key as string, value: event.output } }),
            },
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
        after: { appPreferenceTimeout: 'timedOut' },
      },
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ key: context.request.key as string, value: (context.request as { value: string }).value }),
          onDone: {
            target: 'answered',
            actions: { type: 'reply', params: ({ context }) => ({ type: 'USER_PREFERENCE_SET_RESPONSE', payload: { key: context.request.key as string } }) },
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
        after: { appPreferenceTimeout: 'timedOut' },
      },
      answered: { type: 'final' },
      refused: { type: 'final' },
      timedOut: {
        type: 'final',
        entry: assign({ failure: ({ context }) => `Timeout reached waiting for user preference ${context.request.key} response` }),
      },
      failed: { type: 'final' },
    },
  });
}

/** The untyped instance, for diagrams and path tests. */
export const appConnectPreferenceMachine = createAppConnectPreferenceMachine('appConnectPreference');
