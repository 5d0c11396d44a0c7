// Spec §7 "Presets: … asynchronous variant with progress": a preset is created in the background. The flow starts the
// job, then reads its progress now and then until the job is done (the preset exists) or failed (the service says
// why). A failure to start offers a retry of the start, which the section sends under the same request id, so a job
// started by a lost answer is not started twice; a failure to read the progress offers a retry of the read alone.
// Closing stops watching, not the job.
//
// Effects the section provides (machine.provide):
//   actors.start    fromPromise<string>                   POST /presets/async → the job id
//   actors.readJob  fromPromise<PresetJobState, string>   GET /presets/async/{jobId} → progress, state
//   delays.pollInterval                                    how long between two reads of the progress
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

/** What a read of the job answers (src/platform/mappingTypes.ts PresetJob). */
export interface PresetJobState {
  progress: number;
  state: 'running' | 'done' | 'failed';
  presetId?: string;
  message?: string;
}

export interface PresetCreationContext {
  jobId?: string;
  /** 0…100, as the last read said. */
  progress: number;
  presetId?: string;
  /** Why the job failed, in the service's words. */
  refusal?: string;
  error?: unknown;
}

export type PresetCreationEvent = { type: 'user.retry' } | { type: 'user.close' };

export const presetCreationMachine = setup({
  types: {} as { context: PresetCreationContext; events: PresetCreationEvent },
  actors: {
    start: notProvided<string>('start'),
    readJob: notProvided<PresetJobState, string>('readJob'),
  },
  delays: { pollInterval: 500 },
  guards: {
    finished: ({ event }) => (event as unknown as { output: PresetJobState }).output.state === 'done',
    refused: ({ event }) => (event as unknown as { output: PresetJobState }).output.state === 'failed',
  },
}).createMachine({
  id: 'presetCreation',
  context: { progress: 0 },
  initial: 'starting',
  on: { 'user.close': '.closed' },
  states: {
    starting: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'start',
        src: 'start',
        onDone: { target: 'waiting', actions: assign({ jobId: ({ event }) => event.output }) },
        onError: { target: 'startFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    startFailed: { on: { 'user.retry': 'starting' } },
    waiting: { after: { pollInterval: 'reading' } },
    reading: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'readJob',
        src: 'readJob',
        input: ({ context }) => context.jobId ?? '',
        onDone: [
          {
            guard: 'finished',
            target: 'done',
            actions: assign({ progress: 100, presetId: ({ event }) => event.output.presetId }),
          },
          {
            guard: 'refused',
            target: 'refused',
            actions: assign({ progress: ({ event }) => event.output.progress, refusal: ({ event }) => event.output.message }),
          },
          { target: 'waiting', actions: assign({ progress: ({ event }) => event.output.progress }) },
        ],
        onError: { target: 'readFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    readFailed: { on: { 'user.retry': 'reading' } },
    done: { type: 'final' },
    refused: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type PresetCreationStage = 'starting' | 'startFailed' | 'waiting' | 'reading' | 'readFailed' | 'done' | 'refused' | 'closed';
export const selectCreationStage = (snapshot: { value: unknown }) => snapshot.value as PresetCreationStage;
