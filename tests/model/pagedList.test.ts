// Path tests for machines/pagedList.machine.ts (the notification rules, the failed deliveries, the dashboards and
// flows): pages, a debounced search, an order and a subset asked for at once, row actions of which the destructive ones wait for confirmation, and a reload after each.
// Every path runs on a real actor whose `fetchPage` and `act` never settle: the path's `xstate.done.actor.*` and
// `xstate.error.actor.*` events are sent to it as the runtime would deliver them; fake timers keep the real
// debounce from firing between steps, and the model's timer event is sent instead.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPagedListMachine, pagedListMachine, type ListPage, type ListQuery } from '../../machines/pagedList.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
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
});

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
    await runPath(actor, path, {
      // What the person chose is what the service is asked for: a search from its first page, a page as chosen.
      'xstate.after.searchDebounce.pagedList.debouncing': (event) => {
        send(event);
        expect(fetchPage.inputs.at(-1)).toEqual({ page: 0, pageSize: 2, search: 'boiler' });
      },
      // Another order or subset starts from the first page; never while a row action waits or runs.
      'user.sort': (event) => {
        const before = fetchPage.inputs.length;
        const busy = actor.getSnapshot().matches({ ready: 'confirming' }) || actor.getSnapshot().matches({ ready: 'acting' });
        send(event);
        if (busy) expect(fetchPage.inputs).toHaveLength(before);
        else expect(fetchPage.inputs.at(-1)).toMatchObject({ page: 0, sort: { by: 'updatedAt', dir: 'desc' } });
      },
      'user.filter': (event) => {
        const before = fetchPage.inputs.length;
        const busy = actor.getSnapshot().matches({ ready: 'confirming' }) || actor.getSnapshot().matches({ ready: 'acting' });
        send(event);
        if (busy) expect(fetchPage.inputs).toHaveLength(before);
        else expect(fetchPage.inputs.at(-1)).toMatchObject({ page: 0, filter: 'MINE' });
      },
      'user.page': (event) => {
        const before = fetchPage.inputs.length;
        send(event);
        if (fetchPage.inputs.length > before) expect(fetchPage.inputs.at(-1)?.page).toBe(1);
      },
      // A deletion waits for the confirmation; a switch runs at once.
      'user.act': (event) => {
        const before = act.inputs.length;
        send(event);
        if ((event.action as Action).kind === 'delete') expect(act.inputs).toHaveLength(before);
        else if (act.inputs.length > before) expect(act.inputs.at(-1)).toEqual({ action: toggle });
      },
      'user.confirm': (event) => {
        send(event);
        expect(act.inputs.at(-1)).toEqual({ action: remove });
      },
      // A finished action reads the page again, the same page.
      'xstate.done.actor.act': (event) => {
        const query = actor.getSnapshot().context.query;
        send(event);
        expect(fetchPage.inputs.at(-1)).toEqual(query);
      },
    });
    const end = actor.getSnapshot();

    // The first request asks for the first page of everything, with the caller's page size.
    expect(fetchPage.inputs[0]).toEqual({ page: 0, pageSize: 2, search: '' });
    // Each action ran once: deletions only when confirmed.
    const actions = act.inputs.map(({ action }) => action as Action);
    expect(actions.filter((action) => action.kind === 'delete')).toHaveLength(count(path.events, 'user.confirm'));

    if (end.matches('failed')) expect(end.context.error).toBe(loadDown);
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
