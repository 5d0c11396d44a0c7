// A list read a page at a time from a service, searched, sorted, narrowed and acted on row by row: the notification
// rules (switch one on or off, delete one), the failed deliveries, the dashboards and flows. Typing in the search box
// waits a moment before asking the service, so a word typed quickly costs one request; a new page, search, order or
// subset while one is loading replaces it (the old request is aborted). A destructive action waits for the person's confirmation; while an action runs, no
// other starts, so a double click never sends twice. After an action the page is read again.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

export interface ListSort {
  /** A field the service orders by. */
  by: string;
  dir: 'asc' | 'desc';
}

export interface ListQuery {
  /** 0-based. */
  page: number;
  pageSize: number;
  search: string;
  /** Absent: the service's own order. */
  sort?: ListSort;
  /** A named subset of the list, e.g. the dashboards shared with me; absent: all of it. */
  filter?: string;
}

/** What the list shows of a service's page, whatever its envelope. */
export interface ListPage<Item> {
  items: Item[];
  totalElements: number;
  totalPages: number;
}

interface PagedListContext<Item, Action> {
  query: ListQuery;
  page?: ListPage<Item>;
  error?: unknown;
  /** The action awaiting confirmation or under way. */
  pending?: Action;
  /** Why the last action failed; cleared by the next action or page. */
  actionError?: unknown;
}

export type PagedListEvent<Action> =
  | { type: 'user.page'; page: number }
  | { type: 'user.search'; search: string }
  | { type: 'user.sort'; sort: ListSort }
  | { type: 'user.filter'; filter: string }
  | { type: 'user.pageSize'; pageSize: number }
  | { type: 'user.reload' }
  | { type: 'user.act'; action: Action }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' };

function changedQuery(query: ListQuery, event: PagedListEvent<unknown>): ListQuery {
  switch (event.type) {
    case 'user.page':
      return { ...query, page: event.page };
    case 'user.search':
      return { ...query, page: 0, search: event.search };
    case 'user.sort':
      return { ...query, page: 0, sort: event.sort };
    case 'user.filter':
      return { ...query, page: 0, filter: event.filter };
    case 'user.pageSize':
      return { ...query, page: 0, pageSize: event.pageSize };
    default:
      return query;
  }
}

export function createPagedListMachine<Item, Action>(id: string) {
  // What a person asks of the list, the same wherever they ask it: a search waits for the typing to pause, another
  // order, subset, page size or page is read at once (a request under way for the old one is dropped).
  const search = { target: `#${id}.debouncing`, reenter: true, actions: 'changeQuery' } as const;
  const reread = { target: `#${id}.loading`, reenter: true, actions: 'changeQuery' } as const;
  const listChanges = { 'user.search': search, 'user.sort': reread, 'user.filter': reread, 'user.pageSize': reread } as const;

  return setup({
    types: {} as {
      context: PagedListContext<Item, Action>;
      events: PagedListEvent<Action>;
      input: { pageSize: number; sort?: ListSort; filter?: string };
    },
    actors: {
      fetchPage: notProvided<ListPage<Item>, ListQuery>('fetchPage'),
      act: notProvided<unknown, { action: Action }>('act'),
    },
    actions: {
      // A new search, order, subset or page size is another list and starts from its first page; a new page keeps
      // the rest.
      // Each clears the last action's failure.
      changeQuery: assign({
        query: ({ context, event }) => changedQuery(context.query, event),
        actionError: undefined,
      }),
    },
    guards: {
      /** Which actions are destructive is the caller's to say (e.g. deleting, not switching on). */
      needsConfirmation: (_, _params: { action: Action }) => true,
      /** The page asked for no longer exists, e.g. its last row was deleted: show the last one that does. */
      pastLastPage: ({ context }, { page }: { page: ListPage<Item> }) => page.items.length === 0 && context.query.page > 0,
    },
    delays: {
      // Long enough to let a word be typed, short enough to feel immediate.
      searchDebounce: 300,
    },
  }).createMachine({
    id,
    context: ({ input: { pageSize, sort, filter } }) => ({
      query: { page: 0, pageSize, search: '', ...(sort ? { sort } : {}), ...(filter === undefined ? {} : { filter }) },
    }),
    initial: 'loading',
    states: {
      // Waiting for the person to stop typing; each keystroke starts the wait again.
      debouncing: {
        after: { searchDebounce: 'loading' },
        on: listChanges,
      },
      loading: {
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => context.query,
          onDone: [
            {
              guard: { type: 'pastLastPage', params: ({ event }: { event: { output: ListPage<Item> } }) => ({ page: event.output }) },
              target: 'loading',
              reenter: true,
              actions: assign({
                query: ({ context, event }) => ({ ...context.query, page: Math.max(0, event.output.totalPages - 1) }),
              }),
            },
            { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: undefined }) },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
        on: { ...listChanges, 'user.page': reread },
      },
      // The page could not be read: the person may try again or search for something else.
      failed: {
        on: { ...listChanges, 'user.reload': 'loading' },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              ...listChanges,
              'user.page': reread,
              'user.reload': `#${id}.loading`,
              'user.act': [
                {
                  guard: { type: 'needsConfirmation', params: ({ event }) => ({ action: event.action }) },
                  target: 'confirming',
                  actions: assign({ pending: ({ event }) => event.action, actionError: undefined }),
                },
                { target: 'acting', actions: assign({ pending: ({ event }) => event.action, actionError: undefined }) },
              ],
            },
          },
          confirming: {
            on: {
              'user.confirm': 'acting',
              'user.cancel': { target: 'idle', actions: assign({ pending: undefined }) },
            },
          },
          acting: {
            invoke: {
              id: 'act',
              src: 'act',
              input: ({ context }) => ({ action: context.pending as Action }),
              onDone: { target: `#${id}.loading`, actions: assign({ pending: undefined }) },
              // The page is still what the service holds, so it stays on screen with the reason beside it.
              onError: { target: 'idle', actions: assign({ pending: undefined, actionError: ({ event }) => event.error }) },
            },
          },
        },
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests; screens create their own typed one. */
export const pagedListMachine = createPagedListMachine<unknown, unknown>('pagedList');

/** `loading` covers the wait after typing too: either way the rows on screen are about to change. */
export type PagedListStage = 'loading' | 'failed' | 'ready';
/** What happens to a row action: none under way, waiting for confirmation, or running. */
export type RowActionStage = 'idle' | 'confirming' | 'acting';

type ListSnapshot<Item, Action> = { value: unknown; context: PagedListContext<Item, Action> };

/** Narrow reads for the screens that show one of these lists. */
export const selectListStage = (snapshot: { value: unknown }): PagedListStage =>
  typeof snapshot.value === 'object' ? 'ready' : snapshot.value === 'failed' ? 'failed' : 'loading';
export const selectRowActionStage = (snapshot: { value: unknown }): RowActionStage | undefined =>
  typeof snapshot.value === 'object' && snapshot.value !== null ? (snapshot.value as { ready: RowActionStage }).ready : undefined;
export const selectListPage = <Item, Action>(snapshot: ListSnapshot<Item, Action>) => snapshot.context.page;
export const selectListQuery = <Item, Action>(snapshot: ListSnapshot<Item, Action>) => snapshot.context.query;
export const selectListError = <Item, Action>(snapshot: ListSnapshot<Item, Action>) => snapshot.context.error;
export const selectPendingAction = <Item, Action>(snapshot: ListSnapshot<Item, Action>) => snapshot.context.pending;
export const selectActionError = <Item, Action>(snapshot: ListSnapshot<Item, Action>) => snapshot.context.actionError;
