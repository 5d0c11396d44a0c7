// One request id per attempt of a person's action (src/platform/requestIds.ts says the rule): the flows that write
// send through a keeper made here. Loaded with the sections' flows, never in the entry.
import { newRequestId } from './requestIds';

/** One attempt of a person's action, sent once or again after a failure. */
export interface Attempt {
  readonly requestId: string;
  /** A value the attempt's calls depend on, worked out once per attempt: a retry gets the first one back. */
  once<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** The same request: equal data, and the very same files (a file is compared by identity, not by name). */
export function sameRequest(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (typeof Blob !== 'undefined' && (left instanceof Blob || right instanceof Blob)) return false;
  if (left instanceof Date || right instanceof Date) {
    return left instanceof Date && right instanceof Date && left.getTime() === right.getTime();
  }
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left).filter((key) => (left as Record<string, unknown>)[key] !== undefined);
  const rightKeys = Object.keys(right).filter((key) => (right as Record<string, unknown>)[key] !== undefined);
  if (leftKeys.length !== rightKeys.length) return false;
  return leftKeys.every(
    (key) => Object.hasOwn(right, key) && sameRequest((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
  );
}

export type SendAttempt = <T>(request: unknown, send: (attempt: Attempt) => Promise<T>) => Promise<T>;

/**
 * Keeps one request id per attempt of a person's action. `send(request, call)` runs `call` under the id of the last
 * attempt when `request` is the same request that attempt sent and no success has been seen since (the person
 * sends it again after a failure: the service answers a part it already applied from its record); otherwise under
 * a new id. A flow holds one keeper per thing it writes (a dialog, a list, an editor); whether two sends are one
 * attempt depends only on what they send, so a keeper shared by actors stays correct.
 */
export function requestAttempts(): SendAttempt {
  let last: { request: unknown; requestId: string; kept: Map<string, Promise<unknown>> } | undefined;
  return async function send<T>(request: unknown, call: (attempt: Attempt) => Promise<T>): Promise<T> {
    const current = last !== undefined && sameRequest(last.request, request) ? last : { request, requestId: newRequestId(), kept: new Map() };
    last = current;
    const attempt: Attempt = {
      requestId: current.requestId,
      once<V>(name: string, work: () => Promise<V>): Promise<V> {
        const known = current.kept.get(name);
        if (known !== undefined) return known as Promise<V>;
        const value = work();
        current.kept.set(name, value);
        // A value that could not be worked out is worked out again by the retry.
        value.catch(() => {
          if (current.kept.get(name) === value) current.kept.delete(name);
        });
        return value;
      },
    };
    const result = await call(attempt);
    // Done: the same request sent from now on is a new action.
    if (last === current) last = undefined;
    return result;
  };
}
