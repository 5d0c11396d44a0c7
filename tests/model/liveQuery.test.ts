// Path tests for machines/liveQuery.machine.ts (the live alarm list and an alarm's history): the answer follows the
// query, is polled, refreshed on demand and survives a failed poll; while held, a poll's answer waits until shown. Every path runs on a real actor whose `fetch`
// records each call with its abort signal and never settles; the path's done/error/after events are sent to it as
// the runtime would deliver them. After every event, what a caller sees (stage, query, answer, errors) and asked
// (calls, aborted or not) is compared with an oracle replayed from the path's events alone.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  liveQueryMachine,
  querySettleDelay,
  selectAnswer,
  selectPendingAnswer,
  selectQuery,
  selectQueryError,
  selectQueryStage,
  selectRefreshError,
  type LiveQueryStage,
} from '../../machines/liveQuery.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';

type Machine = typeof liveQueryMachine;

const first = { status: 'open' };
const severe = { status: 'open', minSeverity: 4 };
const typed = { status: 'open', text: 'boil' };
const answer = { total: 3 };
const newer = { total: 4 };
const down = new Error('search answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'query.change', query: severe },
  { type: 'query.change', query: typed, settle: true },
  { type: 'query.refresh' },
  { type: 'query.retry' },
  { type: 'xstate.done.actor.fetch', output: answer },
  { type: 'xstate.done.actor.fetch', output: newer },
  { type: 'query.hold' },
  { type: 'query.release' },
  { type: 'query.show' },
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
    if (event.type === 'xstate.done.actor.fetch') return `answered(${event.output === answer ? 'answer' : 'newer'})`;
    return undefined;
  },
  limit: 6000,
});

