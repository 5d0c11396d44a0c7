// Path tests for machines/pagedList.machine.ts (the notification rules, the failed deliveries, the dashboards and
// flows): pages, a debounced search, an order and a subset asked for at once, row actions of which the destructive ones wait for confirmation, and a reload after each.
// Every path runs on a real actor whose `fetchPage` and `act` never settle: the path's `xstate.done.actor.*` and
// `xstate.error.actor.*` events are sent to it as the runtime would deliver them; fake timers keep the real
// debounce from firing between steps, and the model's timer event is sent instead.
//
// After every step the actor is checked against an independent oracle (`expectedAfter`): what the list must show and
// what it must have asked the services, replayed from the path's own events and the fixtures. Nothing expected is
// read from the actor under test, so a transition that stops fetching, fetches the wrong query or runs an action
// unconfirmed fails the path that takes it.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  createPagedListMachine,
  pagedListMachine,
  selectActionError,
  selectListError,
  selectListPage,
  selectListQuery,
  selectListStage,
  selectPendingAction,
  selectRowActionStage,
  type ListPage,
  type ListQuery,
  type PagedListStage,
  type RowActionStage,
} from '../../machines/pagedList.machine';
import { generatePaths, runPath, type Executors, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Action = { kind: 'delete' | 'toggle'; id: string };
const needsConfirmation = (_: unknown, { action }: { action: unknown }) => (action as Action).kind === 'delete';
const machine = pagedListMachine.provide({ guards: { needsConfirmation } });
type Machine = typeof machine;

const input = { pageSize: 2 };
const rows: ListPage<unknown> = { items: ['a', 'b'], totalElements: 3, totalPages: 2 };
const empty: ListPage<unknown> = { items: [], totalElements: 2, totalPages: 1 };
const remove: Action = { kind: 'delete', id: 'a' };
const toggle: Action = { kind: 'toggle', id: 'b' };
const loadDown = new Error('GET notifications/ answered 503');
const refused = new Error('DELETE notifications/1 answered 403');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.fetchPage', output: rows },
  { type: 'xstate.done.actor.fetchPage', output: empty },
  { type: 'xstate.error.actor.fetchPage', error: loadDown },
  { type: 'xstate.after.searchDebounce.pagedList.debouncing' },
  { type: 'user.page', page: 1 },
  { type: 'user.search', search: 'boiler' },
  { type: 'user.sort', sort: { by: 'updatedAt', dir: 'desc' } },
  { type: 'user.filter', filter: 'MINE' },
  { type: 'user.pageSize', pageSize: 5 },
  { type: 'user.reload' },
  { type: 'user.act', action: remove },
  { type: 'user.act', action: toggle },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'xstate.done.actor.act', output: undefined },
  { type: 'xstate.error.actor.act', error: refused },
];

const { paths, coverage } = generatePaths(machine, {
  input,
  events: fixtures,
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.fetchPage' ? (event.output === rows ? 'fetched(a, b)' : 'fetched(nothing)') : undefined,
  // About 2 400 snapshot/event pairs today.
  limit: 6_000,
});

/** Where the list is, as the oracle tracks it: `debouncing` shows as loading, the row stages are `ready`'s. */
type Phase = 'debouncing' | 'loading' | 'failed' | RowActionStage;
/** What a caller of the list can observe: its selectors and the requests it made. */
interface Observed {
  stage: PagedListStage;
  rowAction: RowActionStage | undefined;
  query: ListQuery;
  page: ListPage<unknown> | undefined;
  error: unknown;
  pending: unknown;
  actionError: unknown;
  fetches: ListQuery[];
  actions: Action[];
}

