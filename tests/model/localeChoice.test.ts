// Path tests for machines/localeChoice.machine.ts (the user menu's language switch). Every path runs on a real actor
// whose `show` and `save` never settle: the path's done and error events are sent as the runtime would deliver them.
// After every event, what is shown, what is saved and what the person is told are compared with an oracle replayed
// from the path's events.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { localeChoiceMachine as machine } from '../../machines/localeChoice.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof machine;

const catalogDown = new Error('the Italian catalog could not be loaded');
const saveDown = new Error('POST userPreferences answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'locale.choose', locale: 'it-IT' },
  { type: 'locale.choose', locale: 'de-DE' },
  { type: 'xstate.done.actor.show', output: undefined },
  { type: 'xstate.error.actor.show', error: catalogDown },
  { type: 'xstate.done.actor.save', output: undefined },
  { type: 'xstate.error.actor.save', error: saveDown },
];

const { paths, coverage } = generatePaths(machine, { events: fixtures, limit: 200 });

/** The oracle: each choice is shown, then saved; a newer choice starts over with itself; a failure is told once. */
function expectedAfter(events: ReadonlyArray<LooseEvent>) {
  let stage: 'idle' | 'showing' | 'saving' = 'idle';
  let locale: string | undefined;
  const shows: string[] = [];
  const saves: string[] = [];
  const told: unknown[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'locale.choose':
        locale = event.locale as string;
        stage = 'showing';
        shows.push(locale);
        break;
      case 'xstate.done.actor.show':
        if (stage !== 'showing') break;
        stage = 'saving';
        saves.push(locale as string);
        break;
      case 'xstate.done.actor.save':
        if (stage === 'saving') stage = 'idle';
        break;
      case 'xstate.error.actor.show':
      case 'xstate.error.actor.save':
        if (stage !== (event.type === 'xstate.error.actor.show' ? 'showing' : 'saving')) break;
        stage = 'idle';
        told.push(event.error);
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, locale, shows, saves, told };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`localeChoice paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const show = pending<void, string>();
    const save = pending<void, string>();
    const told: unknown[] = [];
    const actor = createActor(
      machine.provide({ actors: { show: show.logic, save: save.logic }, actions: { notSaved: (_, { error }) => void told.push(error) } }),
    );
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        { stage: snapshot.value, locale: snapshot.context.locale, shows: show.inputs, saves: save.inputs, told },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done) as LooseEvent[]));
    });
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
  });
});
