// The organisation's notification settings as a form: values, rules and the request body. The service checks the
// same limits again (src/platform/notificationRules.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isTimeOfDay, maxSenderNameLength } from '../../platform/notificationRules';
import type { NotificationChannel, NotificationSettings } from '../../platform/notificationTypes';
import { recipientsError } from './ruleForm';

export interface SettingsFormValues {
  enabledChannels: NotificationChannel[];
  senderName: string;
  defaultRecipients: string[];
  quietHoursOn: boolean;
  /** "HH:mm", UTC; kept while quiet hours are off so switching them back on restores them. */
  quietStart: string;
  quietEnd: string;
}

export type SettingsFormErrors = Partial<Record<keyof SettingsFormValues, MessageDescriptor>>;

export function settingsValues(settings: NotificationSettings): SettingsFormValues {
  return {
    enabledChannels: settings.enabledChannels,
    senderName: settings.senderName,
    defaultRecipients: settings.defaultRecipients,
    quietHoursOn: settings.quietHours !== null,
    quietStart: settings.quietHours?.start ?? '22:00',
    quietEnd: settings.quietHours?.end ?? '06:00',
  };
}

export function validateSettings(values: SettingsFormValues): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  const senderName = values.senderName.trim();
  if (senderName === '') errors.senderName = msg`Enter the name recipients see as the sender.`;
  else if (senderName.length > maxSenderNameLength) errors.senderName = msg`Use at most ${maxSenderNameLength} characters.`;
  const recipients = recipientsError(values.defaultRecipients);
  if (recipients) errors.defaultRecipients = recipients;
  if (values.quietHoursOn) {
    if (!isTimeOfDay(values.quietStart)) errors.quietStart = msg`Enter a time such as 22:00.`;
    if (!isTimeOfDay(values.quietEnd)) errors.quietEnd = msg`Enter a time such as 06:00.`;
    else if (values.quietEnd === values.quietStart) errors.quietEnd = msg`Quiet hours must end at another time than they start.`;
  }
  return errors;
}

/** The request body; only call with values that passed validateSettings. */
export function settingsOf(values: SettingsFormValues): NotificationSettings {
  return {
    enabledChannels: values.enabledChannels,
    senderName: values.senderName.trim(),
    defaultRecipients: values.defaultRecipients,
    quietHours: values.quietHoursOn ? { start: values.quietStart, end: values.quietEnd } : null,
  };
}
