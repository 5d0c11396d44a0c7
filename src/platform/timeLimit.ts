// A call's time limit as a signal. Not `AbortSignal.timeout`: Node's timer holds that signal only weakly (see
// whatwg/dom#1032), and `AbortSignal.any` holds its sources weakly too, so the collector may take it mid-call and the
// call then never times out. Here the timer holds the controller until it fires or the call ends.

export interface TimeLimit {
  signal: AbortSignal;
  /** Ends the limit once the call settled: the timer and the listener on the caller's signal go. */
  release: () => void;
}

/** Aborts with a `TimeoutError` after `ms`, or with the caller's reason when `signal` aborts first. */
export function timeLimit(ms: number, signal?: AbortSignal): TimeLimit {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}
