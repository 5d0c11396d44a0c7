// Spec §2 "Experimental features": Ctrl+Alt+Shift+E / D / S ask to enable all, disable all, or choose switches in
// an "Experimental features" dialog; the choice is kept in local storage and the page reloads.
//
// Effects the app provides (machine.provide):
//   actors.shortcutListener  fromCallback<never>               window keydown → sends keys.enableAll | keys.disableAll | keys.select
//   actions.persist          (_, { stored: StoredSwitches })    stores serialiseSwitches(stored) under experimentalStorageKey
//   actions.reload           ()                                  location.reload()
// Besides the dialogs, `user.set` changes one switch from the screen that offers it as its own setting.
import { assign, fromCallback, setup, type EventObject, type SnapshotFrom } from 'xstate';
import {
  applySelection,
  availableKeys,
  disableAll,
  enableAll,
  switchValue,
  type ExperimentalKey,
  type StoredSwitches,
  type SwitchPolicy,
} from './experimentalFeatures';

export interface ExperimentalSwitchesContext {
  /** The user's local choices as read from storage at start, then as changed here. */
  stored: StoredSwitches;
  /** The deployment's whitelist/blacklist. */
  policy: SwitchPolicy;
}

export interface ExperimentalSwitchesInput {
  stored: StoredSwitches;
  policy: SwitchPolicy;
}

export type ExperimentalSwitchesEvent =
  | { type: 'keys.enableAll' }
  | { type: 'keys.disableAll' }
  | { type: 'keys.select' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.save'; switches: StoredSwitches }
  /** One switch changed where a person expects its setting (the device map's "open on the map"); no reload. */
  | { type: 'user.set'; key: ExperimentalKey; value: boolean };

/** Events the keyboard listener may send to its parent. */
export type ShortcutEvent = Extract<ExperimentalSwitchesEvent, { type: `keys.${string}` }>;

export const experimentalSwitchesMachine = setup({
  types: {} as {
    context: ExperimentalSwitchesContext;
    events: ExperimentalSwitchesEvent;
    input: ExperimentalSwitchesInput;
  },
  actors: {
    // Placeholder: listens to nothing. The app provides src/features/experimental/shortcutListener.ts.
    shortcutListener: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    persist: (_, _params: { stored: StoredSwitches }) => {},
    reload: () => {},
    applyEnableAll: assign({ stored: ({ context }) => enableAll(context.stored, context.policy) }),
    applyDisableAll: assign({ stored: ({ context }) => disableAll(context.stored, context.policy) }),
    applySelection: assign({
      stored: ({ context }, params: { switches: StoredSwitches }) =>
        applySelection(context.stored, context.policy, params.switches),
    }),
  },
}).createMachine({
  id: 'experimentalSwitches',
  context: ({ input }) => ({ stored: { ...input.stored }, policy: input.policy }),
  // The shortcuts work anywhere in the portal for as long as it runs, so the listener lives at the root.
  invoke: { id: 'shortcutListener', src: 'shortcutListener' },
  initial: 'idle',
  states: {
    // Nothing asked; only here do shortcuts open a confirmation (a second shortcut cannot stack dialogs).
    idle: {
      on: {
        // A switch whose screen reads it live (only where it is offered as that screen's own setting): kept at once,
        // and no reload, since the screen follows the new value. Not while a dialog holds a draft of all of them.
        'user.set': {
          actions: [
            { type: 'applySelection', params: ({ event }) => ({ switches: { [event.key]: event.value } }) },
            { type: 'persist', params: ({ context }) => ({ stored: context.stored }) },
          ],
        },
        'keys.enableAll': 'confirming.enableAll',
        'keys.disableAll': 'confirming.disableAll',
        'keys.select': 'confirming.select',
      },
    },
    // Hidden switches change behaviour for the whole portal and reload the page: the user confirms first.
    confirming: {
      // Never entered without a child target; `initial` only satisfies the compound-state rule.
      initial: 'enableAll',
      on: { 'user.cancel': 'idle' },
      states: {
        enableAll: {
          on: {
            'user.confirm': {
              target: '#experimentalSwitches.reloading',
              actions: [
                'applyEnableAll',
                { type: 'persist', params: ({ context }) => ({ stored: context.stored }) },
                'reload',
              ],
            },
          },
        },
        disableAll: {
          on: {
            'user.confirm': {
              target: '#experimentalSwitches.reloading',
              actions: [
                'applyDisableAll',
                { type: 'persist', params: ({ context }) => ({ stored: context.stored }) },
                'reload',
              ],
            },
          },
        },
        select: {
          on: { 'user.confirm': '#experimentalSwitches.selecting' },
        },
      },
    },
    // The "Experimental features" dialog: one switch per available key; the draft lives in the view until saved.
    selecting: {
      on: {
        'user.save': {
          target: 'reloading',
          actions: [
            { type: 'applySelection', params: ({ event }) => ({ switches: event.switches }) },
            { type: 'persist', params: ({ context }) => ({ stored: context.stored }) },
            'reload',
          ],
        },
        'user.cancel': 'idle',
      },
    },
    // Switches are read once at start-up by the whole portal, so a change only takes effect after the reload.
    reloading: { type: 'final' },
  },
});

export type ExperimentalSwitchesMachine = typeof experimentalSwitchesMachine;
type Snapshot = SnapshotFrom<ExperimentalSwitchesMachine>;

/** The effective value of one switch (for `useSelector(actor, selectSwitch('dataTable'))`). */
export const selectSwitch =
  (key: ExperimentalKey) =>
  (snapshot: Snapshot): boolean =>
    switchValue(snapshot.context.stored, snapshot.context.policy, key);

/** Keys the selection dialog offers. A new array each call: compare with a shallow array equality. */
export const selectAvailableKeys = (snapshot: Snapshot): ExperimentalKey[] =>
  availableKeys(snapshot.context.stored, snapshot.context.policy);
