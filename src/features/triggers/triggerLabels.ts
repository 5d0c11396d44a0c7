// Words for a trigger rule's parts: what it watches, its conditions and actions in a line each, for the list and the form.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isJoin } from '../../platform/triggerRules';
import type { TriggerAction, TriggerActionType, TriggerLeafPolicy, TriggerPolicy, TriggerStandalonePolicy } from '../../platform/triggerTypes';
import type { TriggerRow } from './flows';
import type { ConditionType } from './triggerForm';

export const conditionLabels: Record<ConditionType, MessageDescriptor> = {
  ANALOG_BAND: msg`In or out of a band`,
  ON_CHANGED: msg`On change beyond a deadband`,
  ON_LEVEL: msg`On crossing a level`,
  PASSTHROUGH: msg`On every sample`,
  CONNECTION: msg`Connection on or off for a time`,
};

export const actionLabels: Record<TriggerActionType, MessageDescriptor> = {
  EMAIL: msg`E-mail`,
  WEBHOOK: msg`Webhook`,
  TEAMS: msg`Microsoft Teams`,
  TELEGRAM: msg`Telegram`,
  ATTRIBUTE: msg`Set a device attribute`,
};

function leafSummary(i18n: I18n, policy: TriggerLeafPolicy | TriggerStandalonePolicy): string {
  switch (policy.type) {
    case 'PASSTHROUGH':
      return i18n._(msg`every sample`);
    case 'CONNECTION': {
      const minutes = policy.durationInMSec / 60_000;
      if (policy.connection === 'IOT') {
        return policy.connected
          ? i18n._(msg`IoT connection on for ${minutes} min`)
          : i18n._(msg`IoT connection off for ${minutes} min`);
      }
      return policy.connected ? i18n._(msg`VPN connection on for ${minutes} min`) : i18n._(msg`VPN connection off for ${minutes} min`);
    }
    case 'ANALOG_BAND':
      return policy.inside
        ? i18n._(msg`enters ${policy.low}…${policy.high}`)
        : i18n._(msg`leaves ${policy.low}…${policy.high}`);
    case 'ON_CHANGED':
      return policy.percent ? i18n._(msg`changes by more than ${policy.deadband} %`) : i18n._(msg`changes by more than ${policy.deadband}`);
    case 'ON_LEVEL':
      return policy.rising ? i18n._(msg`rises to ${policy.level}`) : i18n._(msg`falls to ${policy.level}`);
  }
}

export function policySummary(i18n: I18n, policy: TriggerPolicy): string {
  if (isJoin(policy)) {
    const first = leafSummary(i18n, policy.policies[0]);
    const second = leafSummary(i18n, policy.policies[1]);
    return policy.type === 'AND' ? i18n._(msg`${first} and ${second}`) : i18n._(msg`${first} or ${second}`);
  }
  return leafSummary(i18n, policy);
}

export function actionSummary(i18n: I18n, action: TriggerAction): string {
  const kind = i18n._(actionLabels[action.type]);
  switch (action.type) {
    case 'EMAIL':
      return `${kind}: ${action.recipients.join(', ')}`;
    case 'WEBHOOK':
    case 'TEAMS':
      return `${kind}: ${action.url}`;
    case 'TELEGRAM':
      return `${kind}: ${action.chatId}`;
    case 'ATTRIBUTE':
      return `${kind}: ${action.attribute} = ${action.value}`;
  }
}

/** The device (or the device groups, by name when they could be read) and the tag the rule watches. */
export function watchedSummary(i18n: I18n, rule: TriggerRow): string {
  const groups = (rule.groupNames ?? rule.deviceGroups ?? []).join(', ');
  const watched = groups !== '' ? i18n._(msg`Group ${groups}`) : (rule.deviceLabel ?? i18n._(msg`A device of the organization`));
  return rule.tag === '' ? watched : `${watched} · ${rule.tag}`;
}
