// Every text of the alarm screens that depends on a value: statuses, actions with their counts, outcomes.
// Whole sentences per action, so each language can word them its own way. Every text of clearing an alarm carries a
// context: "clear" alone reads as "delete" in some languages (German "löschen"), which ending an alarm is not.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AlarmActionKind as Action } from '../../platform/alarmTypes';
import type { AlarmStatusFilter } from '../../platform/alarmFilter';
import type { AlarmHistoryEntry, AlarmStatus, AlarmStatusText, AlarmSkipReason } from '../../platform/alarmTypes';

const statusLabels: Record<AlarmStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  NOT_ACTIVE: msg`Not active`,
  CLEARED: msg({ message: 'Cleared', context: 'alarm status' }),
};

/** A status in the person's language, or, when a service wrote a word of its own ('Acknowledged'), as it wrote it. */
export function statusText(i18n: I18n, status: AlarmStatusText): string {
  return Object.hasOwn(statusLabels, status) ? i18n._(statusLabels[status as AlarmStatus]) : status;
}

export const statusFilterLabels: Record<AlarmStatusFilter, MessageDescriptor> = {
  open: msg`Open`,
  active: msg`Active`,
  cleared: msg({ message: 'Cleared', context: 'alarm status' }),
  all: msg`All`,
};

export const actionLabels: Record<Action, MessageDescriptor> = {
  ack: msg`Acknowledge`,
  reset: msg({ message: 'Reset', context: 'action' }),
  clear: msg({ message: 'Clear', context: 'alarm action' }),
};

export function selectedActionLabel(action: Action, count: number): MessageDescriptor {
  switch (action) {
    case 'ack':
      return msg`Acknowledge selected (${count})`;
    case 'reset':
      return msg`Reset selected (${count})`;
    case 'clear':
      return msg({ message: `Clear selected (${count})`, context: 'alarm action' });
  }
}

export function matchingActionLabel(action: Action, count: number): MessageDescriptor {
  switch (action) {
    case 'ack':
      return msg`Acknowledge all (${count})`;
    case 'reset':
      return msg`Reset all (${count})`;
    case 'clear':
      return msg({ message: `Clear all (${count})`, context: 'alarm action' });
  }
}

/** The confirmation's question: what is done to how many. */
export function confirmTitle(action: Action, count: number): MessageDescriptor {
  switch (action) {
    case 'ack':
      return msg({ message: plural(count, { one: 'Acknowledge # alarm?', other: 'Acknowledge # alarms?' }) });
    case 'reset':
      return msg({ message: plural(count, { one: 'Reset # alarm?', other: 'Reset # alarms?' }) });
    case 'clear':
      return msg({ message: plural(count, { one: 'Clear # alarm?', other: 'Clear # alarms?' }), context: 'alarm action' });
  }
}

export function confirmScope(matching: boolean, count: number): MessageDescriptor {
  return matching
    ? msg({ message: plural(count, { one: 'The # alarm matching the current filters.', other: 'All # alarms matching the current filters.' }) })
    : msg({ message: plural(count, { one: 'The selected alarm.', other: 'The # selected alarms.' }) });
}

export function appliedSummary(action: Action, count: number): MessageDescriptor {
  switch (action) {
    case 'ack':
      return msg({ message: plural(count, { one: '# alarm acknowledged.', other: '# alarms acknowledged.' }) });
    case 'reset':
      return msg({ message: plural(count, { one: '# alarm reset.', other: '# alarms reset.' }) });
    case 'clear':
      return msg({ message: plural(count, { one: '# alarm cleared.', other: '# alarms cleared.' }), context: 'alarm action' });
  }
}

