// Path tests for machines/dashboardLoad.machine.ts: a dashboard at a version, with devices from the URL filling
// its slots; a missing dashboard and a forbidden one are outcomes, not failures; network failures offer a retry.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { dashboardLoadMachine } from '../../machines/dashboardLoad.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof dashboardLoadMachine;
const input = { projectId: 'p1', version: '2', slotDevices: { Line: 'dev-url', Ghost: 'dev-ghost' } };
const dashboard = { id: 'p1', name: 'Boilers' };
const found = { kind: 'found', dashboard, defaultSlots: { Line: 'dev-default', Hall: 'dev-hall', Spare: undefined } } as const;
const serverDown = new Error('GET dashboards/p1 answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.loadDashboard', output: found },
  { type: 'xstate.done.actor.loadDashboard', output: { kind: 'notFound' } },
  { type: 'xstate.done.actor.loadDashboard', output: { kind: 'forbidden' } },
  { type: 'xstate.error.actor.loadDashboard', error: serverDown },
  { type: 'load.retry' },
  { type: 'load.open', version: 'LATEST', slotDevices: { Hall: 'dev-other-hall' } },
  { type: 'viewer.pickDevice', slot: 'Hall', deviceId: 'dev-picked' },
  { type: 'viewer.pickDevice', slot: 'Ghost', deviceId: 'dev-picked' },
];

const { paths, coverage } = generatePaths(dashboardLoadMachine, { input, events: fixtures, limit: 200 });

function start() {
  const loadDashboard = pending<unknown, { projectId: string; version?: string; slotDevices: Record<string, string | undefined> }>();
  const slotsChanged = vi.fn();
  const actor = createActor(
    dashboardLoadMachine.provide({
      actors: { loadDashboard: loadDashboard.logic as never },
      actions: { slotsChanged: (_, params) => slotsChanged(params.slots) },
    }),
    { input },
  );
  actor.start();
  return { actor, loadDashboard, slotsChanged };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`dashboardLoad paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, loadDashboard, slotsChanged } = start();
    running = actor;
    await runPath(actor, path);
    const end = actor.getSnapshot();
    const events = path.events as LooseEvent[];

    // One request at start, one per retry and one per reopening, each for the version and the URL's devices asked
    // last (the loader reads the devices the slots show).
    const reopenings = events.filter((event) => event.type === 'load.open').length;
    const retries = events.filter((event) => event.type === 'load.retry').length;
    expect(loadDashboard.inputs).toHaveLength(1 + reopenings + retries);
    expect(loadDashboard.inputs.at(-1)).toEqual(
      reopenings > 0
        ? { projectId: 'p1', version: 'LATEST', slotDevices: { Hall: 'dev-other-hall' } }
        : { projectId: 'p1', version: '2', slotDevices: input.slotDevices },
    );

    if (end.matches('ready')) {
      expect(end.context.dashboard).toBe(dashboard);
      // The URL's device wins over the document's default; a URL slot the dashboard lacks is ignored.
      const fromUrl = reopenings > 0 ? { Line: 'dev-default', Hall: 'dev-other-hall' } : { Line: 'dev-url', Hall: 'dev-hall' };
      const lastOpen = Math.max(
        events.findLastIndex((event) => event.type === 'load.open'),
        0,
      );
      const picked = events.slice(lastOpen).some((event) => event.type === 'viewer.pickDevice' && event.slot === 'Hall');
      expect(end.context.slots).toEqual({ ...fromUrl, Spare: undefined, ...(picked ? { Hall: 'dev-picked' } : {}) });
    } else {
      expect(end.context.dashboard).toBeUndefined();
    }
    if (end.matches('failed')) expect(end.context.error).toBe(serverDown);

    // Only a known slot is rebound, and each rebinding reaches the URL with every slot.
    const picks = events.filter(
      (event, index) =>
        event.type === 'viewer.pickDevice' && event.slot === 'Hall' && path.steps[index - 1]?.state.matches('ready') !== false,
    ).length;
    expect(slotsChanged).toHaveBeenCalledTimes(picks);
    for (const [slots] of slotsChanged.mock.calls) expect(slots).toMatchObject({ Hall: 'dev-picked' });
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});
