// Reads sent before the step that needs their answer, so independent reads travel together instead of one after
// another (the guard chain's agreements, locale and theme; the organisation list and the requested organisation's
// sub-organisations; what the dashboards landing knows its viewer will read). Each answer is taken once, by the step
// it was read for, and only while younger than `maxAgeMs`; a step that finds none reads itself.
export interface ReadAhead {
  /** Sends `read` now under `key`, replacing (and aborting) an answer of the same key nobody took. */
  start: (key: string, read: (signal: AbortSignal) => Promise<unknown>) => void;
  /** The answer read ahead under `key`, once; undefined when none was sent. */
  take: <T>(key: string) => Promise<T> | undefined;
  /** Aborts every read nobody took: the steps they were sent for will not run, or will read afresh. */
  clear: () => void;
}

export function createReadAhead(maxAgeMs = Infinity): ReadAhead {
  const pending = new Map<string, { answer: Promise<unknown>; controller: AbortController; sentAt: number }>();
  const drop = (key: string) => {
    pending.get(key)?.controller.abort();
    pending.delete(key);
  };
  return {
    start: (key, read) => {
      drop(key);
      const controller = new AbortController();
      const answer = read(controller.signal);
      // An answer nobody takes must not surface as an unhandled rejection; the step that takes it sees the failure.
      answer.catch(() => {});
      pending.set(key, { answer, controller, sentAt: Date.now() });
    },
    take: <T,>(key: string) => {
      const entry = pending.get(key);
      const fresh = entry !== undefined && Date.now() - entry.sentAt <= maxAgeMs;
      // A stale answer is dropped: what it says may have changed since.
      if (fresh) pending.delete(key);
      else drop(key);
      return fresh ? (entry.answer as Promise<T>) : undefined;
    },
    clear: () => [...pending.keys()].forEach(drop),
  };
}
