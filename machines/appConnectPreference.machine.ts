// One preference round trip of an embedded app (spec §4 "Embedded app connection", facts §13): the app asks for a
// preference's value or sets it; the host reads or saves it as the person's own, for this app in the selected
// organisation, and answers within 10000 ms or gives up with "Timeout reached waiting for user preference {key}
// response". A request without its key (or, to set, its value) is refused with "{X} is required", one of another type
// or too long with what it must be, and not sent on. Every request is answered, as the library's reference host does:
// a refusal, a failed read or save and the host's own timeout too, each with `error` saying why (a read answered so
// has no value; the app's own limit would otherwise be its only answer).
//
// Effects the host provides (machine.provide):
//   actors.read    fromPromise<string | undefined, { key }>          the stored value, undefined when never set
//   actors.save    fromPromise<void, { key, value }>
//   actions.reply  posts USER_PREFERENCE_GET_RESPONSE { key, value, error? } or USER_PREFERENCE_SET_RESPONSE { key, error? }
import { assign, setup } from 'xstate';
import { appPreferenceTimeout } from './constants';
import { notProvided } from './notProvided';

/** The request as the app sent it: its key and value may be anything, and are checked here. */
export type PreferenceRequest = { kind: 'get'; key?: unknown } | { kind: 'set'; key?: unknown; value?: unknown };

/** `key`: the request's own key when it is text, so the app can match the answer to its request. */
export type PreferenceReply =
  | { type: 'USER_PREFERENCE_GET_RESPONSE'; payload: { key: string | undefined; value: string | undefined; error?: string } }
  | { type: 'USER_PREFERENCE_SET_RESPONSE'; payload: { key: string | undefined; error?: string } };

/** Longest key an app may use. */
export const maxPreferenceKey = 200;
/** Facts §13: preference values are strings; the service stores up to this many characters (sandbox/core/userPreferences.ts). */
export const maxPreferenceValue = 10_000;

export interface PreferenceContext {
  request: PreferenceRequest;
  /** Why the request was not answered: the spec's message, or the service's failure. */
  failure?: string;
  error?: unknown;
}

/** Why the request is refused: the first item it lacks (spec §5 "{X} is required") or has wrong; undefined when sound. */
export function preferenceRefusal(request: PreferenceRequest): string | undefined {
  const { key } = request;
  if (key === undefined || key === '') return 'key is required';
  if (typeof key !== 'string') return 'key must be text';
  if (key.length > maxPreferenceKey) return `key must be at most ${maxPreferenceKey} characters`;
  if (request.kind === 'get') return undefined;
  if (request.value === undefined) return 'value is required';
  if (typeof request.value !== 'string') return 'value must be text';
  if (request.value.length > maxPreferenceValue) return `value must be at most ${maxPreferenceValue} characters`;
  return undefined;
}

/** The answer to `request` that says why it was not done. */
export function preferenceFailureReply(request: PreferenceRequest, error: string): PreferenceReply {
  const key = typeof request.key === 'string' ? request.key : undefined;
  return request.kind === 'get'
    ? { type: 'USER_PREFERENCE_GET_RESPONSE', payload: { key, value: undefined, error } }
    : { type: 'USER_PREFERENCE_SET_RESPONSE', payload: { key, error } };
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
      refused: ({ context }) => preferenceRefusal(context.request) !== undefined,
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
          { guard: 'refused', target: 'refused', actions: assign({ failure: ({ context }) => preferenceRefusal(context.request) }) },
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
      refused: { type: 'final', entry: { type: 'reply', params: ({ context }) => preferenceFailureReply(context.request, context.failure ?? '') } },
      timedOut: {
        type: 'final',
        entry: [assign({ failure: ({ context }) => `Timeout reached waiting for user preference ${String(context.request.key)} response` }), { type: 'reply', params: ({ context }) => preferenceFailureReply(context.request, context.failure ?? '') }],
      },
      failed: {
        type: 'final',
        entry: { type: 'reply', params: ({ context }) => preferenceFailureReply(context.request, 'The preference could not be read or saved; try again later') },
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests. */
export const appConnectPreferenceMachine = createAppConnectPreferenceMachine('appConnectPreference');
