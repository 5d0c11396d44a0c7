// How a trigger rule reads a device's samples, oldest first: at each sample each condition is either an event (the
// band entered or left, the level crossed, the value moved beyond the deadband from where the rule last fired) or
// not, and holds a state (inside the band, on the level's side); AND fires on an event of one condition while the
// other's state holds, OR on an event of either; PASSTHROUGH fires on every sample. A firing within the throttling
// interval of the last delivered one is throttled: counted, its actions not run. A CONNECTION rule reads the
// device's connection changes instead (`evaluateConnection`).
import { isJoin } from '../../src/platform/triggerRules';
import type { TriggerConnection, TriggerFiring, TriggerLeafPolicy, TriggerPolicy } from '../../src/platform/triggerTypes';

type Sample = readonly [number, number];

interface LeafReading {
  event: boolean;
  state: boolean;
}

function readLeaf(policy: TriggerLeafPolicy, previous: number | undefined, value: number, reference: number): LeafReading {
  switch (policy.type) {
    case 'ANALOG_BAND': {
      const inside = (candidate: number) => candidate >= policy.low && candidate <= policy.high;
      const state = inside(value) === policy.inside;
      return { state, event: previous !== undefined && state && inside(previous) !== policy.inside };
    }
    case 'ON_LEVEL': {
      const state = policy.rising ? value >= policy.level : value <= policy.level;
      const crossed = previous !== undefined && (policy.rising ? previous < policy.level : previous > policy.level);
      return { state, event: state && crossed };
    }
    case 'ON_CHANGED': {
      const moved = Math.abs(value - reference);
      const limit = policy.percent ? (Math.abs(reference) * policy.deadband) / 100 : policy.deadband;
      return { state: moved > limit, event: moved > limit };
    }
  }
}

/** A firing of one device's reading (the handlers name the device). */
export type Firing = Omit<TriggerFiring, 'deviceId'>;

export interface Evaluation {
  samples: number;
  firings: Firing[];
}

/** Marks each firing throttled when it comes within `throttlingMs` of the last delivered one. */
function throttle(firings: readonly { at: number; value: number }[], throttlingMs: number): Firing[] {
  let delivered: number | undefined;
  return firings.map(({ at, value }) => {
    const throttled = delivered !== undefined && at - delivered < throttlingMs;
    if (!throttled) delivered = at;
    return { at, value, throttled };
  });
}

export function evaluateTrigger(policy: Exclude<TriggerPolicy, TriggerConnection>, samples: readonly Sample[], throttlingMs: number): Evaluation {
  const firings: { at: number; value: number }[] = [];
  let previous: number | undefined;
  let reference = samples[0]?.[1] ?? 0;
  for (const [at, value] of samples) {
    let fires: boolean;
    if (policy.type === 'PASSTHROUGH') {
      fires = true;
    } else if (isJoin(policy)) {
      const [first, second] = policy.policies.map((leaf) => readLeaf(leaf, previous, value, reference)) as [LeafReading, LeafReading];
      fires = policy.type === 'OR' ? first.event || second.event : (first.event && second.state) || (second.event && first.state);
    } else {
      fires = readLeaf(policy, previous, value, reference).event;
    }
    if (fires) {
      firings.push({ at, value });
      reference = value;
    }
    previous = value;
  }
  return { samples: samples.length, firings: throttle(firings, throttlingMs) };
}

/**
 * A CONNECTION rule over [since, to]: the connection's state at `since` (`connectedAtStart`) and its changes after,
 * oldest first. It fires once per stretch in the watched state, when the stretch has lasted `durationInMSec`
 * (counted from `since` for a stretch that began before the rule was reading) and only if that moment is within
 * the range; a firing's value is 1 for on, 0 for off. `samples` counts the changes read.
 */
export function evaluateConnection(
  policy: TriggerConnection,
  connectedAtStart: boolean,
  changes: readonly (readonly [number, boolean])[],
  since: number,
  to: number,
  throttlingMs: number,
): Evaluation {
  const firings: { at: number; value: number }[] = [];
  const stretches: [number, boolean, number][] = [];
  let start = since;
  let state = connectedAtStart;
  for (const [at, connected] of changes) {
    if (connected === state) continue;
    stretches.push([start, state, at]);
    start = at;
    state = connected;
  }
  stretches.push([start, state, Number.POSITIVE_INFINITY]);
  for (const [begin, connected, end] of stretches) {
    const at = begin + policy.durationInMSec;
    if (connected === policy.connected && at < end && at <= to) firings.push({ at, value: connected ? 1 : 0 });
  }
  return { samples: changes.length, firings: throttle(firings, throttlingMs) };
}
