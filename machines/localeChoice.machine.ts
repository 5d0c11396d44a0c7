// A language chosen in the user menu (spec §3, §5): shown at once, then kept as the person's locale preference so the
// next sign-in opens in it. A newer choice replaces one under way (its save is abandoned: the newer one is the one to
// keep). A failed save keeps the language on screen and says so; nothing is retried behind the person's back.
//
// Effects the app provides (machine.provide):
//   actors.show      fromPromise<void, Locale>   makes the language the one on screen (its texts loaded)
//   actors.save      fromPromise<void, Locale>   keeps it as the person's preference, one request id per write
//   actions.notSaved (params { error })          tells the person the choice was not kept
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

/** A language tag the portal offers (src/platform/locale.ts). */
type Locale = string;

export interface LocaleChoiceContext {
  locale?: Locale;
}

export type LocaleChoiceEvent = { type: 'locale.choose'; locale: Locale };

export function createLocaleChoiceMachine(id: string) {
  const choose = { target: 'showing', reenter: true, actions: 'take' } as const;
  return setup({
    types: {} as { context: LocaleChoiceContext; events: LocaleChoiceEvent },
    actors: {
      show: notProvided<void, Locale>('show'),
      save: notProvided<void, Locale>('save'),
    },
    actions: {
      take: assign({ locale: ({ event }) => event.locale }),
      notSaved: (_, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    context: {},
    initial: 'idle',
    states: {
      idle: { on: { 'locale.choose': choose } },
      // The texts of the language load; the screen keeps the former one meanwhile.
      showing: {
        invoke: {
          id: 'show',
          src: 'show',
          input: ({ context }) => context.locale as Locale,
          onDone: 'saving',
          onError: { target: 'idle', actions: { type: 'notSaved', params: ({ event }) => ({ error: event.error }) } },
        },
        on: { 'locale.choose': choose },
      },
      // Shown already; kept behind the scenes.
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => context.locale as Locale,
          onDone: 'idle',
          onError: { target: 'idle', actions: { type: 'notSaved', params: ({ event }) => ({ error: event.error }) } },
        },
        on: { 'locale.choose': choose },
      },
    },
  });
}

/** The machine as the diagrams and path tests see it. */
export const localeChoiceMachine = createLocaleChoiceMachine('localeChoice');
