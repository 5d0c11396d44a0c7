// The trigger manager's shapes (facts "Apps, audit, triggers": trigger policies and actions), as far as the portal
// builds them: a rule watches one tag of one device, fires on its policy (a band, a change beyond a deadband, a level
// crossed, or two of those joined by AND or OR; every sample, PASSTHROUGH; or the device's IoT or VPN connection on
// or off for at least a time, CONNECTION, which watches no tag), runs its actions at most once per throttling
// interval, and counts what came in, what went out and what throttling held back.

export type TriggerLeafPolicy =
  /** Fires when the value enters the band [low, high] (`inside`), or leaves it. */
  | { type: 'ANALOG_BAND'; low: number; high: number; inside: boolean }
  /** Fires when the value moved more than `deadband` from the value it last fired on (`percent`: of that value). */
  | { type: 'ON_CHANGED'; mask: 'VALUE'; deadband: number; percent: boolean }
  /** Fires when the value crosses `level` upwards (`rising`) or downwards. */
  | { type: 'ON_LEVEL'; level: number; rising: boolean };

/** Two conditions joined. */
export interface TriggerJoin {
  type: 'AND' | 'OR';
  policies: [TriggerLeafPolicy, TriggerLeafPolicy];
}

/** Fires on every sample of the tag; only throttling holds it back. */
export interface TriggerPassthrough {
  type: 'PASSTHROUGH';
}

/**
 * Fires once the device's connection (`IOT`: to the platform; `VPN`: its remote-access tunnel) has been on
 * (`connected`) or off for at least `durationInMSec` without a break. Watches no tag.
 */
export interface TriggerConnection {
  type: 'CONNECTION';
  connection: 'IOT' | 'VPN';
  connected: boolean;
  durationInMSec: number;
}

/** Policies that stand alone: they are not joined with another condition. */
export type TriggerStandalonePolicy = TriggerPassthrough | TriggerConnection;

export type TriggerPolicy = TriggerLeafPolicy | TriggerJoin | TriggerStandalonePolicy;

export type TriggerAction =
  | { type: 'EMAIL'; recipients: string[]; throttlingIntervalInMSec: number }
  | { type: 'WEBHOOK'; url: string; throttlingIntervalInMSec: number }
  | { type: 'TEAMS'; url: string; throttlingIntervalInMSec: number }
  | { type: 'TELEGRAM'; chatId: string; throttlingIntervalInMSec: number }
  | { type: 'ATTRIBUTE'; attribute: string; value: string; throttlingIntervalInMSec: number };

export type TriggerActionType = TriggerAction['type'];

/**
 * What the portal sends to create or replace a rule. It watches one device (`deviceId`), or every member of its
 * device groups (`deviceGroups`, the mappings service's group ids, facts "scoped by deviceGroups[]"; `deviceId` is
 * then empty): the members as they are when the rule is evaluated.
 */
export interface TriggerWrite {
  name: string;
  enabled: boolean;
  /** The device watched; empty when the rule watches device groups. */
  deviceId: string;
  /** The device groups watched; absent or empty when the rule watches one device. */
  deviceGroups?: string[];
  /** The tag's path in the device's model; empty for a CONNECTION rule. */
  tag: string;
  policy: TriggerPolicy;
  actions: TriggerAction[];
}

export interface TriggerCounters {
  /** Samples the rule has read since it was first enabled. */
  in: number;
  /** Firings whose actions ran. */
  out: number;
  /** Firings held back because the action had run within its throttling interval. */
  throttled: number;
}

export interface TriggerRule extends TriggerWrite {
  id: string;
  orgResourceId: string;
  counters: TriggerCounters;
}

/** "Try against history": the rule as drafted, over the device's last `hours` of data. */
export interface TriggerTry {
  deviceId: string;
  deviceGroups?: string[];
  tag: string;
  policy: TriggerPolicy;
  /** The shortest throttling interval of the actions, 0 without any. */
  throttlingIntervalInMSec: number;
  hours: number;
}

export interface TriggerFiring {
  at: number;
  /** The device whose sample (or connection) fired it: a member, for a rule on device groups. */
  deviceId: string;
  /** The sample's value; for a CONNECTION rule 1 (on) or 0 (off). */
  value: number;
  /** Held back by throttling: the actions would not have run. */
  throttled: boolean;
}

export interface TriggerTryResult {
  /** Samples read; for a CONNECTION rule, the connection's changes. */
  samples: number;
  firings: TriggerFiring[];
}
