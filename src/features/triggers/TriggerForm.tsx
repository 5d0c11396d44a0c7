// The trigger rule form: its name, the device and tag it watches, one condition or two joined by AND or OR (every
// sample, or the connection on or off for a time, stands alone; the connection needs no tag), one action with its
// throttling, and the trial against the device's history. Each problem shows at its field
// (triggerForm.ts); the form keeps what was typed through a failed save.
import { Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  maxConnectionMinutes,
  maxThrottlingSeconds,
  maxTriggerNameLength,
  maxTryHours,
  triggerActionTypes,
  triggerLeafTypes,
  triggerStandaloneTypes,
  type TriggerProblem,
} from '../../platform/triggerRules';
import type { TriggerWrite } from '../../platform/triggerTypes';
import type { TriggerSource } from './flows';
import { triggerFormProblems, triggerWriteOf, type ConditionValues, type TriggerFormValues } from './triggerForm';
import { actionLabels, conditionLabels } from './triggerLabels';
import { TryPanel } from './TryPanel';

export interface TriggerFormProps {
  organization: string;
  initial: TriggerFormValues;
  sources: TriggerSource[];
  submitting: boolean;
  onSubmit: (write: TriggerWrite) => void;
  onCancel: () => void;
}

export function TriggerForm({ organization, initial, sources, submitting, onSubmit, onCancel }: TriggerFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, TriggerProblem>>({});
  const messages: Record<TriggerProblem, string> = {
    required: t`Required.`,
    tooLong: t`At most ${maxTriggerNameLength} characters.`,
    notANumber: t`Enter a number.`,
    bandOrder: t`The upper limit must be above the lower one.`,
    negative: t`Enter 0 or more.`,
    overHundred: t`At most 100 %.`,
    throttlingRange: t`Whole seconds from 0 to ${maxThrottlingSeconds}.`,
    email: t`Enter e-mail addresses separated by commas.`,
    https: t`Enter an https:// address.`,
    chatId: t`Enter the chat's number.`,
    hoursRange: t`From 1 to ${maxTryHours} hours.`,
    durationRange: t`Whole minutes from 0 to ${maxConnectionMinutes}.`,
    notJoinable: t`This condition cannot be joined with another.`,
    unknownType: t`Choose one of the offered types.`,
  };
  const error = (field: string) => (problems[field] ? messages[problems[field]] : undefined);
  const set = (change: Partial<TriggerFormValues>, fields: string[]) => {
    setValues((current) => ({ ...current, ...change }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))));
  };
  const source = sources.find((candidate) => candidate.deviceId === values.deviceId);
  const unit = source?.tags.find((tag) => tag.name === values.tag)?.unit;

  const standalone = (triggerStandaloneTypes as readonly string[]).includes(values.first.type);
  const watchesTag = values.first.type !== 'CONNECTION';
  const condition = (which: 'first' | 'second', legend: string) => {
    const current = values[which];
    const types = which === 'first' ? [...triggerLeafTypes, ...triggerStandaloneTypes] : triggerLeafTypes;
    const change = (patch: Partial<ConditionValues>, field: string) => set({ [which]: { ...current, ...patch } }, [`${which}.${field}`]);
    const text = (field: 'low' | 'high' | 'deadband' | 'level' | 'minutes', label: string) => (
      <TextInput
        label={label}
        inputMode={field === 'minutes' ? 'numeric' : 'decimal'}
        w={140}
        rightSection={field === 'minutes' ? t`min` : field === 'deadband' && current.percent ? '%' : unit}
        value={current[field]}
        error={error(`${which}.${field}`)}
        onChange={(event) => change({ [field]: event.currentTarget.value }, field)}
      />
    );
    return (
      <Fieldset legend={legend}>
        <Stack gap="xs">
          <NativeSelect
            label={t`Fires`}
            value={current.type}
            error={error(`${which}.type`)}
            data={types.map((type) => ({ value: type, label: i18n._(conditionLabels[type]) }))}
            onChange={(event) => change({ type: event.currentTarget.value as ConditionValues['type'] }, 'type')}
          />
          {current.type === 'PASSTHROUGH' && <Text size="sm" c="dimmed">{t`Every sample of the tag fires it; the action's throttling sets how often it runs.`}</Text>}
          {current.type === 'CONNECTION' && (
            <Group align="flex-start">
              <NativeSelect
                label={t`Connection`}
                value={current.connection}
                data={[
                  { value: 'IOT', label: t`IoT (to the platform)` },
                  { value: 'VPN', label: t`VPN (remote access)` },
                ]}
                onChange={(event) => change({ connection: event.currentTarget.value as ConditionValues['connection'] }, 'connection')}
              />
              <NativeSelect
                label={t`When it has been`}
                value={current.connected ? 'on' : 'off'}
                data={[
                  { value: 'off', label: t`off` },
                  { value: 'on', label: t`on` },
                ]}
                onChange={(event) => change({ connected: event.currentTarget.value === 'on' }, 'connected')}
              />
              {text('minutes', t`For at least`)}
            </Group>
          )}
          {current.type === 'ANALOG_BAND' && (
            <Group align="flex-start">
              {text('low', t`From`)}
              {text('high', t`To`)}
              <NativeSelect
                label={t`When the value`}
                value={current.inside ? 'in' : 'out'}
                data={[
                  { value: 'in', label: t`enters the band` },
                  { value: 'out', label: t`leaves the band` },
                ]}
                onChange={(event) => change({ inside: event.currentTarget.value === 'in' }, 'inside')}
              />
            </Group>
          )}
          {current.type === 'ON_CHANGED' && (
            <Group align="flex-end">
              {text('deadband', t`Deadband`)}
              <Checkbox mb={8} label={t`Percent of the last value`} checked={current.percent} onChange={(event) => change({ percent: event.currentTarget.checked }, 'deadband')} />
            </Group>
          )}
          {current.type === 'ON_LEVEL' && (
            <Group align="flex-start">
              {text('level', t`Level`)}
              <NativeSelect
                label={t`When the value`}
                value={current.rising ? 'up' : 'down'}
                data={[
                  { value: 'up', label: t`rises to it` },
                  { value: 'down', label: t`falls to it` },
                ]}
                onChange={(event) => change({ rising: event.currentTarget.value === 'up' }, 'rising')}
              />
            </Group>
          )}
        </Stack>
      </Fieldset>
    );
  };

  const action = values.action;
  const setAction = (patch: Partial<TriggerFormValues['action']>, field: string) => set({ action: { ...action, ...patch } }, [`action.${field}`]);
  const actionText = (field: 'recipients' | 'url' | 'chatId' | 'attribute' | 'value', label: string) => (
    <TextInput label={label} value={action[field]} error={error(`action.${field}`)} onChange={(event) => setAction({ [field]: event.currentTarget.value }, field)} />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = triggerFormProblems(values);
        setProblems(found);
        if (Object.keys(found).length === 0) onSubmit(triggerWriteOf(values));
      }}
    >
      <Stack gap="sm">
        <TextInput label={t`Name`} required value={values.name} error={error('name')} onChange={(event) => set({ name: event.currentTarget.value }, ['name'])} />
        <Group grow align="flex-start">
          <NativeSelect
            label={t`Device`}
            required
            value={values.deviceId}
            error={error('deviceId')}
            data={[{ value: '', label: t`Choose a device` }, ...sources.map(({ deviceId, label }) => ({ value: deviceId, label }))]}
            onChange={(event) => set({ deviceId: event.currentTarget.value, tag: '' }, ['deviceId', 'tag'])}
          />
          {watchesTag && (
            <NativeSelect
              label={t`Tag`}
              required
              value={values.tag}
              error={error('tag')}
              disabled={!source}
              data={[{ value: '', label: t`Choose a tag` }, ...(source?.tags ?? []).map(({ name }) => name)]}
              onChange={(event) => set({ tag: event.currentTarget.value }, ['tag'])}
            />
          )}
        </Group>
        {condition('first', t`Condition`)}
        {!standalone && (
          <NativeSelect
            label={t`Second condition`}
            value={values.join}
            data={[
              { value: 'NONE', label: t`None` },
              { value: 'AND', label: t`And (both)` },
              { value: 'OR', label: t`Or (either)` },
            ]}
            onChange={(event) => set({ join: event.currentTarget.value as TriggerFormValues['join'] }, [])}
          />
        )}
        {!standalone && values.join !== 'NONE' && condition('second', values.join === 'AND' ? t`And` : t`Or`)}
        <Fieldset legend={t`Action`}>
          <Stack gap="xs">
            <NativeSelect
              label={t`Then`}
              value={action.type}
              data={triggerActionTypes.map((type) => ({ value: type, label: i18n._(actionLabels[type]) }))}
              onChange={(event) => setAction({ type: event.currentTarget.value as TriggerFormValues['action']['type'] }, 'type')}
            />
            {action.type === 'EMAIL' && actionText('recipients', t`Recipients`)}
            {(action.type === 'WEBHOOK' || action.type === 'TEAMS') && actionText('url', t`Address`)}
            {action.type === 'TELEGRAM' && actionText('chatId', t`Chat ID`)}
            {action.type === 'ATTRIBUTE' && (
              <Group grow align="flex-start">
                {actionText('attribute', t`Attribute`)}
                {actionText('value', t`Value`)}
              </Group>
            )}
            <TextInput
              label={t`At most once every (seconds)`}
              description={t`0: every time it fires`}
              inputMode="numeric"
              w={260}
              value={action.throttlingSeconds}
              error={error('action.throttlingSeconds')}
              onChange={(event) => setAction({ throttlingSeconds: event.currentTarget.value }, 'throttlingSeconds')}
            />
          </Stack>
        </Fieldset>
        <TryPanel organization={organization} values={values} onProblems={(found) => setProblems(found)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Save trigger`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
