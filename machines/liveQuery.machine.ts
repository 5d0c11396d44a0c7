// A query whose answer stays fresh on screen: fetched at start and whenever the query changes, fetched again every
// poll interval and on demand (after the person changed something), so a live list such as the alarms needs no
// reload. Typing can let the query settle before it is fetched. The last answer stays on screen while a newer one is
// on its way; a failed poll keeps it and says so.
//
// While the person works on what is shown (e.g. has selected rows), the view may hold it: a poll's answer is then
// kept aside as `pending` instead of replacing what is on screen, until the view shows it (`query.show`) or lets go
// (`query.release`). What the person asks for (a new query, a refresh after their action) is shown at once.
//
// Effects the app provides (machine.provide):
//   actors.fetch        fromPromise<Data, { query }>   reads the answer (pass `signal`: a newer query aborts the older)
//   actors.changes      fromCallback                   optional: sends `query.refresh` when what the answer shows was
//                                                      changed elsewhere (the alarm screen's actions); by default never
//   delays.pollInterval how often the answer is fetched again
import { and, assign, fromCallback, or, setup, stateIn } from 'xstate';
import { notProvided } from './notProvided';

export interface LiveQueryContext<Query, Data> {
  query: Query;
  /** The last answer; during `loading` it may belong to the previous query. */
  data?: Data;
  /** Why the current query could not be answered (state `failed`). */
  error?: unknown;
  /** Why the last refresh failed while `data` stayed on screen; cleared by the next answer. */
  refreshError?: unknown;
  /** Poll answers wait in `pending` instead of replacing `data`. */
  held: boolean;
  /** The newest poll's answer while held, not shown yet. */
  pending?: Data;
}

export type LiveQueryEvent<Query> =
  /** `settle`: more changes are likely to follow (typing), so wait a moment before fetching. */
  | { type: 'query.change'; query: Query; settle?: boolean }
  | { type: 'query.refresh' }
  | { type: 'query.retry' }
  /** Keep what is on screen: poll answers wait (the person works on the rows shown). */
  | { type: 'query.hold' }
  /** Show the waiting answer and stop holding. */
  | { type: 'query.release' }
  /** Show the waiting answer and keep holding. */
  | { type: 'query.show' };

/** Typing pause before a text query is fetched. */
export const querySettleDelay = 300;

/** The poll of a query whose answer changes only with the query (a search, a local index): a day, never in practice. */
export const unchangingAnswerPollInterval = 24 * 3_600_000;

export function createLiveQueryMachine<Query, Data>(id: string) {
  return setup({
    types: {} as {
      context: LiveQueryContext<Query, Data>;
      events: LiveQueryEvent<Query>;
      input: { query: Query };
    },
    actors: {
      fetch: notProvided<Data, { query: Query }>('fetch'),
      changes: fromCallback(() => {}),
    },
    actions: {
      showPending: assign(({ context }) => (context.pending === undefined ? {} : { data: context.pending, pending: undefined })),
    },
    guards: {
      settles: ({ event }) => event.type === 'query.change' && event.settle === true,
      // Something is on screen while a newer answer is read (asked for, or the poll's).
      refreshing: or([stateIn({ fetching: 'refreshing' }), stateIn({ fetching: 'polling' })]),
      // A poll's answer while the view holds what it shows.
      heldPoll: and([stateIn({ fetching: 'polling' }), ({ context }) => context.held]),
    },
    delays: {
      pollInterval: 10_000,
      // Typing: one request per pause rather than one per keystroke.
      querySettleDelay,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ query: input.query, held: false }),
    initial: 'fetching',
    // Told of changes made elsewhere for as long as the query lives.
    invoke: { id: 'changes', src: 'changes' },
    on: {
      // A new query restarts whatever is under way; a fetch of the old one is aborted. Its answer is shown even
      // while held: the person asked for it.
      'query.change': [
        { guard: 'settles', target: '.settling', reenter: true, actions: assign({ query: ({ event }) => event.query, pending: undefined }) },
        { target: '.fetching', reenter: true, actions: assign({ query: ({ event }) => event.query, pending: undefined }) },
      ],
      'query.hold': { actions: assign({ held: true }) },
      'query.release': { actions: ['showPending', assign({ held: false })] },
      'query.show': { actions: 'showPending' },
    },
    states: {
      // Waiting for the typing to pause.
      settling: {
        after: { querySettleDelay: 'fetching' },
      },
      // One fetch of the current query at a time. Whether the last answer stays on screen meanwhile is the child
      // state: a first answer (loading) or a newer one, asked for (refreshing) or the poll's (polling).
      fetching: {
        initial: 'loading',
        invoke: {
          id: 'fetch',
          src: 'fetch',
          input: ({ context }) => ({ query: context.query }),
          onDone: [
            // The person works on what is shown: the poll's answer waits until they ask for it.
            { guard: 'heldPoll', target: 'ready', actions: assign({ pending: ({ event }) => event.output, refreshError: undefined }) },
            {
              target: 'ready',
              actions: assign({ data: ({ event }) => event.output, pending: undefined, error: undefined, refreshError: undefined }),
            },
          ],
          onError: [
            // A failed refresh keeps the last answer on screen and says so.
            { guard: 'refreshing', target: 'ready', actions: assign({ refreshError: ({ event }) => event.error }) },
            { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          ],
        },
        // A refresh asked for during a fetch must not get an answer read before it (an action just changed the
        // data), so the fetch starts over.
        on: {
          'query.refresh': [
            { guard: 'refreshing', target: '.refreshing', reenter: true },
            { target: '.loading', reenter: true },
          ],
        },
        states: {
          // The current query has no answer yet; the one on screen may belong to the previous query.
          loading: {},
          // The last answer stays on screen while a newer one, asked for, is read.
          refreshing: {},
          // The last answer stays on screen while the poll reads a newer one.
          polling: {},
        },
      },
      // The answer is on screen; it is fetched again after the poll interval or when asked.
      ready: {
        after: { pollInterval: 'fetching.polling' },
        on: { 'query.refresh': 'fetching.refreshing' },
      },
      // The query has no answer; it is tried again by the person or at the next poll.
      failed: {
        after: { pollInterval: 'fetching' },
        on: { 'query.retry': 'fetching', 'query.refresh': 'fetching' },
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests; the app creates typed ones. */
export const liveQueryMachine = createLiveQueryMachine<unknown, unknown>('liveQuery');

export type LiveQueryStage = 'settling' | 'loading' | 'ready' | 'refreshing' | 'failed';

/** Narrow reads for the views. */
type Snapshot<Query, Data> = { value: unknown; context: LiveQueryContext<Query, Data> };
export const selectQueryStage = (snapshot: { value: unknown }): LiveQueryStage => {
  if (typeof snapshot.value === 'string') return snapshot.value as LiveQueryStage;
  const child = (snapshot.value as { fetching: LiveQueryStage | 'polling' }).fetching;
  // Whoever started it, a newer answer is on its way with the last one on screen.
  return child === 'polling' ? 'refreshing' : child;
};
export const selectQuery = <Query>(snapshot: Snapshot<Query, unknown>) => snapshot.context.query;
export const selectAnswer = <Data>(snapshot: Snapshot<unknown, Data>) => snapshot.context.data;
export const selectQueryError = (snapshot: Snapshot<unknown, unknown>) => snapshot.context.error;
export const selectRefreshError = (snapshot: Snapshot<unknown, unknown>) => snapshot.context.refreshError;
/** A poll's answer kept aside while the view holds what it shows. */
export const selectPendingAnswer = <Data>(snapshot: Snapshot<unknown, Data>) => snapshot.context.pending;