/**
 * The oracle: the list's behaviour as the component's contract states it (machines/pagedList.machine.ts header),
 * replayed from a path's events. A search waits for the typing pause; an order, a subset, a page size (from the
 * first page) or a page is read at once;
 * none of them while a row action waits for confirmation or runs; a deletion waits for confirmation, a switch runs at
 * once; a finished action reads the same page again; a refused one leaves the page with the reason; an empty page
 * past the first reads the last page that exists.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>): Observed & { phase: Phase } {
  let phase: Phase = 'loading';
  let query: ListQuery = { page: 0, pageSize: input.pageSize, search: '' };
  let page: ListPage<unknown> | undefined;
  let error: unknown;
  let pending: Action | undefined;
  let actionError: unknown;
  const fetches: ListQuery[] = [query];
  const actions: Action[] = [];
  const fetch = () => {
    phase = 'loading';
    fetches.push(query);
  };
  const listMayChange = () => phase === 'debouncing' || phase === 'loading' || phase === 'failed' || phase === 'idle';
  const changeQuery = (change: Partial<ListQuery>) => {
    query = { ...query, ...change };
    actionError = undefined;
  };
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'xstate.done.actor.fetchPage': {
        if (phase !== 'loading') break;
        const answer = event.output as ListPage<unknown>;
        if (answer.items.length === 0 && query.page > 0) {
          query = { ...query, page: Math.max(0, answer.totalPages - 1) };
          fetch();
        } else {
          phase = 'idle';
          page = answer;
          error = undefined;
        }
        break;
      }
      case 'xstate.error.actor.fetchPage':
        if (phase !== 'loading') break;
        phase = 'failed';
        error = event.error;
        break;
      case 'xstate.after.searchDebounce.pagedList.debouncing':
        if (phase === 'debouncing') fetch();
        break;
      case 'user.search':
        if (!listMayChange()) break;
        changeQuery({ page: 0, search: event.search as string });
        phase = 'debouncing';
        break;
      case 'user.sort':
        if (!listMayChange()) break;
        changeQuery({ page: 0, sort: event.sort as ListQuery['sort'] });
        fetch();
        break;
      case 'user.filter':
        if (!listMayChange()) break;
        changeQuery({ page: 0, filter: event.filter as string });
        fetch();
        break;
      case 'user.pageSize':
        if (!listMayChange()) break;
        changeQuery({ page: 0, pageSize: event.pageSize as number });
        fetch();
        break;
      case 'user.page':
        if (phase !== 'loading' && phase !== 'idle') break;
        changeQuery({ page: event.page as number });
        fetch();
        break;
      case 'user.reload':
        if (phase === 'failed' || phase === 'idle') fetch();
        break;
      case 'user.act': {
        if (phase !== 'idle') break;
        const action = event.action as Action;
        pending = action;
        actionError = undefined;
        if (action.kind === 'delete') phase = 'confirming';
        else {
          phase = 'acting';
          actions.push(action);
        }
        break;
      }
      case 'user.confirm':
        if (phase !== 'confirming') break;
        phase = 'acting';
        actions.push(pending!);
        break;
      case 'user.cancel':
        if (phase !== 'confirming') break;
        phase = 'idle';
        pending = undefined;
        break;
      case 'xstate.done.actor.act':
        if (phase !== 'acting') break;
        pending = undefined;
        fetch();
        break;
      case 'xstate.error.actor.act':
        if (phase !== 'acting') break;
        phase = 'idle';
        pending = undefined;
        actionError = event.error;
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  const rowAction = phase === 'idle' || phase === 'confirming' || phase === 'acting' ? phase : undefined;
  return {
    phase,
    stage: rowAction ? 'ready' : phase === 'failed' ? 'failed' : 'loading',
    rowAction,
    query,
    page,
    error,
    pending,
    actionError,
    fetches,
    actions,
  };
}

function start() {
  const fetchPage = pending<ListPage<unknown>, ListQuery>();
  const act = pending<unknown, { action: unknown }>();
  const actor = createActor(machine.provide({ actors: { fetchPage: fetchPage.logic, act: act.logic } }), { input });
  actor.start();
  return { actor, fetchPage, act };
}

let running: { stop: () => void } | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
});

const count = (events: ReadonlyArray<{ type: string }>, type: string) => events.filter((event) => event.type === type).length;

describe(`pagedList paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, fetchPage, act } = start();
    running = actor;
    const send = (event: LooseEvent) => actor.send(event as never);
    const observed = (): Observed => {
      const snapshot = actor.getSnapshot();
      return {
        stage: selectListStage(snapshot),
        rowAction: selectRowActionStage(snapshot),
        query: selectListQuery(snapshot),
        page: selectListPage(snapshot),
        error: selectListError(snapshot),
        pending: selectPendingAction(snapshot),
        actionError: selectActionError(snapshot),
        fetches: [...fetchPage.inputs],
        actions: act.inputs.map(({ action }) => action as Action),
      };
    };
    // Before the first event and after each one, the actor shows and has asked exactly what the path implies.
    let done = 0;
    const expectOracle = (sent: number) => {
      done = sent;
      const { phase: _phase, ...expected } = expectedAfter(path.events.slice(0, sent));
      expect(observed(), `after ${sent} event(s) of ${path.title}`).toEqual(expected);
    };
    const before = () => expectedAfter(path.events.slice(0, done));
    // Where the next event finds the list, by the oracle (never by the actor): a row action waiting or running.
    const busy = () => ['confirming', 'acting'].includes(before().phase);
    const specific: Executors = {
      // What the person chose is what the service is asked for: a search from its first page, a page as chosen.
      'xstate.after.searchDebounce.pagedList.debouncing': (event) => {
        send(event);
        expect(fetchPage.inputs.at(-1)).toMatchObject({ page: 0, search: 'boiler' });
      },
      // Another order or subset starts from the first page; never while a row action waits or runs.
      'user.sort': (event) => {
        const fetched = fetchPage.inputs.length;
        const waiting = busy();
        send(event);
        if (waiting) expect(fetchPage.inputs).toHaveLength(fetched);
        else expect(fetchPage.inputs.at(-1)).toMatchObject({ page: 0, sort: { by: 'updatedAt', dir: 'desc' } });
      },
      'user.filter': (event) => {
        const fetched = fetchPage.inputs.length;
        const waiting = busy();
        send(event);
        if (waiting) expect(fetchPage.inputs).toHaveLength(fetched);
        else expect(fetchPage.inputs.at(-1)).toMatchObject({ page: 0, filter: 'MINE' });
      },
      'user.pageSize': (event) => {
        const fetched = fetchPage.inputs.length;
        const waiting = busy();
        send(event);
        if (waiting) expect(fetchPage.inputs).toHaveLength(fetched);
        else expect(fetchPage.inputs.at(-1)).toMatchObject({ page: 0, pageSize: 5 });
      },
      // A page is read at once: the model offers a page only where the list takes one (loading or idle).
      'user.page': (event) => {
        const fetched = fetchPage.inputs.length;
        send(event);
        expect(fetchPage.inputs).toHaveLength(fetched + 1);
        expect(fetchPage.inputs.at(-1)?.page).toBe(1);
      },
      // A deletion waits for the confirmation; a switch runs at once.
      'user.act': (event) => {
        const acted = act.inputs.length;
        send(event);
        if ((event.action as Action).kind === 'delete') expect(act.inputs).toHaveLength(acted);
        else {
          expect(act.inputs).toHaveLength(acted + 1);
          expect(act.inputs.at(-1)).toEqual({ action: toggle });
        }
      },
      'user.confirm': (event) => {
        send(event);
        expect(act.inputs.at(-1)).toEqual({ action: remove });
      },
      // A finished action reads the page again, the same page.
      'xstate.done.actor.act': (event) => {
        const { query } = before();
        send(event);
        expect(fetchPage.inputs.at(-1)).toEqual(query);
      },
    };
    await runPath(actor, path, specific, expectOracle);
    expect(done).toBe(path.events.length);
    const end = actor.getSnapshot();

    // The first request asks for the first page of everything, with the caller's page size.
    expect(fetchPage.inputs[0]).toEqual({ page: 0, pageSize: 2, search: '' });
    // Each action ran once: deletions only when confirmed.
    const actions = act.inputs.map(({ action }) => action as Action);
    expect(actions.filter((action) => action.kind === 'delete')).toHaveLength(count(path.events, 'user.confirm'));

    // A page that cannot be read shows why (whether it could not is the path's to say, not the actor's).
    const failed = expectedAfter(path.events).phase === 'failed';
    expect(end.matches('failed')).toBe(failed);
    if (failed) expect(end.context.error).toBe(loadDown);
    // A refused action leaves the page on screen with the reason.
    if (path.events.at(-1)?.type === 'xstate.error.actor.act') {
      expect(end.context.actionError).toBe(refused);
      expect(end.context.page).toBe(rows);
    }
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});

describe('pagedList outside the model', () => {
  test('deleting the only row of the last page shows the page before it', async () => {
    vi.useRealTimers();
    const pages = [['a', 'b'], ['c']];
    const asked: ListQuery[] = [];
    const list = createPagedListMachine<string, string>('rules').provide({
      actors: {
        fetchPage: fromPromise<ListPage<string>, ListQuery>(async ({ input }) => {
          asked.push(input);
          const all = pages.flat();
          const items = all.slice(input.page * input.pageSize, (input.page + 1) * input.pageSize);
          return { items, totalElements: all.length, totalPages: Math.ceil(all.length / input.pageSize) };
        }),
        act: fromPromise<unknown, { action: string }>(async ({ input }) => {
          pages[1] = pages[1]!.filter((item) => item !== input.action);
        }),
      },
    });
    const actor = createActor(list, { input: { pageSize: 2 } });
    running = actor;
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'user.page', page: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.query.page === 1);
    actor.send({ type: 'user.act', action: 'c' });
    actor.send({ type: 'user.confirm' });
    const end = await waitFor(actor, (snapshot) => snapshot.matches('ready') && asked.length === 4);
    // First page, second page, the second page again after the deletion (now empty), then the first.
    expect(asked.map((query) => query.page)).toEqual([0, 1, 1, 0]);
    expect(end.context.query.page).toBe(0);
    expect(end.context.page?.items).toEqual(['a', 'b']);
  });

  test('typing waits for a pause: three keystrokes, one request for the whole word', async () => {
    const fetchPage = pending<ListPage<unknown>, ListQuery>();
    const actor = createActor(machine.provide({ actors: { fetchPage: fetchPage.logic } }), { input });
    running = actor;
    actor.start();
    actor.send({ type: 'xstate.done.actor.fetchPage', output: rows } as never);
    for (const search of ['b', 'bo', 'boi']) {
      actor.send({ type: 'user.search', search });
      vi.advanceTimersByTime(200);
    }
    expect(fetchPage.inputs).toHaveLength(1);
    vi.advanceTimersByTime(300);
    expect(fetchPage.inputs).toEqual([
      { page: 0, pageSize: 2, search: '' },
      { page: 0, pageSize: 2, search: 'boi' },
    ]);
  });
});
