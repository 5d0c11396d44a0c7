// Spec §2 /admin/notifications (IoT-only, read and update on organizations): how the organisation sends
// notifications — channels, sender name, default recipients and quiet hours (our reading, docs/decisions.md).
import { Button, Checkbox, Group, Paper, Stack, Switch, TagsInput, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
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
import '@mantine/core/styles/Title.css';
import { TimeInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useAccess, useSelectedOrganization } from '../../portal/portal';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { channels } from '../../platform/notificationRules';
import type { NotificationChannel, NotificationSettings } from '../../platform/notificationTypes';
import { Callout } from '../../ui/Callout';
import { LoadFailure } from '../../ui/LoadFailure';
import { Skeleton } from '../../ui/Skeleton';
import { channelLabels } from '../../ui/notificationChannels';
import { useFormFlow } from '../../ui/useFormFlow';
import { SectionNav } from './SectionNav';
import { settingsOf, settingsValues, validateSettings, type SettingsFormValues } from './settingsForm';
import { useNotificationFlows } from './flows';

export default function NotificationSettingsScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  // Each save reads the settings back, so the form shows what the service now holds.
  const [saves, setSaves] = useState(0);
  if (!organization) return null;

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t`Notification settings`}</Title>
      <SectionNav current="admin-notifications" />
      <Text>
        <Trans>These settings apply to every notification rule of {organization.label}.</Trans>
      </Text>
      {saves > 0 && (
        <Text role="status" c="teal.9" fw={600}>
          {t`Settings saved.`}
        </Text>
      )}
      <Settings
        key={`${organization.resourceId}:${saves}`}
        organization={organization.resourceId}
        onSaved={() => setSaves((count) => count + 1)}
      />
    </Stack>
  );
}

function Settings({ organization, onSaved }: { organization: string; onSaved: () => void }) {
  const { t } = useLingui();
  const flows = useNotificationFlows();
  const { data, submitting, submitError, submit, load } = useFormFlow(() => flows.settings(organization), onSaved);
  const canUpdate = useAccess()?.ability.can('update', 'organizations') ?? false;

  if (load.loading) return <Skeleton label={t`Loading notification settings`} rows={4} />;
  if (!data) return <LoadFailure title={t`The notification settings could not be loaded`} error={load.loadError} onRetry={load.onRetry} />;
  return (
    <>
      {submitError !== undefined && (
        <Callout tone="error" title={t`The settings were not saved`}>
          <ErrorMessage error={submitError} />
        </Callout>
      )}
      <SettingsForm
        initial={data}
        readOnly={!canUpdate}
        submitting={submitting}
        onSubmit={submit}
      />
    </>
  );
}

interface SettingsFormProps {
  initial: NotificationSettings;
  readOnly: boolean;
  submitting: boolean;
  onSubmit: (settings: NotificationSettings) => void;
}

function SettingsForm({ initial, readOnly, submitting, onSubmit }: SettingsFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(() => settingsValues(initial));
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateSettings(values) : {};
  const message = (field: keyof SettingsFormValues) => (errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof SettingsFormValues>(field: K, value: SettingsFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(validateSettings(values)).length > 0) return;
    onSubmit(settingsOf(values));
  };

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label={t`Notification settings`}>
      <Stack gap="md">
        {readOnly && (
          <Text size="sm" c="dimmed">
            <Trans>You may read these settings; changing them needs the permission to update the organization.</Trans>
          </Text>
        )}
        <Checkbox.Group
          label={t`Channels`}
          description={t`Recipients of a channel that is off are not notified.`}
          value={values.enabledChannels}
          onChange={(chosen) => set('enabledChannels', channels.filter((channel) => chosen.includes(channel)) as NotificationChannel[])}
        >
          <Group gap="lg" mt={4}>
            {channels.map((channel) => (
              <Checkbox key={channel} value={channel} label={i18n._(channelLabels[channel])} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          label={t`Sender name`}
          description={t`Recipients see this name as the sender of e-mails and text messages.`}
          required
          readOnly={readOnly}
          value={values.senderName}
          error={message('senderName')}
          onChange={(event) => set('senderName', event.currentTarget.value)}
        />
        <TagsInput
          label={t`Default recipients`}
          description={t`New rules start with these recipients. E-mail addresses or phone numbers with country code.`}
          readOnly={readOnly}
          splitChars={[',', ';', ' ']}
          value={values.defaultRecipients}
          error={message('defaultRecipients')}
          onChange={(recipients) => set('defaultRecipients', recipients)}
        />
        <Switch
          label={t`Quiet hours`}
          description={t`Notifications are held during these hours (UTC) and sent when they end.`}
          disabled={readOnly}
          checked={values.quietHoursOn}
          onChange={(event) => set('quietHoursOn', event.currentTarget.checked)}
        />
        {values.quietHoursOn && (
          <Group grow align="flex-start">
            <TimeInput
              label={t`From (UTC)`}
              readOnly={readOnly}
              value={values.quietStart}
              error={message('quietStart')}
              onChange={(event) => set('quietStart', event.currentTarget.value)}
            />
            <TimeInput
              label={t`Until (UTC)`}
              readOnly={readOnly}
              value={values.quietEnd}
              error={message('quietEnd')}
              onChange={(event) => set('quietEnd', event.currentTarget.value)}
            />
          </Group>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t`Save settings`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
