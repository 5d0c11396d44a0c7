// Spec §7 "Presets: POST (5 min timeout)", facts §5 `POST /presets?organization=` → the preset: a preset is created in
// one call, which may take as long as spec §9 lets a preset write take. A failure offers a retry, which the section
// sends as the same attempt: where the service does not answer repeated request ids, a retry after a lost answer
// first reads back whether the preset was made (src/platform/requestAttempts.ts), so it is not created twice.
// Closing stops waiting, not the call.
//
// Effects the section provides (machine.provide):
//   actors.create  fromPromise<string>   POST /presets → the new preset's id
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

export interface PresetCreationContext {
  presetId?: string;
  error?: unknown;
}

export type PresetCreationEvent = { type: 'user.retry' } | { type: 'user.close' };

export const presetCreationMachine = setup({
  types: {} as { context: PresetCreationContext; events: PresetCreationEvent },
  actors: { create: notProvided<string>('create') },
}).createMachine({
  id: 'presetCreation',
  context: {},
  initial: 'creating',
  on: { 'user.close': '.closed' },
  states: {
    creating: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'create',
        src: 'create',
        onDone: { target: 'done', actions: assign({ presetId: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: { on: { 'user.retry': 'creating' } },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type PresetCreationStage = 'creating' | 'failed' | 'done' | 'closed';
export const selectCreationStage = (snapshot: { value: unknown }) => snapshot.value as PresetCreationStage;
