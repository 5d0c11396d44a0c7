// Reads sent before the step that needs their answer, so independent reads travel together instead of one after
// another (the guard chain's agreements, locale and theme; the organisation list and the requested organisation's
// sub-organisations). Each answer is taken once, by the step it was read for; a step that finds none reads itself.
export interface ReadAhead {
  /** Sends `read` now under `key`, replacing (and aborting) an answer of the same key nobody took. */
  start: (key: string, read: (signal: AbortSignal) => Promise<unknown>) => void;
  /** The answer read ahead under `key`, once; undefined when none was sent. */
  take: <T>(key: string) => Promise<T> | undefined;
  /** Aborts every read nobody took: the steps they were sent for will not run, or will read afresh. */
  clear: () => void;
}

export function createReadAhead(): ReadAhead {
  const pending = new Map<string, { answer: Promise<unknown>; controller: AbortController }>();
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
      pending.set(key, { answer, controller });
    },
    take: <T,>(key: string) => {
      const entry = pending.get(key);
      pending.delete(key);
      return entry?.answer as Promise<T> | undefined;
    },
    clear: () => [...pending.keys()].forEach(drop),
  };
}
