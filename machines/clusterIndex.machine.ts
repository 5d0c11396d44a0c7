// The clustering worker over a view's positions (src/kit/map/useClusters.ts provides it): each set of positions gets
// a worker of its own, handed out once it has indexed them. A worker is an actor of this machine, so it is closed
// when it is no longer wanted: newer positions asked for before it was ready, a newer worker ready, or the view gone
// (stopping the machine stops its workers). With `keepLast` the worker over the previous positions stays handed out
// until the next one is ready, so a map whose view reads new positions keeps its places meanwhile; without, it goes
// as soon as the positions change. A worker that cannot index is a fault of the portal, not of a service: the machine
// stops in `failed` with it (new positions try again), and the view throws it to its error boundary.
import { assign, enqueueActions, fromCallback, setup, type EventObject } from 'xstate';

/** What a worker actor sends its machine: ready with the index over its positions, or why it could not index them. */
export type IndexEvent<Index> = { type: 'index.ready'; index: Index } | { type: 'index.failed'; error: unknown };

export type ClusterIndexEvent<Positions, Index> = { type: 'positions.change'; positions: Positions } | IndexEvent<Index>;

interface ClusterIndexContext<Positions, Index> {
  keepLast: boolean;
  /** Workers started so far; the latest one's actor id is `index-<started>`. */
  started: number;
  /** The positions the latest worker indexes. */
  asked?: Positions;
  /** The worker handed out: its index, the positions it holds and its actor's id. */
  shown?: { positions: Positions; index: Index; worker: string };
  error?: unknown;
}

const workerId = (started: number) => `index-${started}`;

export function createClusterIndexMachine<Positions, Index>() {
  return setup({
    types: {} as {
      context: ClusterIndexContext<Positions, Index>;
      events: ClusterIndexEvent<Positions, Index>;
      input: { keepLast: boolean };
    },
    actors: {
      // Starts a worker over `input` and sends IndexEvent; its cleanup closes the worker.
      index: fromCallback<EventObject, Positions>(({ sendBack }) => sendBack({ type: 'index.failed', error: new Error('index must be provided by src/kit') })),
    },
    actions: {
      // A new worker for the positions asked; the latest one, unless it is the one handed out, is not wanted any more
      // (still indexing older positions, or failed), nor, without keepLast, the one handed out.
      start: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'positions.change') return;
        if (context.shown?.worker !== workerId(context.started)) enqueue.stopChild(workerId(context.started));
        if (!context.keepLast && context.shown !== undefined) {
          enqueue.stopChild(context.shown.worker);
          enqueue.assign({ shown: undefined });
        }
        const started = context.started + 1;
        enqueue.assign({ started, asked: event.positions, error: undefined });
        enqueue.spawnChild('index', { id: workerId(started), input: event.positions });
      }),
      // The latest worker is ready: it is handed out, and the one handed out before it closed.
      show: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'index.ready') return;
        if (context.shown !== undefined) enqueue.stopChild(context.shown.worker);
        enqueue.assign({ shown: { positions: context.asked as Positions, index: event.index, worker: workerId(context.started) } });
      }),
      fail: assign({ error: ({ event }) => (event.type === 'index.failed' ? event.error : undefined) }),
    },
  }).createMachine({
    id: 'clusterIndex',
    context: ({ input }) => ({ keepLast: input.keepLast, started: 0 }),
    initial: 'waiting',
    on: { 'positions.change': { target: '.indexing', actions: 'start' } },
    states: {
      waiting: {},
      indexing: {
        on: {
          'index.ready': { target: 'ready', actions: 'show' },
          'index.failed': { target: 'failed', actions: 'fail' },
        },
      },
      ready: {},
      failed: {},
    },
  });
}

/** The untyped instance, for diagrams and path tests; src/kit/map/useClusters.ts creates its own typed one. */
export const clusterIndexMachine = createClusterIndexMachine<unknown, unknown>();
