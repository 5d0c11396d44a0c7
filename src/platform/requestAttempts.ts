// One request id per attempt of a person's action (src/platform/requestIds.ts says the rule): the flows that write
// send through a keeper made here. Loaded with the sections' flows, never in the entry.
//
// A service that accepts the request id answers a repeated one from its record of the first request; the facts show
// no service that does (config `idempotentServices`). So a write that names how it is read back, sent again after an
// answer that was lost (a timeout, a network error, a 5xx: the service may have applied it), first reads back: what
// it meant to make or leave is there, and the attempt is done without sending it again (docs/decisions.md "Writes
// and retries").
import type { ServiceName } from './endpoints';
import { isPlatformError } from './errors';
import { type RequestId, newRequestId, requestPart } from './requestIds';

/** One write of an attempt, and how to tell whether the service already holds it. */
export interface Write<T> {
  /** The service written to: one that accepts request ids answers a repeat itself and is not read back. */
  service: ServiceName;
  /** Sends the write; `repeat`: sent again after a lost answer, under the same id, to a service that answers repeats. */
  send(requestId: RequestId, repeat: boolean): Promise<T>;
  /** What the service holds now, when it is what the write meant (created, changed, gone); undefined when it is not. */
  readBack(): Promise<T | undefined>;
}

/** One attempt of a person's action, sent once or again after a failure. */
export interface Attempt {
  readonly requestId: RequestId;
  /** A value the attempt's calls depend on, worked out once per attempt: a retry gets the first one back. */
  once<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * `write` sent once per attempt (under the attempt's id, or its `part` of a write of several calls). Sent again
   * after its answer was lost, it is read back first, or repeated under the same id where the service accepts ids.
   */
  write<T>(write: Write<T>, part?: string): Promise<T>;
}

/** A failure after which the service may have applied the write: no answer, or one that says nothing of it. */
export function outcomeUnknown(error: unknown): boolean {
  return isPlatformError(error) && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'server' || error.kind === 'malformed');
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
export function requestAttempts(idempotentServices: readonly ServiceName[] = []): SendAttempt {
  let last: { request: unknown; requestId: RequestId; kept: Map<string, Promise<unknown>>; lost: Set<string> } | undefined;
  return async function send<T>(request: unknown, call: (attempt: Attempt) => Promise<T>): Promise<T> {
    const current =
      last !== undefined && sameRequest(last.request, request) ? last : { request, requestId: newRequestId(), kept: new Map(), lost: new Set<string>() };
    last = current;
    const attempt: Attempt = {
      requestId: current.requestId,
      write<V>({ service, send: sendWrite, readBack }: Write<V>, part?: string): Promise<V> {
        const requestId = part === undefined ? current.requestId : requestPart(current.requestId, part);
        return attempt.once(`write ${requestId}`, async () => {
          const lost = current.lost.has(requestId);
          const answersRepeats = idempotentServices.includes(service);
          if (lost && !answersRepeats) {
            const found = await readBack();
            if (found !== undefined) {
              current.lost.delete(requestId);
              return found;
            }
          }
          try {
            const written = await sendWrite(requestId, lost && answersRepeats);
            current.lost.delete(requestId);
            return written;
          } catch (error) {
            // A refusal says this send was not applied, not that the lost one was not: the doubt stays until a success.
            if (outcomeUnknown(error)) current.lost.add(requestId);
            throw error;
          }
        });
      },
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
