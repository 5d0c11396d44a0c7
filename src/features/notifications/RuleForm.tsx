// Create or edit one notification rule (facts §9): what to watch (severity, alarm names, device groups), when
// (days, time without acknowledgement) and whom to tell. Mistakes are named at their field before anything is sent;
// what the service refuses is shown with its reason, and what was typed stays. The numbers are plain text fields:
// a number field would drop a minus sign, a decimal point or an exponent as they are typed, or clamp on leaving, and
// so send another number than the one typed; here every such value is kept and refused at its field.
import { Button, Checkbox, Group, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { severityRange, weekdays } from '../../platform/notificationRules';
import type { NotificationRuleWrite, Weekday } from '../../platform/notificationTypes';
import { weekdayName } from './labels';
import { ruleWriteOf, validateRule, type RuleFormErrors, type RuleFormValues } from './ruleForm';

export interface RuleFormProps {
  initial: RuleFormValues;
  submitting: boolean;
  onSubmit: (rule: NotificationRuleWrite) => void;
  onCancel: () => void;
}

/** Ids of the checked fields in the order they are shown, so the first mistake can take the focus. */
const fieldIds = {
  name: 'rule-name',
  description: 'rule-description',
  minimumSeverity: 'rule-severity',
  ackTime: 'rule-ack-time',
  days: `rule-day-${weekdays[0]}`,
  recipientFilters: 'rule-recipients',
} satisfies Partial<Record<keyof RuleFormErrors, string>>;

/** Separators people type between addresses. */
const recipientSeparators = [',', ';', ' '];

export function RuleForm({ initial, submitting, onSubmit, onCancel }: RuleFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  // Checked from the first attempt to send on, so a corrected field loses its message as it is corrected.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateRule(values) : {};
  const message = (field: keyof RuleFormErrors) => (errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof RuleFormValues>(field: K, value: RuleFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateRule(values);
    const first = (Object.keys(fieldIds) as (keyof typeof fieldIds)[]).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldIds[first])?.focus();
      return;
    }
    onSubmit(ruleWriteOf(values));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Notification rule`}>
      <Stack gap="sm">
        <TextInput
          id={fieldIds.name}
          label={t`Name`}
          required
          value={values.name}
          error={message('name')}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <Textarea
          id={fieldIds.description}
          label={t`Description`}
          minRows={2}
          value={values.description}
          error={message('description')}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <TextInput
            id={fieldIds.minimumSeverity}
            label={t`Minimum severity`}
            description={t`${severityRange.min} is the least severe, ${severityRange.max} the most severe.`}
            required
            inputMode="numeric"
            value={values.minimumSeverity}
            error={message('minimumSeverity')}
            onChange={(event) => set('minimumSeverity', event.currentTarget.value)}
          />
          <TextInput
            id={fieldIds.ackTime}
            label={t`Minutes without acknowledgement`}
            description={t`Notify when an alarm is not acknowledged in time; 0 notifies at once.`}
            required
            inputMode="numeric"
            value={values.ackTime}
            error={message('ackTime')}
            onChange={(event) => set('ackTime', event.currentTarget.value)}
          />
        </Group>
        <Checkbox.Group
          label={t`Days`}
          required
          value={values.days}
          error={message('days')}
          onChange={(days) => set('days', weekdays.filter((day) => days.includes(day)) as Weekday[])}
        >
          <Group gap="md" mt={4}>
            {weekdays.map((day) => (
              <Checkbox key={day} id={`rule-day-${day}`} value={day} label={weekdayName(day, i18n.locale, 'long')} />
            ))}
          </Group>
        </Checkbox.Group>
        <TagsInput
          id={fieldIds.recipientFilters}
          label={t`Recipients`}
          description={t`E-mail addresses, or phone numbers with country code for text messages. Press Enter after each.`}
          required
          splitChars={recipientSeparators}
          value={values.recipientFilters}
          error={message('recipientFilters')}
          onChange={(recipients) => set('recipientFilters', recipients)}
        />
        <TagsInput
          id="rule-name-filters"
          label={t`Alarm names`}
          description={t`Only alarms with these names; * stands for any text. Leave empty for every alarm.`}
          value={values.nameFilters}
          onChange={(filters) => set('nameFilters', filters)}
        />
        <TagsInput
          id="rule-device-groups"
          label={t`Device groups`}
          description={t`Only devices of these groups. Leave empty for every device.`}
          value={values.deviceGroupFilters}
          onChange={(groups) => set('deviceGroupFilters', groups)}
        />
        <Switch
          label={t`Enabled`}
          checked={values.enabled}
          onChange={(event) => set('enabled', event.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Save rule`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
