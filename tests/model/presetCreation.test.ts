// Path tests for machines/presetCreation.machine.ts (spec §7 "Presets: POST", facts §5 POST /presets): the preset is
// created by one call; a failure is retried as the same call; closing stops waiting.
// Every path runs on a real actor whose `create` never settles: the path's done/error events are sent to it as the
// runtime would deliver them. After every event, what the dialog shows and what was asked is compared with an oracle
// replayed from the path's events.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { presetCreationMachine, selectCreationStage, type PresetCreationStage } from '../../machines/presetCreation.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof presetCreationMachine;

const refused = new Error('POST /presets answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.create', output: 'preset-9' },
  { type: 'xstate.error.actor.create', error: refused },
  { type: 'user.retry' },
  { type: 'user.close' },
];

const { paths, coverage } = generatePaths(presetCreationMachine, { events: fixtures, limit: 100 });

/**
 * The oracle, from the machine's contract: a create at once and on each retry after a failure; the preset's id once
 * created; a failure keeps its reason until the next attempt; done and closed are final.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: PresetCreationStage = 'creating';
  let presetId: string | undefined;
  let error: unknown;
  let creates = 1;
  for (const event of events as readonly LooseEvent[]) {
    if (stage === 'done' || stage === 'closed') break;
    switch (event.type) {
      case 'xstate.done.actor.create':
        if (stage !== 'creating') break;
        stage = 'done';
        presetId = event.output as string;
        break;
      case 'xstate.error.actor.create':
        if (stage !== 'creating') break;
        stage = 'failed';
        error = event.error;
        break;
      case 'user.retry':
        if (stage !== 'failed') break;
        stage = 'creating';
        error = undefined;
        creates++;
        break;
      case 'user.close':
        stage = 'closed';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, presetId, error, creates };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`presetCreation paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const creating = pending<string>();
    const actor = createActor(presetCreationMachine.provide({ actors: { create: creating.logic } }));
    actor.start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        { stage: selectCreationStage(snapshot), presetId: snapshot.context.presetId, error: snapshot.context.error, creates: creating.inputs.length },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});
