// Path tests for machines/statusNotices.machine.ts (spec §4 "Status notices").
// Every generated path runs on a real actor: the status page fetch is a stub whose promise the path resolves or
// rejects (the network edge), persistence and logging are spies. Timer events are sent as the model took them (fake
// timers keep the real ones from firing in between); the timings themselves are checked at the end of this file.
// After every event, what the notice area shows and what was stored, logged and fetched is compared with an oracle
// replayed from the path's events.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { noticeRemoveDelay, noticeStagger, statusPollInterval } from '../../machines/constants';
import { statusNoticesMachine } from '../../machines/statusNotices.machine';
import type { StatusIssue, StatusPage } from '../../src/platform/types';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';

type Machine = typeof statusNoticesMachine;

const issue = (id: string, type: StatusIssue['type']): StatusIssue => ({
  id,
  type,
  name: `${type} ${id}`,
  status: type === 'incident' ? 'investigating' : 'scheduled',
  date: '2025-01-02T03:04:05Z',
  updatedAt: '2025-01-02T04:05:06Z',
});

// m0 was closed in an earlier visit: it must never show.
const input = { closedFrames: ['m0'] };
const twoIssues: StatusPage = {
  activeIncidents: [issue('i1', 'incident')],
  activeMaintenances: [issue('m1', 'maintenance'), issue('m0', 'maintenance')],
};
const allResolved: StatusPage = { activeIncidents: [], activeMaintenances: [] };

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.fetchStatus', output: twoIssues },
  { type: 'xstate.done.actor.fetchStatus', output: allResolved },
  { type: 'xstate.error.actor.fetchStatus', error: new Error('status page unreachable') },
  { type: 'xstate.after.statusPollInterval.statusNotices.polling.waiting' },
  { type: 'xstate.after.noticeStagger.statusNotices.reveal.revealing' },
  { type: 'notice.dismiss', id: 'i1' },
  { type: 'notice.dismiss', id: 'm1' },
  { type: 'notice.removeDue', id: 'i1' },
  { type: 'notice.removeDue', id: 'm1' },
];

const { paths, coverage } = generatePaths(statusNoticesMachine, {
  input,
  events: fixtures,
  describeEvent: (event) => {
    if (event.type !== 'xstate.done.actor.fetchStatus') return undefined;
    return event.output === twoIssues ? 'fetched(i1, m1, m0)' : 'fetched(none)';
  },
  limit: 1_500,
});

/**
 * The oracle, from spec §4 and the path's events: a poll at start and after every interval; a page's issues minus the
 * closed ones, incidents first; the first hidden notice shown as soon as there is one, the next one a stagger later;
 * a resolved issue disappears at once; a notice on screen is dismissed once, slides out and is removed when its own
 * timer fires, then closed for good and stored with the other closed ones; a failed poll is only logged.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let polling = 'fetching' as 'fetching' | 'waiting';
  let reveal = 'idle' as 'idle' | 'revealing';
  const closed = [...input.closedFrames];
  let issues: string[] = [];
  let visible: string[] = [];
  let leaving: string[] = [];
  let fetches = 1;
  const stored: string[][] = [];
  const logged: unknown[] = [];
  const hidden = () => issues.filter((id) => !visible.includes(id));
  const revealNext = () => {
    reveal = 'revealing';
    const next = hidden()[0];
    if (next) visible = [...visible, next];
  };
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'xstate.done.actor.fetchStatus': {
        if (polling !== 'fetching') break;
        polling = 'waiting';
        const page = event.output as StatusPage;
        issues = [...page.activeIncidents, ...page.activeMaintenances].map((issue) => issue.id).filter((id) => !closed.includes(id));
        visible = visible.filter((id) => issues.includes(id));
        leaving = leaving.filter((id) => issues.includes(id));
        break;
      }
      case 'xstate.error.actor.fetchStatus':
        if (polling !== 'fetching') break;
        polling = 'waiting';
        logged.push(event.error);
        break;
      case 'xstate.after.statusPollInterval.statusNotices.polling.waiting':
        if (polling !== 'waiting') break;
        polling = 'fetching';
        fetches++;
        break;
      case 'xstate.after.noticeStagger.statusNotices.reveal.revealing':
        if (reveal !== 'revealing') break;
        if (hidden().length) revealNext();
        else reveal = 'idle';
        break;
      case 'notice.dismiss': {
        const id = event.id as string;
        if (visible.includes(id) && !leaving.includes(id)) leaving = [...leaving, id];
        break;
      }
      case 'notice.removeDue': {
        const id = event.id as string;
        if (!leaving.includes(id)) break;
        issues = issues.filter((other) => other !== id);
        visible = visible.filter((other) => other !== id);
        leaving = leaving.filter((other) => other !== id);
        if (!closed.includes(id)) closed.push(id);
        stored.push([...closed]);
        break;
      }
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
    // Resting, the area wakes up as soon as something is hidden.
    if (reveal === 'idle' && hidden().length) revealNext();
  }
  return { value: { polling, reveal }, issues, visible, leaving, closed, fetches, stored, logged };
}

/** Lets promise callbacks (the stub's resolution, xstate's done event) run. */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

