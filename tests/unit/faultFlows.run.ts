// What the flow-level fault matrix (./faultFlows.test.ts) needs to drive a flow as its screen does: start its actor,
// wait for the state a person acts in, and read the error the flow yields.
import { createActor, waitFor, type AnyActorLogic, type AnyActorRef, type InputFrom } from 'xstate';
import { isPlatformError } from '../../src/platform/errors';

/** The flow's actor, started with the input its screen gives it. */
export function started<Logic extends AnyActorLogic>(logic: Logic, input?: InputFrom<Logic>): AnyActorRef {
  return createActor(logic, { input }).start();
}

const stateOf = (actor: AnyActorRef) => actor.getSnapshot() as { value: unknown; status: string; matches: (state: unknown) => boolean };

/** Resolves once the actor is in `state` (a person's next action waits for it: a form loaded, a list shown). */
export async function reached(actor: AnyActorRef, state: unknown): Promise<void> {
  await waitFor(actor, () => stateOf(actor).matches(state));
}

/** Sends the events in order, each once the actor is in the state given with it. */
export async function act(actor: AnyActorRef, ...steps: [state: unknown, event: { type: string; [key: string]: unknown }][]): Promise<AnyActorRef> {
  for (const [state, event] of steps) {
    await reached(actor, state);
    actor.send(event);
  }
  return actor;
}

/** The first PlatformError in a snapshot: the actor's own error, or one its context holds (a few levels deep, or as a cause). */
function platformErrorIn(value: unknown, depth = 0): unknown {
  if (isPlatformError(value)) return value;
  if (value instanceof Error && value.cause !== undefined) return platformErrorIn(value.cause, depth + 1);
  if (depth > 3 || typeof value !== 'object' || value === null || value instanceof Date) return undefined;
  for (const item of Object.values(value)) {
    const found = platformErrorIn(item, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function errorOf(actor: AnyActorRef): unknown {
  const snapshot = actor.getSnapshot() as { status: string; error?: unknown; context?: unknown };
  return snapshot.status === 'error' ? (platformErrorIn(snapshot.error) ?? snapshot.error) : platformErrorIn(snapshot.context);
}

/** The error the flow yields: once it failed or holds an error in its context. */
export async function yielded(actor: AnyActorRef): Promise<unknown> {
  await waitFor(actor, () => errorOf(actor) !== undefined);
  return errorOf(actor);
}

/** A paged list as its screen opens it. */
export const listed = (logic: AnyActorLogic, input: Record<string, unknown> = {}) => started(logic, { pageSize: 20, ...input });

/** The row of a paged list a person acts on, once the list shows it. */
export async function rowOf<Item>(list: AnyActorRef, pick: (item: Item) => boolean): Promise<Item> {
  await reached(list, { ready: 'idle' });
  const { page } = list.getSnapshot().context as { page?: { items: Item[] } };
  const found = page?.items.find(pick);
  if (found === undefined) throw new Error(`the list shows no such row: ${JSON.stringify(page?.items)}`);
  return found;
}

/** A person's action on a row of a paged list, confirmed where the list asks. */
export async function actOnRow<Item>(list: AnyActorRef, pick: (item: Item) => boolean, action: (item: Item) => object, confirm = true): Promise<AnyActorRef> {
  const row = await rowOf(list, pick);
  list.send({ type: 'user.act', action: action(row) });
  if (confirm) await act(list, [{ ready: 'confirming' }, { type: 'user.confirm' }]);
  return list;
}

/** A load-and-submit form (machines/loadAndSubmit.machine.ts) loaded and sent with `draft`. */
export const submitted = (logic: AnyActorLogic, draft: unknown) => act(started(logic), ['editing', { type: 'user.submit', draft }]);
