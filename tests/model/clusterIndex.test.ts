// Path tests for machines/clusterIndex.machine.ts, with and without keepLast. Every path runs on a real actor whose
// workers are actors that only record whether they are open; a worker's messages (`index.ready`, `index.failed`) are
// sent as the latest worker would send them. After every event, the state, the worker handed out (its index and the
// positions it holds) and the workers still open are compared with an oracle replayed from the path's events: only
// the worker handed out and the one indexing may be open, and a worker handed out stays so until a newer one is ready
// (keepLast) or the positions change (without).
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { clusterIndexMachine } from '../../machines/clusterIndex.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';

type Machine = typeof clusterIndexMachine;

const boilers = [{ deviceId: 'dev-acme-boiler-1', lat: 45.07, lon: 7.69 }];
const conveyors = [{ deviceId: 'dev-acme-conveyor-2', lat: 45.46, lon: 9.19 }];
const index = { places: 'indexed' };
const broken = new Error('the worker could not index the positions');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'positions.change', positions: boilers },
  { type: 'positions.change', positions: conveyors },
  { type: 'index.ready', index },
  { type: 'index.failed', error: broken },
];

/** Paths over at most three sets of positions: each starts a worker, and their count is part of the state. */
const pathsFor = (keepLast: boolean) =>
  generatePaths(clusterIndexMachine, {
    input: { keepLast },
    events: fixtures,
    filterEvents: (snapshot, event) => event.type !== 'positions.change' || snapshot.context.started < 3,
    limit: 2_000,
  });

/** The oracle: what is handed out and which workers are open after `events`. */
function expectedAfter(events: ReadonlyArray<{ type: string }>, keepLast: boolean) {
  let value = 'waiting';
  let started = 0;
  let asked: unknown;
  let shown: { positions: unknown; index: unknown; worker: string } | undefined;
  let error: unknown;
  const open = new Set<string>();
  for (const event of events as readonly LooseEvent[]) {
    const latest = `index-${started}`;
    switch (event.type) {
      case 'positions.change':
        if (shown?.worker !== latest) open.delete(latest);
        if (!keepLast && shown !== undefined) {
          open.delete(shown.worker);
          shown = undefined;
        }
        started += 1;
        asked = event.positions;
        error = undefined;
        open.add(`index-${started}`);
        value = 'indexing';
        break;
      case 'index.ready':
        if (value !== 'indexing') break;
        if (shown !== undefined) open.delete(shown.worker);
        shown = { positions: asked, index: event.index, worker: latest };
        value = 'ready';
        break;
      case 'index.failed':
        if (value !== 'indexing') break;
        error = event.error;
        value = 'failed';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { value, shown, error, open: [...open].sort() };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe.each([true, false])('cluster index paths, keepLast %s', (keepLast) => {
  const { paths, coverage } = pathsFor(keepLast);

  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const open = new Set<string>();
    const worker = fromCallback<EventObject, unknown>(({ self }) => {
      open.add(self.id);
      return () => open.delete(self.id);
    });
    const actor = createActor(clusterIndexMachine.provide({ actors: { index: worker } }), { input: { keepLast } });
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const { value, context } = actor.getSnapshot();
      expect({ value, shown: context.shown, error: context.error, open: [...open].sort() }, `after ${done} event(s)`).toEqual(
        expectedAfter(path.events.slice(0, done), keepLast),
      );
    });
    actor.stop();
    expect(open.size, 'every worker is closed once the view goes').toBe(0);
  });

  test('coverage', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
  });
});
