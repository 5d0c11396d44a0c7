// How a trigger rule reads a device's samples, oldest first: at each sample each condition is either an event (the
// band entered or left, the level crossed, the value moved beyond the deadband from where the rule last fired) or
// not, and holds a state (inside the band, on the level's side); AND fires on an event of one condition while the
// other's state holds, OR on an event of either. A firing within the throttling interval of the last delivered one
// is throttled: counted, its actions not run.
import { isJoin } from '../../src/platform/triggerRules';
import type { TriggerFiring, TriggerLeafPolicy, TriggerPolicy } from '../../src/platform/triggerTypes';

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

export interface Evaluation {
  samples: number;
  firings: TriggerFiring[];
}

export function evaluateTrigger(policy: TriggerPolicy, samples: readonly Sample[], throttlingMs: number): Evaluation {
  const firings: TriggerFiring[] = [];
  let previous: number | undefined;
  let reference = samples[0]?.[1] ?? 0;
  let delivered: number | undefined;
  for (const [at, value] of samples) {
    let fires: boolean;
    if (isJoin(policy)) {
      const [first, second] = policy.policies.map((leaf) => readLeaf(leaf, previous, value, reference)) as [LeafReading, LeafReading];
      fires = policy.type === 'OR' ? first.event || second.event : (first.event && second.state) || (second.event && first.state);
    } else {
      fires = readLeaf(policy, previous, value, reference).event;
    }
    if (fires) {
      const throttled = delivered !== undefined && at - delivered < throttlingMs;
      if (!throttled) delivered = at;
      firings.push({ at, value, throttled });
      reference = value;
    }
    previous = value;
  }
  return { samples: samples.length, firings };
}
