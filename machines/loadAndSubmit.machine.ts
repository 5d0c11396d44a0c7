// A screen that loads what it shows, lets the person fill it in, and submits it: the agreements screen and
// self-registration. Failures keep the person's input and offer a retry; a second submit while one is under way
// is ignored, so a double click never sends twice.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

interface LoadAndSubmitContext<Data, Draft, Result> {
  data?: Data;
  draft?: Draft;
  result?: Result;
  error?: unknown;
}

export type LoadAndSubmitEvent<Draft> =
  | { type: 'user.submit'; draft: Draft }
  | { type: 'user.retry' }
  | { type: 'user.edit' };

export function createLoadAndSubmitMachine<Data, Draft, Result>(id: string) {
  return setup({
    types: {} as {
      context: LoadAndSubmitContext<Data, Draft, Result>;
      events: LoadAndSubmitEvent<Draft>;
    },
    actors: {
      load: notProvided<Data>('load'),
      submit: notProvided<Result, { data: Data; draft: Draft }>('submit'),
    },
    actions: {
      finished: (_, _params: { result: Result }) => {},
    },
  }).createMachine({
    id,
    context: {},
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'editing', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
          onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      loadFailed: {
        on: { 'user.retry': 'loading' },
      },
      editing: {
        on: {
          'user.submit': { target: 'submitting', actions: assign({ draft: ({ event }) => event.draft, error: undefined }) },
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ data: context.data as Data, draft: context.draft as Draft }),
          onDone: {
            target: 'done',
            actions: [
              assign({ result: ({ event }) => event.output }),
              { type: 'finished', params: ({ event }) => ({ result: event.output }) },
            ],
          },
          onError: { target: 'submitFailed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      // The draft stays in context, so the form shows what was typed and the person can send it again.
      submitFailed: {
        on: {
          'user.submit': { target: 'submitting', actions: assign({ draft: ({ event }) => event.draft, error: undefined }) },
          'user.edit': 'editing',
        },
      },
      done: { type: 'final' },
    },
  });
}

/** The untyped instance, for diagrams and path tests; screens create their own typed one. */
export const loadAndSubmitMachine = createLoadAndSubmitMachine<unknown, unknown, unknown>('loadAndSubmit');

export type LoadAndSubmitStage = 'loading' | 'loadFailed' | 'editing' | 'submitting' | 'submitFailed' | 'done';

/** Narrow reads for the screens that run one of these flows. */
export const selectStage = (snapshot: { value: unknown }) => snapshot.value as LoadAndSubmitStage;
export const selectData = <Data>(snapshot: { context: { data?: Data } }) => snapshot.context.data;
export const selectError = (snapshot: { context: { error?: unknown } }) => snapshot.context.error;
