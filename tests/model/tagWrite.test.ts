// Path tests for machines/tagWrite.machine.ts (a tag value written from the device panel). Every path runs on a real
// actor whose effects never settle: the path's done/error events stand for the platform's answers. After every event
// the stage, the request, the reading and the effects started are compared with an oracle written from the contract:
// nothing is written before a confirmation, one write per confirmation or retry while none runs, the value read back
// only after a write went through, a failed reading read again without writing again.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  selectTagReading,
  selectTagWriteRequest,
  selectTagWriteStage,
  tagWriteMachine,
  type TagReading,
  type TagWriteRequest,
  type TagWriteStage,
} from '../../machines/tagWrite.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof tagWriteMachine;

const refused = new Error('POST devices/dev-1/tags answered 400');
const reading: TagReading = { value: 75, at: 1_700_000_000_000 };
const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'write.ask', modelPath: 'Boiler:1/Boiler/Setpoint', value: 75 },
  { type: 'write.confirm' },
  { type: 'write.cancel' },
  { type: 'write.retry' },
  { type: 'xstate.done.actor.write', output: undefined },
  { type: 'xstate.error.actor.write', error: refused },
  { type: 'xstate.done.actor.readBack', output: reading },
  { type: 'xstate.error.actor.readBack', error: refused },
];

const { paths, coverage } = generatePaths(tagWriteMachine, { events: fixtures, limit: 400 });

function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: TagWriteStage = 'idle';
  let request: TagWriteRequest | undefined;
  let read: TagReading | undefined;
  const writes: TagWriteRequest[] = [];
  const reads: { modelPath: string }[] = [];
  for (const event of events as readonly LooseEvent[]) {
    if (event.type === 'write.ask' && ['idle', 'written', 'unread', 'failed'].includes(stage)) {
      stage = 'confirming';
      request = { modelPath: event.modelPath as string, value: event.value as number };
      read = undefined;
    } else if (event.type === 'write.confirm' && stage === 'confirming') {
      stage = 'writing';
      writes.push(request!);
    } else if (event.type === 'write.cancel' && (stage === 'confirming' || stage === 'failed')) {
      stage = 'idle';
      request = undefined;
    } else if (event.type === 'write.retry' && stage === 'failed') {
      stage = 'writing';
      writes.push(request!);
    } else if (event.type === 'write.retry' && stage === 'unread') {
      stage = 'readingBack';
      reads.push({ modelPath: request!.modelPath });
    } else if (event.type === 'xstate.done.actor.write' && stage === 'writing') {
      stage = 'readingBack';
      reads.push({ modelPath: request!.modelPath });
    } else if (event.type === 'xstate.error.actor.write' && stage === 'writing') {
      stage = 'failed';
    } else if (event.type === 'xstate.done.actor.readBack' && stage === 'readingBack') {
      stage = 'written';
      read = event.output as TagReading;
    } else if (event.type === 'xstate.error.actor.readBack' && stage === 'readingBack') {
      stage = 'unread';
    }
  }
  return { stage, request, read, writes, reads };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`tagWrite paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const write = pending<void, TagWriteRequest>();
    const readBack = pending<TagReading, { modelPath: string }>();
    const actor = createActor(tagWriteMachine.provide({ actors: { write: write.logic, readBack: readBack.logic } }));
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: selectTagWriteStage(snapshot),
          request: selectTagWriteRequest(snapshot),
          read: selectTagReading(snapshot),
          writes: write.inputs,
          reads: readBack.inputs,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
  });
});