function start() {
  let pending: { resolve: (page: StatusPage) => void; reject: (error: unknown) => void } | undefined;
  let fetches = 0;
  const persistClosed = vi.fn<(closedFrames: string[]) => void>();
  const logFetchFailure = vi.fn<(error: unknown) => void>();
  const machine = statusNoticesMachine.provide({
    actors: {
      fetchStatus: fromPromise<StatusPage, void>(() => {
        fetches++;
        return new Promise<StatusPage>((resolve, reject) => {
          pending = { resolve, reject };
        });
      }),
    },
    actions: {
      persistClosed: (_, params) => persistClosed(params.closedFrames),
      logFetchFailure: (_, params) => logFetchFailure(params.error),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const executors = {
    'xstate.done.actor.fetchStatus': async (event: LooseEvent) => {
      if (!pending) throw new Error('no status fetch in flight');
      pending.resolve(event.output as StatusPage);
      pending = undefined;
      await settle();
    },
    'xstate.error.actor.fetchStatus': async (event: LooseEvent) => {
      if (!pending) throw new Error('no status fetch in flight');
      pending.reject(event.error);
      pending = undefined;
      await settle();
    },
  };
  return { actor, executors, persistClosed, logFetchFailure, fetches: () => fetches };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe(`statusNotices paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, executors, persistClosed, logFetchFailure, fetches } = start();
    await runPath(actor, path, executors, (done) => {
      const { value, context } = actor.getSnapshot();
      expect(
        {
          value,
          issues: context.issues.map((issue) => issue.id),
          visible: context.visible,
          leaving: context.leaving,
          closed: context.closed,
          fetches: fetches(),
          stored: persistClosed.mock.calls.map(([closedFrames]) => closedFrames),
          logged: logFetchFailure.mock.calls.map(([error]) => error),
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });

    const end = actor.getSnapshot();
    // m0 was closed before: never fetched into view.
    expect(end.context.issues.map((i) => i.id)).not.toContain('m0');
    expect(end.context.visible.every((id) => end.context.issues.some((i) => i.id === id))).toBe(true);
    // Each removal persisted the closed ids at that moment; the last write is the final list.
    let removals = 0;
    let closedBefore = path.initial.context.closed.length;
    for (const step of path.steps) {
      if (step.state.context.closed.length > closedBefore) removals++;
      closedBefore = step.state.context.closed.length;
    }
    expect(persistClosed).toHaveBeenCalledTimes(removals);
    if (removals) expect(persistClosed).toHaveBeenLastCalledWith(end.context.closed);
    // A failed poll is only logged.
    const failures = path.events.filter((event) => event.type === 'xstate.error.actor.fetchStatus').length;
    expect(logFetchFailure).toHaveBeenCalledTimes(failures);
    // One request per poll: the first on start, one more after every poll interval.
    const polls = path.events.filter((event) => event.type.startsWith('xstate.after.statusPollInterval')).length;
    expect(fetches()).toBe(1 + polls);
    actor.stop();
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});

describe('statusNotices timings (real delays on fake timers)', () => {
  test('polls at once, then every 3 minutes; reveals 200 ms apart; removes 200 ms after dismissal', async () => {
    const { actor, executors, persistClosed, fetches } = start();
    expect(fetches()).toBe(1);
    await executors['xstate.done.actor.fetchStatus']({ type: 'xstate.done.actor.fetchStatus', output: twoIssues });
    expect(actor.getSnapshot().context.visible).toEqual(['i1']);
    vi.advanceTimersByTime(noticeStagger - 1);
    expect(actor.getSnapshot().context.visible).toEqual(['i1']);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.visible).toEqual(['i1', 'm1']);

    actor.send({ type: 'notice.dismiss', id: 'i1' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'notice.dismiss', id: 'm1' });
    expect(actor.getSnapshot().context.leaving).toEqual(['i1', 'm1']);
    vi.advanceTimersByTime(noticeRemoveDelay - 100);
    // Each notice has its own timer: i1 goes at 200 ms, m1 stays until 200 ms after its own dismissal.
    expect(actor.getSnapshot().context.visible).toEqual(['m1']);
    expect(persistClosed).toHaveBeenLastCalledWith(['m0', 'i1']);
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().context.visible).toEqual([]);
    expect(persistClosed).toHaveBeenLastCalledWith(['m0', 'i1', 'm1']);

    // 500 ms have passed since the first answer (stagger 200, then 100 + 100 + 100).
    vi.advanceTimersByTime(statusPollInterval - 500 - 1);
    expect(fetches()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(fetches()).toBe(2);
    // The same page again: everything was closed, nothing reappears.
    await executors['xstate.done.actor.fetchStatus']({ type: 'xstate.done.actor.fetchStatus', output: twoIssues });
    expect(actor.getSnapshot().context.issues).toEqual([]);
    actor.stop();
  });

  test('a failed poll keeps the notices on screen and tries again 3 minutes later', async () => {
    const { actor, executors, logFetchFailure, fetches } = start();
    await executors['xstate.done.actor.fetchStatus']({ type: 'xstate.done.actor.fetchStatus', output: twoIssues });
    vi.advanceTimersByTime(statusPollInterval);
    const error = new Error('503');
    await executors['xstate.error.actor.fetchStatus']({ type: 'xstate.error.actor.fetchStatus', error });
    expect(logFetchFailure).toHaveBeenCalledWith(error);
    expect(actor.getSnapshot().context.visible).toEqual(['i1', 'm1']);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(statusPollInterval);
    expect(fetches()).toBe(3);
    actor.stop();
  });
});
