// Path tests for machines/keptSetting.machine.ts (a person's setting kept as a user property: the editor's docked
// panels). Every path runs on a real actor whose `load` and `save` never settle: the path's done and error events are
// sent as the runtime would deliver them. After every event, what is on screen and what was saved is compared with an
// oracle replayed from the path's events.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { keptSettingMachine as machine } from '../../machines/keptSetting.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof machine;

const defaults = 'properties:right';
const kept = 'properties:left';
const changed = 'properties:bottom';
const readDown = new Error('GET user property answered 503');
const saveDown = new Error('PUT user property answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.load', output: kept },
  { type: 'xstate.done.actor.load', output: undefined },
  { type: 'xstate.error.actor.load', error: readDown },
  { type: 'setting.change', value: changed },
  { type: 'xstate.done.actor.save', output: undefined },
  { type: 'xstate.error.actor.save', error: saveDown },
];

const { paths, coverage } = generatePaths(machine, {
  input: { defaults },
  events: fixtures,
  limit: 200,
  describeEvent: (event) => (event.type === 'xstate.done.actor.load' ? `load(${String((event as LooseEvent).output ?? 'nothing kept')})` : undefined),
});

/** The oracle: defaults first, the kept value once read unless changed meanwhile; each change shown at once and
 * saved, one save at a time, the newest after the one under way; errors shown until the next change. */
function expectedAfter(events: ReadonlyArray<LooseEvent>) {
  let stage: 'loading' | 'ready' | 'saving' = 'loading';
  let value = defaults;
  let unsaved = false;
  let error: unknown;
  const saves: string[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'xstate.done.actor.load':
        if (stage !== 'loading') break;
        stage = 'ready';
        value = (event.output as string | undefined) ?? value;
        break;
      case 'xstate.error.actor.load':
        if (stage !== 'loading') break;
        stage = 'ready';
        error = event.error;
        break;
      case 'setting.change':
        value = event.value as string;
        error = undefined;
        if (stage === 'saving') unsaved = true;
        else {
          stage = 'saving';
          saves.push(value);
        }
        break;
      case 'xstate.done.actor.save':
      case 'xstate.error.actor.save':
        if (stage !== 'saving') break;
        if (unsaved) {
          unsaved = false;
          saves.push(value);
        } else {
          stage = 'ready';
          if (event.type === 'xstate.error.actor.save') error = event.error;
        }
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, value, error, saves };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`keptSetting paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const load = pending<string | undefined>();
    const save = pending<void, string>();
    const actor = createActor(machine.provide({ actors: { load: load.logic, save: save.logic } }), { input: { defaults } });
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        { stage: snapshot.value, value: snapshot.context.value, error: snapshot.context.error, saves: save.inputs },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done) as LooseEvent[]));
    });
    expect(load.inputs).toHaveLength(1);
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
  });
});
