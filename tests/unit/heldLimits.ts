// The clock of a timeout cell. Every client of the portal is given `heldLimit`, an hour no answer of the sandbox
// comes near however busy the machine is, so no call but the held one can time out; the cell runs the held call's
// limit out itself, the moment every limit still pending belongs to a request the network edge holds. Waiting out a
// real limit of seconds made each cell slow, and a bet that the screen's other calls answer sooner.

/** The clients' time limit in a timeout cell: an odd figure, so no other timer of the portal is taken for one. */
export const heldLimit = 3_600_000 + 7;
/** The portal's time limits (config.json `timeouts`) in a timeout cell. */
export const heldTimeouts = { http: heldLimit, core: heldLimit, loginInfo: heldLimit, presets: heldLimit };

export interface HeldLimits {
  /** Stops watching and gives the timers back. */
  restore: () => void;
}

/**
 * Watches the timers of `heldLimit` from now on and fires every pending one as soon as their count equals `held()`,
 * the requests the edge holds unanswered (each has one limit pending: its call's). A call still on its way to the
 * edge or still reading its answer has a limit pending too, so nothing fires before it is through.
 */
export function runOutHeldLimits(held: () => number): HeldLimits {
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stopEvery } = globalThis;
  const pending = new Map<ReturnType<typeof setTimeout>, () => void>();
  globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = set(handler, ms, ...args);
    if (ms === heldLimit) pending.set(timer, () => handler(...args));
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer: ReturnType<typeof setTimeout>) => {
    pending.delete(timer);
    clear(timer);
  }) as typeof clearTimeout;
  const watch = every(() => {
    if (held() === 0 || pending.size !== held()) return;
    for (const [timer, fire] of [...pending]) {
      pending.delete(timer);
      clear(timer);
      fire();
    }
  }, 10);
  return {
    restore: () => {
      stopEvery(watch);
      globalThis.setTimeout = set;
      globalThis.clearTimeout = clear;
    },
  };
}

