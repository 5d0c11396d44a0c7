// A person's setting kept on the platform (a user property, spec §7: a string), shown at once and saved behind the scenes:
// the dashboard editor's docked panels (spec §3 frame panels). The screen starts on the defaults, then on the kept
// value once read; a change is shown at once and saved; changes made while a save is under way are saved after it,
// the newest only, so the kept value ends as the one on screen. A failed read keeps the defaults and a failed save
// keeps the change on screen; both say why, and neither stops the person from working.
//
// Effects the app provides (machine.provide):
//   actors.load   fromPromise<string | undefined>   the kept value (undefined: nothing kept yet)
//   actors.save   fromPromise<void, string>          keeps the value, one request id per attempt
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

export interface KeptSettingContext {
  value: string;
  /** A change not yet saved because a save was under way. */
  unsaved: boolean;
  /** Why the kept value could not be read, or the last change could not be saved. */
  error?: unknown;
}

export type KeptSettingEvent = { type: 'setting.change'; value: string };

export function createKeptSettingMachine(id: string) {
  return setup({
    types: {} as {
      context: KeptSettingContext;
      events: KeptSettingEvent;
      input: { defaults: string };
    },
    actors: {
      load: notProvided<string | undefined>('load'),
      save: notProvided<void, string>('save'),
    },
    actions: {
      show: assign({ value: (_, params: { value: string }) => params.value, error: undefined }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ value: input.defaults, unsaved: false }),
    initial: 'loading',
    states: {
      // The defaults are on screen meanwhile; a change made before the read answers wins over what it reads.
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready', actions: assign({ value: ({ context, event }) => event.output ?? context.value }) },
          onError: { target: 'ready', actions: assign({ error: ({ event }) => event.error }) },
        },
        on: { 'setting.change': { target: 'saving', actions: { type: 'show', params: ({ event }) => ({ value: event.value }) } } },
      },
      ready: {
        on: { 'setting.change': { target: 'saving', actions: { type: 'show', params: ({ event }) => ({ value: event.value }) } } },
      },
      // One save at a time: a change meanwhile waits, and only the newest is sent once this one has answered.
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => context.value,
          onDone: [
            { guard: ({ context }) => context.unsaved, target: 'saving', reenter: true, actions: assign({ unsaved: false }) },
            { target: 'ready' },
          ],
          onError: [
            { guard: ({ context }) => context.unsaved, target: 'saving', reenter: true, actions: assign({ unsaved: false }) },
            { target: 'ready', actions: assign({ error: ({ event }) => event.error }) },
          ],
        },
        on: {
          'setting.change': { actions: [{ type: 'show', params: ({ event }) => ({ value: event.value }) }, assign({ unsaved: true })] },
        },
      },
    },
  });
}

/** The machine as the diagrams and path tests see it. */
export const keptSettingMachine = createKeptSettingMachine('keptSetting');
