// The trigger manager's state: the organisations' rules, each with its counters so far and, while it is enabled,
// since when it has been reading its device (the counters of that stretch are worked out from the device's
// simulated data when the rule is read: the values are a function of time, sandbox/devices/fleet.ts).
import type { TriggerCounters, TriggerRule } from '../../src/platform/triggerTypes';

export interface StoredTrigger {
  rule: Omit<TriggerRule, 'counters'>;
  /** Counters of the stretches before the current one. */
  counted: TriggerCounters;
  /** Epoch ms the rule was last enabled; null while it is off. */
  readingSince: number | null;
}

export interface TriggersState {
  triggers: StoredTrigger[];
  next: number;
}

/** Acme's one rule to begin with, switched off: its boiler hall A passing 90 °C, at most one e-mail in 10 minutes. */
export const createTriggersState = (): TriggersState => ({
  triggers: [
    {
      rule: {
        id: '1',
        orgResourceId: 'acme',
        name: 'Boiler Hall A too hot',
        enabled: false,
        deviceId: 'dev-acme-boiler-1',
        tag: 'Boiler/Temperature',
        policy: { type: 'ON_LEVEL', level: 90, rising: true },
        actions: [{ type: 'EMAIL', recipients: ['maintenance@acme.example'], throttlingIntervalInMSec: 600_000 }],
      },
      counted: { in: 0, out: 0, throttled: 0 },
      readingSince: null,
    },
  ],
  next: 2,
});