/**
 * The oracle, from the machine's contract (its header) and the path's events: a new query is fetched at once, or
 * after the typing pause when it settles; a refresh or a poll fetches again with the answer left on screen; a refresh
 * asked while fetching starts over; a failed first fetch is a failure, a failed refresh only adds its error; every
 * new fetch aborts the one before it. While held, a poll's answer waits aside (a new query forgets it) and is shown
 * when the view shows it or lets go; an answer asked for (a query, a refresh) is shown at once.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  // `polling` is a refresh the poll started; a caller sees it as `refreshing`.
  let stage = 'loading' as LiveQueryStage | 'polling';
  let query: unknown = first;
  let data: unknown;
  let error: unknown;
  let refreshError: unknown;
  let held = false;
  let pending: unknown;
  const showPending = () => {
    if (pending === undefined) return;
    data = pending;
    pending = undefined;
  };
  const calls: unknown[] = [{ query: first }];
  let inFlight = true;
  const fetch = (next: LiveQueryStage | 'polling') => {
    stage = next;
    calls.push({ query });
    inFlight = true;
  };
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'query.change':
        query = event.query;
        pending = undefined;
        if (event.settle) {
          stage = 'settling';
          inFlight = false;
        } else fetch('loading');
        break;
      case 'xstate.after.querySettleDelay.liveQuery.settling':
        if (stage === 'settling') fetch('loading');
        break;
      case 'query.refresh':
        if (stage === 'loading' || stage === 'failed') fetch('loading');
        else if (stage === 'ready' || stage === 'refreshing' || stage === 'polling') fetch('refreshing');
        break;
      case 'query.hold':
        held = true;
        break;
      case 'query.release':
        showPending();
        held = false;
        break;
      case 'query.show':
        showPending();
        break;
      case 'query.retry':
      case 'xstate.after.pollInterval.liveQuery.failed':
        if (stage === 'failed') fetch('loading');
        break;
      case 'xstate.after.pollInterval.liveQuery.ready':
        if (stage === 'ready') fetch('polling');
        break;
      case 'xstate.done.actor.fetch':
        if (stage !== 'loading' && stage !== 'refreshing' && stage !== 'polling') break;
        if (stage === 'polling' && held) pending = event.output;
        else {
          data = event.output;
          pending = undefined;
          error = undefined;
        }
        refreshError = undefined;
        stage = 'ready';
        inFlight = false;
        break;
      case 'xstate.error.actor.fetch':
        if (stage === 'loading') {
          stage = 'failed';
          error = event.error;
        } else if (stage === 'refreshing' || stage === 'polling') {
          stage = 'ready';
          refreshError = event.error;
        } else break;
        inFlight = false;
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage: stage === 'polling' ? 'refreshing' : stage, query, data, error, refreshError, held, pending, calls, live: inFlight ? 1 : 0 };
}

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

const fetching = (value: unknown) => selectQueryStage({ value }) === 'loading' || selectQueryStage({ value }) === 'refreshing';

describe(`liveQuery paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, calls } = start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: selectQueryStage(snapshot),
          query: selectQuery(snapshot),
          data: selectAnswer(snapshot),
          error: selectQueryError(snapshot),
          refreshError: selectRefreshError(snapshot),
          held: snapshot.context.held,
          pending: selectPendingAnswer(snapshot),
          calls: calls.map((call) => call.input),
          live: calls.filter((call) => !call.signal.aborted).length,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    const end = actor.getSnapshot();

    // One call at start and one each time the flow (re)enters a fetching state, with the query of that moment;
    // holding, showing and letting go change what is shown, never what is read.
    const holding = new Set(['query.hold', 'query.release', 'query.show']);
    const expected = [path.initial, ...path.steps.map((step) => step.state)]
      .filter((snapshot, index) => index === 0 || (fetching(snapshot.value) && !holding.has(path.steps[index - 1]!.event.type)))
      .map((snapshot) => ({ query: snapshot.context.query }));
    expect(calls.map((call) => call.input)).toEqual(expected);
    // Never two answers in flight: every call but one running now has been aborted.
    const live = calls.filter((call) => !call.signal.aborted);
    expect(live).toHaveLength(fetching(end.value) ? 1 : 0);
    if (fetching(end.value)) expect(live[0]).toBe(calls[calls.length - 1]);

    // Once answered, an answer stays on screen whatever comes after (a failed poll only adds its error; a held poll's
    // answer waits beside it).
    const answered = path.events.some((event) => event.type === 'xstate.done.actor.fetch');
    if (answered) expect([answer, newer]).toContain(end.context.data);
    else expect(end.context.data).toBeUndefined();
    // Nothing waits unless the view holds, or held when the answer came.
    if (end.context.pending !== undefined) expect(path.events.some((event) => event.type === 'query.hold')).toBe(true);
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

describe('liveQuery holding (real delays on fake timers)', () => {
  test("while held, a poll's answer waits aside until shown or let go; an answer asked for is shown at once", async () => {
    vi.useFakeTimers();
    let answers = 0;
    const actor = createActor(
      liveQueryMachine.provide({
        actors: { fetch: fromPromise<unknown, { query: unknown }>(async () => ({ answer: ++answers })) },
        delays: { pollInterval: 1_000 },
      }),
      { input: { query: first } },
    );
    running = actor;
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    const shown = () => [selectAnswer(actor.getSnapshot()), selectPendingAnswer(actor.getSnapshot())];
    expect(shown()).toEqual([{ answer: 1 }, undefined]);

    actor.send({ type: 'query.hold' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toEqual([{ answer: 1 }, { answer: 2 }]);
    actor.send({ type: 'query.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual([{ answer: 3 }, undefined]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toEqual([{ answer: 3 }, { answer: 4 }]);
    actor.send({ type: 'query.show' });
    expect(shown()).toEqual([{ answer: 4 }, undefined]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toEqual([{ answer: 4 }, { answer: 5 }]);
    actor.send({ type: 'query.release' });
    expect(shown()).toEqual([{ answer: 5 }, undefined]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toEqual([{ answer: 6 }, undefined]);
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
