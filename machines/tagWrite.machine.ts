// Writing one tag value to a device (spec §7 platform controller `POST devices/{id}/tags`), from its panel. A value
// is asked for, then confirmed (a write reaches a running machine), written once whatever is clicked meanwhile, then
// read back from the device so the person sees what it holds now and when it was read. A write refused or lost
// stays with its reason; trying again sends the same attempt (the flow keeps its request id), so it applies once.
// The written value that could not be read back is said as such: the write went through, the reading did not.
//
// Effects the app provides (machine.provide):
//   actors.write     fromPromise<void, TagWriteRequest>           sends the value (the attempt's request id)
//   actors.readBack  fromPromise<TagReading, { modelPath }>        the tag's latest value and when it was read
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

export interface TagWriteRequest {
  modelPath: string;
  value: number | boolean | string;
}

/** What the device holds after the write, and when the platform read it (epoch ms). */
export interface TagReading {
  value: number | boolean | string | null;
  at: number;
}

export interface TagWriteContext {
  /** The write asked for (confirming, writing, and after it). */
  request?: TagWriteRequest;
  reading?: TagReading;
  /** Why the write or the reading back failed. */
  error?: unknown;
}

export type TagWriteEvent =
  | ({ type: 'write.ask' } & TagWriteRequest)
  | { type: 'write.confirm' }
  | { type: 'write.cancel' }
  | { type: 'write.retry' };

export const tagWriteMachine = setup({
  types: {} as { context: TagWriteContext; events: TagWriteEvent },
  actors: {
    write: notProvided<void, TagWriteRequest>('write'),
    readBack: notProvided<TagReading, { modelPath: string }>('readBack'),
  },
  actions: {
    ask: assign(({ event }) =>
      event.type === 'write.ask' ? { request: { modelPath: event.modelPath, value: event.value }, reading: undefined, error: undefined } : {},
    ),
  },
}).createMachine({
  id: 'tagWrite',
  context: {},
  initial: 'idle',
  states: {
    // Nothing asked: the values are only read.
    idle: {
      on: { 'write.ask': { target: 'confirming', actions: 'ask' } },
    },
    // Nothing is sent before the person confirms: the value changes what a running machine does.
    confirming: {
      on: {
        'write.confirm': 'writing',
        'write.cancel': { target: 'idle', actions: assign({ request: undefined }) },
      },
    },
    // Clicks meanwhile ask nothing: one write at a time.
    writing: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'write',
        src: 'write',
        input: ({ context }) => context.request!,
        onDone: 'readingBack',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // The device's own answer, not the value sent: what it holds now.
    readingBack: {
      invoke: {
        id: 'readBack',
        src: 'readBack',
        input: ({ context }) => ({ modelPath: context.request!.modelPath }),
        onDone: { target: 'written', actions: assign({ reading: ({ event }) => event.output }) },
        onError: { target: 'unread', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    written: {
      on: { 'write.ask': { target: 'confirming', actions: 'ask' } },
    },
    // Written, but the reading failed: reading again sends nothing.
    unread: {
      on: {
        'write.retry': 'readingBack',
        'write.ask': { target: 'confirming', actions: 'ask' },
      },
    },
    // Refused or lost: the same attempt again, or another value.
    failed: {
      on: {
        'write.retry': 'writing',
        'write.ask': { target: 'confirming', actions: 'ask' },
        'write.cancel': { target: 'idle', actions: assign({ request: undefined, error: undefined }) },
      },
    },
  },
});

export type TagWriteStage = 'idle' | 'confirming' | 'writing' | 'readingBack' | 'written' | 'unread' | 'failed';

export const selectTagWriteStage = (snapshot: { value: unknown }) => snapshot.value as TagWriteStage;
export const selectTagWriteRequest = (snapshot: { context: TagWriteContext }) => snapshot.context.request;
export const selectTagReading = (snapshot: { context: TagWriteContext }) => snapshot.context.reading;
export const selectTagWriteError = (snapshot: { context: TagWriteContext }) => snapshot.context.error;
