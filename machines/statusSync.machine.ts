// A device's status sync (spec §7 platform controller "status sync"), asked from its panel: the platform reads the
// device's connection state again. Idle until asked; syncing once, whatever is clicked meanwhile (double clicks);
// then synced (said until asked again) or failed (with the reason). Asking again from either starts a new sync.
// A sync that went through emits `synced`, so the panel reads the connection history again.
//
// Effects the app provides (machine.provide):
//   actors.sync   fromPromise<void>   asks the platform (a retry of a lost answer is the same request)
import { assign, emit, setup } from 'xstate';
import { notProvided } from './notProvided';

export interface StatusSyncContext {
  /** Why the last sync failed; cleared when a new one starts. */
  error?: unknown;
}

export type StatusSyncEvent = { type: 'sync.request' };

export const statusSyncMachine = setup({
  types: {} as {
    context: StatusSyncContext;
    events: StatusSyncEvent;
    emitted: { type: 'synced' };
  },
  actors: {
    sync: notProvided<void>('sync'),
  },
}).createMachine({
  id: 'statusSync',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: { 'sync.request': 'syncing' },
    },
    syncing: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'sync',
        src: 'sync',
        onDone: { target: 'synced', actions: emit({ type: 'synced' }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    synced: {
      on: { 'sync.request': 'syncing' },
    },
    failed: {
      on: { 'sync.request': 'syncing' },
    },
  },
});

export type StatusSyncStage = 'idle' | 'syncing' | 'synced' | 'failed';

export const selectSyncStage = (snapshot: { value: unknown }) => snapshot.value as StatusSyncStage;
export const selectSyncError = (snapshot: { context: StatusSyncContext }) => snapshot.context.error;
