// What a trigger rule may hold, checked in the form (each problem at its field) and by the service (a 400 naming the
// field): one table, so the two agree.
import type { TriggerAction, TriggerJoin, TriggerLeafPolicy, TriggerPolicy, TriggerStandalonePolicy, TriggerTry, TriggerWrite } from './triggerTypes';

export const maxTriggerNameLength = 100;
/** Throttling is given in seconds in the form; at most a day. */
export const maxThrottlingSeconds = 86_400;
/** How far back "try against history" may look. */
export const maxTryHours = 24;
export const triggerActionTypes = ['EMAIL', 'WEBHOOK', 'TEAMS', 'TELEGRAM', 'ATTRIBUTE'] as const;
/** Conditions that can be joined with AND or OR. */
export const triggerLeafTypes = ['ANALOG_BAND', 'ON_CHANGED', 'ON_LEVEL'] as const;
/** Conditions that stand alone. */
export const triggerStandaloneTypes = ['PASSTHROUGH', 'CONNECTION'] as const;
export const triggerConnections = ['IOT', 'VPN'] as const;
/** How long a CONNECTION rule waits, given in minutes in the form: at most a week. */
export const maxConnectionMinutes = 10_080;
/** Actions one rule may run when it fires. */
export const maxTriggerActions = 5;
/** Device groups one rule may watch. */
export const maxTriggerGroups = 10;

export const isJoin = (policy: TriggerPolicy): policy is TriggerJoin => policy.type === 'AND' || policy.type === 'OR';
export const isStandalone = (policy: TriggerPolicy): policy is TriggerStandalonePolicy =>
  (triggerStandaloneTypes as readonly string[]).includes(policy.type);
/** Whether the rule reads a tag's samples (all but CONNECTION, which reads the device's connection). */
export const watchesTag = (policy: TriggerPolicy) => policy.type !== 'CONNECTION';

export type TriggerProblem =
  | 'required'
  | 'tooLong'
  | 'notANumber'
  | 'bandOrder'
  | 'negative'
  | 'overHundred'
  | 'throttlingRange'
  | 'email'
  | 'https'
  | 'chatId'
  | 'hoursRange'
  | 'durationRange'
  | 'notJoinable'
  | 'unknownType'
  | 'tooMany'
  | 'oneScope';

/** Field names as the service names them in its 400s: `name`, `policy.policies[1].high`, `actions[0].url`… */
export type TriggerProblems = Record<string, TriggerProblem>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

function leafProblems(policy: TriggerLeafPolicy, at: string, into: TriggerProblems): void {
  const finite = (field: string, value: number) => {
    if (!Number.isFinite(value)) into[`${at}.${field}`] = 'notANumber';
    return Number.isFinite(value);
  };
  switch (policy.type) {
    case 'ANALOG_BAND':
      if (finite('low', policy.low) && finite('high', policy.high) && policy.low >= policy.high) into[`${at}.high`] = 'bandOrder';
      break;
    case 'ON_CHANGED':
      if (finite('deadband', policy.deadband)) {
        if (policy.deadband < 0) into[`${at}.deadband`] = 'negative';
        else if (policy.percent && policy.deadband > 100) into[`${at}.deadband`] = 'overHundred';
      }
      break;
    case 'ON_LEVEL':
      finite('level', policy.level);
      break;
    default:
      into[`${at}.type`] = 'unknownType';
  }
}

function standaloneProblems(policy: TriggerStandalonePolicy, into: TriggerProblems): void {
  if (policy.type !== 'CONNECTION') return;
  if (!(triggerConnections as readonly string[]).includes(policy.connection)) into['policy.connection'] = 'unknownType';
  const duration = policy.durationInMSec;
  if (!Number.isInteger(duration) || duration < 0 || duration > maxConnectionMinutes * 60_000 || duration % 60_000 !== 0) {
    into['policy.durationInMSec'] = 'durationRange';
  }
}

function actionProblems(action: TriggerAction, at: string, into: TriggerProblems): void {
  const throttling = action.throttlingIntervalInMSec;
  if (!Number.isInteger(throttling) || throttling < 0 || throttling > maxThrottlingSeconds * 1000) into[`${at}.throttlingIntervalInMSec`] = 'throttlingRange';
  switch (action.type) {
    case 'EMAIL':
      if (action.recipients.length === 0) into[`${at}.recipients`] = 'required';
      else if (!action.recipients.every((recipient) => emailPattern.test(recipient))) into[`${at}.recipients`] = 'email';
      break;
    case 'WEBHOOK':
    case 'TEAMS':
      if (action.url.trim() === '') into[`${at}.url`] = 'required';
      else if (!isHttps(action.url)) into[`${at}.url`] = 'https';
      break;
    case 'TELEGRAM':
      if (!/^-?\d+$/.test(action.chatId)) into[`${at}.chatId`] = 'chatId';
      break;
    case 'ATTRIBUTE':
      if (action.attribute.trim() === '') into[`${at}.attribute`] = 'required';
      break;
  }
}

/** A rule watches one device, or the members of its device groups: one of the two. */
function scopeProblems({ deviceId, deviceGroups = [] }: Pick<TriggerWrite, 'deviceId' | 'deviceGroups'>, into: TriggerProblems): void {
  if (deviceGroups.length === 0) {
    if (deviceId === '') into.deviceId = 'required';
  } else if (deviceId !== '') into.deviceGroups = 'oneScope';
  else if (deviceGroups.length > maxTriggerGroups) into.deviceGroups = 'tooMany';
  else if (deviceGroups.some((group) => typeof group !== 'string' || group === '')) into.deviceGroups = 'required';
}

/** The problems of a rule, by field; empty when it can be saved. */
export function triggerProblems(write: Pick<TriggerWrite, 'name' | 'deviceId' | 'deviceGroups' | 'tag' | 'policy' | 'actions'>): TriggerProblems {
  const problems: TriggerProblems = {};
  if (write.name.trim() === '') problems.name = 'required';
  else if (write.name.length > maxTriggerNameLength) problems.name = 'tooLong';
  scopeProblems(write, problems);
  const { policy } = write;
  if (write.tag === '' && watchesTag(policy)) problems.tag = 'required';
  if (isJoin(policy)) {
    policy.policies.forEach((leaf, index) => {
      if (isStandalone(leaf as TriggerPolicy)) problems[`policy.policies[${index}].type`] = 'notJoinable';
      else leafProblems(leaf, `policy.policies[${index}]`, problems);
    });
  } else if (isStandalone(policy)) standaloneProblems(policy, problems);
  else leafProblems(policy, 'policy', problems);
  if (write.actions.length === 0) problems.actions = 'required';
  else if (write.actions.length > maxTriggerActions) problems.actions = 'tooMany';
  write.actions.forEach((action, index) => actionProblems(action, `actions[${index}]`, problems));
  return problems;
}

export function tryProblems(request: TriggerTry): TriggerProblems {
  const problems = triggerProblems({ name: 'try', deviceId: request.deviceId, deviceGroups: request.deviceGroups, tag: request.tag, policy: request.policy, actions: [] });
  delete problems.actions;
  if (!Number.isInteger(request.hours) || request.hours < 1 || request.hours > maxTryHours) problems.hours = 'hoursRange';
  return problems;
}
