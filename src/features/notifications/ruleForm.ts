// The notification rule form's values and rules, checked before sending so every mistake is named at its field;
// the service checks the same limits again (src/platform/notificationRules.ts). Numbers are kept as typed and
// refused when they are not whole numbers in range: nothing is rounded, clamped or cut to fit.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  ackTimeRange,
  channelOf,
  maxDescriptionLength,
  maxNameLength,
  severityRange,
  weekdays,
} from '../../platform/notificationRules';
import type { NotificationRule, NotificationRuleWrite, Weekday } from '../../platform/notificationTypes';

export interface RuleFormValues {
  name: string;
  description: string;
  /** As typed: a whole number from 0 to 6 once valid. */
  minimumSeverity: string;
  /** As typed: whole minutes once valid. */
  ackTime: string;
  enabled: boolean;
  days: Weekday[];
  nameFilters: string[];
  deviceGroupFilters: string[];
  recipientFilters: string[];
  /** Not edited (their meaning is not known), but kept so saving does not erase them. */
  extraFilters: string[];
}

export type RuleFormErrors = Partial<Record<keyof RuleFormValues, MessageDescriptor>>;

/** A new rule notifies about severe alarms at once, every day, to the organisation's default recipients. */
export function newRuleValues(defaultRecipients: readonly string[]): RuleFormValues {
  return {
    name: '',
    description: '',
    minimumSeverity: '4',
    ackTime: '0',
    enabled: true,
    days: [...weekdays],
    nameFilters: [],
    deviceGroupFilters: [],
    recipientFilters: [...defaultRecipients],
    extraFilters: [],
  };
}

export function ruleValues(rule: NotificationRule): RuleFormValues {
  const { name, description, minimumSeverity, ackTime, enabled, days, nameFilters, deviceGroupFilters, recipientFilters, extraFilters } =
    rule;
  return {
    name,
    description,
    minimumSeverity: String(minimumSeverity),
    ackTime: String(ackTime),
    enabled,
    days,
    nameFilters,
    deviceGroupFilters,
    recipientFilters,
    extraFilters,
  };
}

/** The whole number typed (digits, an optional sign), or undefined for anything else: 2.5, 1e309, 0x10, 'four'. */
export function wholeNumberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

const isIntegerIn = (text: string, { min, max }: { min: number; max: number }) => {
  const value = wholeNumberOf(text);
  return value !== undefined && value >= min && value <= max;
};

export function validateRule(values: RuleFormValues): RuleFormErrors {
  const errors: RuleFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = msg`Enter a name.`;
  else if (name.length > maxNameLength) errors.name = msg`Use at most ${maxNameLength} characters.`;
  if (values.description.length > maxDescriptionLength) errors.description = msg`Use at most ${maxDescriptionLength} characters.`;
  if (!isIntegerIn(values.minimumSeverity, severityRange)) {
    errors.minimumSeverity = msg`Choose a whole number from ${severityRange.min} to ${severityRange.max}.`;
  }
  if (!isIntegerIn(values.ackTime, ackTimeRange)) {
    errors.ackTime = msg`Enter whole minutes from ${ackTimeRange.min} to ${ackTimeRange.max}.`;
  }
  if (values.days.length === 0) errors.days = msg`Choose at least one day.`;
  const recipientError = recipientsError(values.recipientFilters);
  if (values.recipientFilters.length === 0) errors.recipientFilters = msg`Add at least one recipient.`;
  else if (recipientError) errors.recipientFilters = recipientError;
  return errors;
}

/** Names the entries that are neither an e-mail address nor an international phone number. */
export function recipientsError(recipients: readonly string[]): MessageDescriptor | undefined {
  const wrong = recipients.filter((recipient) => channelOf(recipient) === undefined);
  if (wrong.length === 0) return undefined;
  const entries = wrong.join(', ');
  return msg`Use e-mail addresses or phone numbers with country code, such as +391234567890. Not valid: ${entries}`;
}

/** The request body; only call with values that passed validateRule. */
export function ruleWriteOf(values: RuleFormValues): NotificationRuleWrite {
  return {
    ...values,
    name: values.name.trim(),
    description: values.description.trim(),
    minimumSeverity: Number(values.minimumSeverity.trim()),
    ackTime: Number(values.ackTime.trim()),
  };
}
