// The trigger form's values as typed (numbers as text, throttling in seconds, a connection's time in minutes), and
// the rule they make: one device or one device group watched, one condition or two joined by AND or OR (a
// PASSTHROUGH or CONNECTION condition stands alone: with it the second condition is not asked, and a CONNECTION rule
// watches no tag), and its actions, each with its own throttling. The rule's problems
// (src/platform/triggerRules.ts) come back under the form's field names (`actions.1.url`), so each shows at its field.
import { isJoin, isStandalone, triggerProblems, watchesTag, type TriggerProblem } from '../../platform/triggerRules';
import type {
  TriggerAction,
  TriggerActionType,
  TriggerLeafPolicy,
  TriggerPolicy,
  TriggerRule,
  TriggerStandalonePolicy,
  TriggerWrite,
} from '../../platform/triggerTypes';

export type ConditionType = TriggerLeafPolicy['type'] | TriggerStandalonePolicy['type'];

export interface ConditionValues {
  type: ConditionType;
  low: string;
  high: string;
  inside: boolean;
  deadband: string;
  percent: boolean;
  level: string;
  rising: boolean;
  connection: 'IOT' | 'VPN';
  connected: boolean;
  /** How long the connection must stay on or off, in minutes. */
  minutes: string;
}

export interface ActionValues {
  type: TriggerActionType;
  /** E-mail addresses, separated by commas. */
  recipients: string;
  url: string;
  chatId: string;
  attribute: string;
  value: string;
  throttlingSeconds: string;
}

export interface TriggerFormValues {
  name: string;
  enabled: boolean;
  /** Whether the rule watches one device or the members of a device group. */
  scope: 'DEVICE' | 'GROUP';
  deviceId: string;
  groupId: string;
  tag: string;
  first: ConditionValues;
  join: 'NONE' | 'AND' | 'OR';
  second: ConditionValues;
  actions: ActionValues[];
}

const newCondition: ConditionValues = {
  type: 'ON_LEVEL',
  low: '',
  high: '',
  inside: true,
  deadband: '',
  percent: false,
  level: '',
  rising: true,
  connection: 'IOT',
  connected: false,
  minutes: '',
};

export const newAction: ActionValues = { type: 'EMAIL', recipients: '', url: '', chatId: '', attribute: '', value: '', throttlingSeconds: '0' };

export const newTriggerValues = (deviceId = '', tag = ''): TriggerFormValues => ({
  name: '',
  enabled: false,
  scope: 'DEVICE',
  deviceId,
  groupId: '',
  tag,
  first: newCondition,
  join: 'NONE',
  second: newCondition,
  actions: [newAction],
});

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function condition(values: ConditionValues): TriggerLeafPolicy | TriggerStandalonePolicy {
  switch (values.type) {
    case 'PASSTHROUGH':
      return { type: 'PASSTHROUGH' };
    case 'CONNECTION':
      return { type: 'CONNECTION', connection: values.connection, connected: values.connected, durationInMSec: number(values.minutes) * 60_000 };
    case 'ANALOG_BAND':
      return { type: 'ANALOG_BAND', low: number(values.low), high: number(values.high), inside: values.inside };
    case 'ON_CHANGED':
      return { type: 'ON_CHANGED', mask: 'VALUE', deadband: number(values.deadband), percent: values.percent };
    case 'ON_LEVEL':
      return { type: 'ON_LEVEL', level: number(values.level), rising: values.rising };
  }
}

export function policyOf(values: Pick<TriggerFormValues, 'first' | 'join' | 'second'>): TriggerPolicy {
  const first = condition(values.first);
  if (values.join === 'NONE' || isStandalone(first)) return first;
  // The second condition offers only joinable types; one that is not is refused at its field (triggerRules.ts).
  return { type: values.join, policies: [first, condition(values.second) as TriggerLeafPolicy] };
}

export function actionOf(values: ActionValues): TriggerAction {
  const throttlingIntervalInMSec = number(values.throttlingSeconds) * 1000;
  switch (values.type) {
    case 'EMAIL':
      return { type: 'EMAIL', recipients: values.recipients.split(',').map((item) => item.trim()).filter(Boolean), throttlingIntervalInMSec };
    case 'WEBHOOK':
    case 'TEAMS':
      return { type: values.type, url: values.url.trim(), throttlingIntervalInMSec };
    case 'TELEGRAM':
      return { type: 'TELEGRAM', chatId: values.chatId.trim(), throttlingIntervalInMSec };
    case 'ATTRIBUTE':
      return { type: 'ATTRIBUTE', attribute: values.attribute.trim(), value: values.value, throttlingIntervalInMSec };
  }
}

