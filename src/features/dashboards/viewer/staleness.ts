// When a live value on screen has stopped updating: the live query's last refresh failed (it keeps the last answer on
// screen, machines/liveQuery.machine.ts refreshError), or the newest sample a widget shows is older than a few
// refresh intervals (the device stopped sending). Such a value is drawn dimmed with the time it was read.
import { liveValueInterval } from '../../../../machines/constants';
import { sampleKey, type Binding, type LiveSamples } from './liveSources';

/** Five missed refreshes: one late answer is not yet news, five are. */
export const staleAfterMs = 5 * liveValueInterval;

export interface LiveState {
  data?: LiveSamples;
  /** The query failed outright, or its last refresh did. */
  failing: boolean;
}

/**
 * The time of the oldest of the newest samples a widget shows, when that is stale at `now`; undefined while the
 * widget is fresh or shows nothing yet.
 */
export function staleSince(bindings: ReadonlyMap<string, Binding> | undefined, live: LiveState, now: number): number | undefined {
  if (!bindings || bindings.size === 0) return undefined;
  let oldest: number | undefined;
  for (const { deviceId, modelPath } of bindings.values()) {
    const newest = live.data?.get(sampleKey(deviceId, modelPath))?.at(-1)?.[0];
    if (newest !== undefined && (oldest === undefined || newest < oldest)) oldest = newest;
  }
  if (oldest === undefined) return undefined;
  return live.failing || now - oldest > staleAfterMs ? oldest : undefined;
}