/** Why alarms were left as they were, with how many. */
export function skippedSummary(action: Action, reason: AlarmSkipReason, count: number): MessageDescriptor {
  if (reason === 'stillActive') {
    return msg({ message: plural(count, { one: '# left as it was: still active.', other: '# left as they were: still active.' }) });
  }
  switch (action) {
    case 'ack':
      return msg({ message: plural(count, { one: '# had nothing to acknowledge.', other: '# had nothing to acknowledge.' }) });
    case 'reset':
      return msg({ message: plural(count, { one: '# had no reset pending.', other: '# had no reset pending.' }) });
    case 'clear':
      return msg({ message: plural(count, { one: '# was already cleared.', other: '# were already cleared.' }), context: 'alarm action' });
  }
}

export function failedSummary(count: number): MessageDescriptor {
  return msg({ message: plural(count, { one: '# alarm failed:', other: '# alarms failed:' }) });
}

/** What a history entry records: a user's action, or the device raising or ending the alarm. */
export function changeLabel(entry: AlarmHistoryEntry): MessageDescriptor {
  switch (entry.action) {
    case 'ACK':
      return msg`Acknowledged`;
    case 'RESET':
      return msg({ message: 'Reset', context: 'history entry' });
    case 'CLEAR':
      return msg({ message: 'Cleared', context: 'history entry' });
    case undefined:
      return entry.status === 'ACTIVE' ? msg`Raised` : msg`Condition ended`;
  }
}

/** A row's action, named for its alarm ("Acknowledge HighTemperature on Boiler Hall A"). */
export function rowActionName(action: Action, name: string, device: string): MessageDescriptor {
  switch (action) {
    case 'ack':
      return msg`Acknowledge ${name} on ${device}`;
    case 'reset':
      return msg`Reset ${name} on ${device}`;
    case 'clear':
      return msg({ message: `Clear ${name} on ${device}`, context: 'alarm action' });
  }
}

/** One alarm acted on from its row: what became of it. `alarm` names it ("HighTemperature on Boiler Hall A"). */
export function oneAlarmApplied(action: Action, alarm: string): MessageDescriptor {
  switch (action) {
    case 'ack':
      return msg`${alarm} acknowledged.`;
    case 'reset':
      return msg`${alarm} reset.`;
    case 'clear':
      return msg({ message: `${alarm} cleared.`, context: 'alarm action' });
  }
}

/** One alarm left as it was, and why. */
export function oneAlarmSkipped(action: Action, reason: AlarmSkipReason, alarm: string): MessageDescriptor {
  if (reason === 'stillActive') return msg({ message: `${alarm} is still active: it can be reset or cleared once its condition is gone.`, context: 'alarm action' });
  switch (action) {
    case 'ack':
      return msg`${alarm} had nothing to acknowledge.`;
    case 'reset':
      return msg`${alarm} had no reset pending.`;
    case 'clear':
      return msg({ message: `${alarm} was already cleared.`, context: 'alarm action' });
  }
}

/** One alarm the action failed on; the reason follows. */
export function oneAlarmFailed(action: Action, alarm: string): MessageDescriptor {
  switch (action) {
    case 'ack':
      return msg`${alarm} could not be acknowledged.`;
    case 'reset':
      return msg`${alarm} could not be reset.`;
    case 'clear':
      return msg({ message: `${alarm} could not be cleared.`, context: 'alarm action' });
  }
}

const yes = msg`Yes`;
const no = msg`No`;

/**
 * An alarm's value as a person reads it: a number in their locale with its tag's unit ("87.4 °C"), a switch as yes or
 * no, text as the device wrote it. A history entry's value comes as text: a number in it is written the same way.
 */
export function valueText(i18n: I18n, value: number | boolean | string | undefined, unit?: string): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'boolean') return i18n._(value ? yes : no);
  const number = typeof value === 'number' ? value : /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value.trim()) ? Number(value) : undefined;
  if (number === undefined) return String(value);
  // A no-break space: a narrow column wraps before the value, never between it and its unit.
  return unit ? `${i18n.number(number)}\u00a0${unit}` : i18n.number(number);
}
