// Path tests for machines/liveQuery.machine.ts (the live alarm list and an alarm's history): the answer follows the
// query, is polled, refreshed on demand and survives a failed poll. Every path runs on a real actor whose `fetch`
// records each call with its abort signal and never settles; the path's done/error/after events are sent to it as
// the runtime would deliver them.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { liveQueryMachine, querySettleDelay } from '../../machines/liveQuery.machine';
import { generatePaths, runPath, type ModelEvent } from './pathTests';

type Machine = typeof liveQueryMachine;

const first = { status: 'open' };
const severe = { status: 'open', minSeverity: 4 };
const typed = { status: 'open', text: 'boil' };
const answer = { total: 3 };
const down = new Error('search answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'query.change', query: severe },
  { type: 'query.change', query: typed, settle: true },
  { type: 'query.refresh' },
  { type: 'query.retry' },
  { type: 'xstate.done.actor.fetch', output: answer },
  { type: 'xstate.error.actor.fetch', error: down },
  { type: 'xstate.after.pollInterval.liveQuery.ready' },
  { type: 'xstate.after.pollInterval.liveQuery.failed' },
  { type: 'xstate.after.querySettleDelay.liveQuery.settling' },
];

const { paths, coverage } = generatePaths(liveQueryMachine, {
  input: { query: first },
  events: fixtures,
  describeEvent: (event) => {
    if (event.type === 'query.change') return `query.change(${JSON.stringify(event.query)}${event.settle ? ', settle' : ''})`;
    return undefined;
  },
  limit: 600,
});

function start() {
  const calls: Array<{ input: { query: unknown }; signal: AbortSignal }> = [];
  const actor = createActor(
    liveQueryMachine.provide({
      actors: {
        fetch: fromPromise<unknown, { query: unknown }>(({ input, signal }) => {
          calls.push({ input, signal });
          return new Promise(() => {});
        }),
      },
    }),
    { input: { query: first } },
  );
  actor.start();
  return { actor, calls };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
});

const fetching = (value: unknown) => value === 'loading' || value === 'refreshing';

describe(`liveQuery paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, calls } = start();
    running = actor;
    await runPath(actor, path);
    const end = actor.getSnapshot();

    // One call at start and one each time the flow (re)enters a fetching state, with the query of that moment.
    const expected = [path.initial, ...path.steps.map((step) => step.state)]
      .filter((snapshot, index) => index === 0 || fetching(snapshot.value))
      .map((snapshot) => ({ query: snapshot.context.query }));
    expect(calls.map((call) => call.input)).toEqual(expected);
    // Never two answers in flight: every call but one running now has been aborted.
    const live = calls.filter((call) => !call.signal.aborted);
    expect(live).toHaveLength(fetching(end.value) ? 1 : 0);
    if (fetching(end.value)) expect(live[0]).toBe(calls[calls.length - 1]);

    // Once answered, an answer stays on screen whatever comes after (a failed poll only adds its error).
    const answered = path.events.some((event) => event.type === 'xstate.done.actor.fetch');
    expect(end.context.data).toBe(answered ? answer : undefined);
    if (end.matches('failed')) expect(end.context.error).toBe(down);
    if (end.matches('ready') && path.events[path.events.length - 1]?.type === 'xstate.error.actor.fetch') {
      expect(end.context.refreshError).toBe(down);
    }
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});

describe('liveQuery timings (real delays on fake timers)', () => {
  test('polls after the interval, and fetches typed text once the typing pauses', async () => {
    vi.useFakeTimers();
    let fetches = 0;
    const actor = createActor(
      liveQueryMachine.provide({
        actors: {
          fetch: fromPromise<unknown, { query: unknown }>(async ({ input }) => {
            fetches++;
            return { for: input.query };
          }),
        },
        delays: { pollInterval: 5_000 },
      }),
      { input: { query: first } },
    );
    running = actor;
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetches).toBe(2);

    actor.send({ type: 'query.change', query: { text: 'b' }, settle: true });
    await vi.advanceTimersByTimeAsync(querySettleDelay - 1);
    actor.send({ type: 'query.change', query: { text: 'bo' }, settle: true });
    await vi.advanceTimersByTimeAsync(querySettleDelay - 1);
    expect(fetches).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toBe(3);
    expect(actor.getSnapshot().context.data).toEqual({ for: { text: 'bo' } });
  });
});
