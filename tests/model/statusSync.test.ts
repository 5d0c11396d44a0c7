// Path tests for machines/statusSync.machine.ts (a device's status sync from its panel). Every path runs on a real
// actor whose `sync` never settles: the path's done/error events stand for the platform's answer. After every event
// the stage, the reason shown, the syncs asked and the `synced` announcements are compared with an oracle written
// from the contract: one sync per request made while none runs (a click during a sync asks nothing), the reason of
// a failure shown until the next request, `synced` announced once per sync that went through.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { selectSyncError, selectSyncStage, statusSyncMachine, type StatusSyncStage } from '../../machines/statusSync.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof statusSyncMachine;

const refused = new Error('POST devices/dev-1/status/sync answered 503');
const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'sync.request' },
  { type: 'xstate.done.actor.sync', output: undefined },
  { type: 'xstate.error.actor.sync', error: refused },
];

const { paths, coverage } = generatePaths(statusSyncMachine, { events: fixtures, limit: 200 });

function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: StatusSyncStage = 'idle';
  let error: unknown;
  let syncs = 0;
  let announced = 0;
  for (const event of events as readonly LooseEvent[]) {
    if (event.type === 'sync.request' && stage !== 'syncing') {
      stage = 'syncing';
      error = undefined;
      syncs++;
    } else if (event.type === 'xstate.done.actor.sync' && stage === 'syncing') {
      stage = 'synced';
      announced++;
    } else if (event.type === 'xstate.error.actor.sync' && stage === 'syncing') {
      stage = 'failed';
      error = event.error;
    }
  }
  return { stage, error, syncs, announced };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`statusSync paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const sync = pending<void>();
    const actor = createActor(statusSyncMachine.provide({ actors: { sync: sync.logic } }));
    let announced = 0;
    actor.on('synced', () => announced++);
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        { stage: selectSyncStage(snapshot), error: selectSyncError(snapshot), syncs: sync.inputs.length, announced },
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