export function triggerWriteOf(values: TriggerFormValues): TriggerWrite {
  const policy = policyOf(values);
  const group = values.scope === 'GROUP';
  return {
    name: values.name.trim(),
    enabled: values.enabled,
    deviceId: group ? '' : values.deviceId,
    deviceGroups: group && values.groupId !== '' ? [values.groupId] : [],
    tag: watchesTag(policy) ? values.tag : '',
    policy,
    actions: values.actions.map(actionOf),
  };
}

/** `policy.policies[1].high` → `second.high`, `actions[1].throttlingIntervalInMSec` → `actions.1.throttlingSeconds`. */
function formField(path: string): string {
  return path
    .replace(/^policy\.policies\[0\]\./, 'first.')
    .replace(/^policy\.policies\[1\]\./, 'second.')
    .replace(/^policy\.durationInMSec$/, 'first.minutes')
    .replace(/^policy\./, 'first.')
    .replace(/^actions\[(\d+)\]\.throttlingIntervalInMSec$/, 'actions.$1.throttlingSeconds')
    .replace(/^actions\[(\d+)\]\./, 'actions.$1.')
    .replace(/^deviceGroups$/, 'groupId');
}

/** The problems of the form, by its field names (`name`, `first.level`, `actions.0.url`, `actions`…). */
export function triggerFormProblems(values: TriggerFormValues): Record<string, TriggerProblem> {
  return Object.fromEntries(Object.entries(triggerProblems(triggerWriteOf(values))).map(([path, problem]) => [formField(path), problem]));
}

function conditionValues(policy: TriggerLeafPolicy | TriggerStandalonePolicy): ConditionValues {
  switch (policy.type) {
    case 'PASSTHROUGH':
      return { ...newCondition, type: policy.type };
    case 'CONNECTION':
      return { ...newCondition, type: policy.type, connection: policy.connection, connected: policy.connected, minutes: String(policy.durationInMSec / 60_000) };
    case 'ANALOG_BAND':
      return { ...newCondition, type: policy.type, low: String(policy.low), high: String(policy.high), inside: policy.inside };
    case 'ON_CHANGED':
      return { ...newCondition, type: policy.type, deadband: String(policy.deadband), percent: policy.percent };
    case 'ON_LEVEL':
      return { ...newCondition, type: policy.type, level: String(policy.level), rising: policy.rising };
  }
}

function actionValues(action: TriggerAction): ActionValues {
  return {
    ...newAction,
    type: action.type,
    throttlingSeconds: String(action.throttlingIntervalInMSec / 1000),
    ...(action.type === 'EMAIL' ? { recipients: action.recipients.join(', ') } : {}),
    ...(action.type === 'WEBHOOK' || action.type === 'TEAMS' ? { url: action.url } : {}),
    ...(action.type === 'TELEGRAM' ? { chatId: action.chatId } : {}),
    ...(action.type === 'ATTRIBUTE' ? { attribute: action.attribute, value: action.value } : {}),
  };
}

/**
 * The form for a saved rule. The form chooses one device group; a rule saved elsewhere with several shows its first
 * and is saved with that one.
 */
export function triggerValues(rule: TriggerRule): TriggerFormValues {
  const { policy } = rule;
  const [groupId] = rule.deviceGroups ?? [];
  const base = newTriggerValues(rule.deviceId, rule.tag);
  return {
    ...base,
    name: rule.name,
    enabled: rule.enabled,
    scope: groupId === undefined ? 'DEVICE' : 'GROUP',
    groupId: groupId ?? '',
    first: conditionValues(isJoin(policy) ? policy.policies[0] : policy),
    join: isJoin(policy) ? policy.type : 'NONE',
    second: isJoin(policy) ? conditionValues(policy.policies[1]) : base.second,
    actions: rule.actions.map(actionValues),
  };
}

/** The shortest throttling of the actions as typed (what a trial throttles by), 0 when none reads as a number. */
export function shortestThrottling(actions: ActionValues[]): number {
  const intervals = actions.map((action) => actionOf(action).throttlingIntervalInMSec).filter(Number.isFinite);
  return intervals.length === 0 ? 0 : Math.min(...intervals);
}
