// A write with nothing to load first: a gateway's position, a reset, a deletion from a panel. The person sends it,
// sees it saved or why not, and may send it again (the same request after a failure is the same attempt: the flow's
// `requestAttempts` keeps its id). A second send while one is under way is ignored, so a double click sends once.
// Unlike loadAndSubmit it never ends: a form that stays open may save again after a change.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

interface SubmitContext<Draft, Result> {
  draft?: Draft;
  result?: Result;
  error?: unknown;
}

export type SubmitEvent<Draft> = { type: 'user.submit'; draft: Draft } | { type: 'user.edit' };

export function createSubmitMachine<Draft, Result>(id: string) {
  return setup({
    types: {} as { context: SubmitContext<Draft, Result>; events: SubmitEvent<Draft> },
    actors: { submit: notProvided<Result, { draft: Draft }>('submit') },
    actions: {
      finished: (_, _params: { result: Result }) => {},
      take: assign({ draft: ({ event }) => (event.type === 'user.submit' ? event.draft : undefined), error: undefined }),
    },
  }).createMachine({
    id,
    context: {},
    initial: 'idle',
    states: {
      idle: { on: { 'user.submit': { target: 'submitting', actions: 'take' } } },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ draft: context.draft as Draft }),
          onDone: {
            target: 'saved',
            actions: [assign({ result: ({ event }) => event.output }), { type: 'finished', params: ({ event }) => ({ result: event.output }) }],
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      // "Saved" speaks of what was sent: a change since returns to idle.
      saved: { on: { 'user.submit': { target: 'submitting', actions: 'take' }, 'user.edit': 'idle' } },
      // The draft stays, so the person can send it again as it was.
      failed: { on: { 'user.submit': { target: 'submitting', actions: 'take' }, 'user.edit': 'idle' } },
    },
  });
}

/** The untyped instance, for diagrams and path tests; flows create their own typed one. */
export const submitMachine = createSubmitMachine<unknown, unknown>('submit');

export type SubmitStage = 'idle' | 'submitting' | 'saved' | 'failed';

export const selectSubmitStage = (snapshot: { value: unknown }) => snapshot.value as SubmitStage;
