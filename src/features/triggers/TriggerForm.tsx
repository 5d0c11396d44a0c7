// The trigger rule form: its name, the device or device group and the tag it watches, one condition or two joined by
// AND or OR (every sample, or the connection on or off for a time, stands alone; the connection needs no tag), its
// actions (added, changed and removed here, each with its throttling), and the trial against the history. Each
// problem shows at its field (triggerForm.ts); the form keeps what was typed through a failed save.
import { Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
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
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import {
  maxConnectionMinutes,
  maxThrottlingSeconds,
  maxTriggerActions,
  maxTriggerNameLength,
  maxTryHours,
  triggerActionTypes,
  triggerLeafTypes,
  triggerStandaloneTypes,
  type TriggerProblem,
} from '../../platform/triggerRules';
import type { TriggerWrite } from '../../platform/triggerTypes';
import type { TriggerGroup, TriggerSource } from './flows';
import { newAction, triggerFormProblems, triggerWriteOf, type ActionValues, type ConditionValues, type TriggerFormValues } from './triggerForm';
import { actionLabels, conditionLabels } from './triggerLabels';
import { isTryField, TryPanel } from './TryPanel';
import { nameOption } from '../../ui/Bidi';

export interface TriggerFormProps {
  organization: string;
  initial: TriggerFormValues;
  sources: TriggerSource[];
  groups: TriggerGroup[];
  submitting: boolean;
  onSubmit: (write: TriggerWrite) => void;
  onCancel: () => void;
}

/** The tags a rule can watch on the group's members (by name; the members may be of several models). */
function groupTags(group: TriggerGroup | undefined, sources: TriggerSource[]): TriggerSource['tags'] {
  const tags = new Map<string, TriggerSource['tags'][number]>();
  for (const source of sources) {
    if (group?.memberIds.includes(source.deviceId)) for (const tag of source.tags) if (!tags.has(tag.name)) tags.set(tag.name, tag);
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function TriggerForm({ organization, initial, sources, groups, submitting, onSubmit, onCancel }: TriggerFormProps) {
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
    tooMany: t`At most ${maxTriggerActions} actions.`,
    oneScope: t`Choose a device or a device group, not both.`,
  };
  const error = (field: string) => (problems[field] ? messages[problems[field]] : undefined);
  const set = (change: Partial<TriggerFormValues>, fields: string[]) => {
    setValues((current) => ({ ...current, ...change }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))));
  };
  const byGroup = values.scope === 'GROUP';
  const source = sources.find((candidate) => candidate.deviceId === values.deviceId);
  const tags = byGroup ? groupTags(groups.find((group) => group.id === values.groupId), sources) : source?.tags;
  const unit = tags?.find((tag) => tag.name === values.tag)?.unit;

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

  // After an action is added its type is focused; after one is removed, the button that adds one.
  const formId = useId();
  const actionId = (index: number) => `${formId}-action-${index}`;
  const addId = `${formId}-add-action`;
  const [focusTarget, setFocusTarget] = useState<string>();
  useEffect(() => {
    if (focusTarget === undefined) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);
  const setActions = (actions: ActionValues[], cleared: (field: string) => boolean) => {
    setValues((current) => ({ ...current, actions }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== 'actions' && !cleared(field))));
  };
  const actionFieldset = (action: ActionValues, index: number) => {
    const at = `actions.${index}`;
    const setAction = (patch: Partial<ActionValues>, field: string) =>
      setActions(
        values.actions.map((candidate, position) => (position === index ? { ...candidate, ...patch } : candidate)),
        (problem) => problem === `${at}.${field}`,
      );
    const actionText = (field: 'recipients' | 'url' | 'chatId' | 'attribute' | 'value', label: string) => (
      <TextInput label={label} value={action[field]} error={error(`${at}.${field}`)} onChange={(event) => setAction({ [field]: event.currentTarget.value }, field)} />
    );
    const number = index + 1;
    return (
      <Fieldset key={index} legend={values.actions.length === 1 ? t`Action` : t`Action ${number}`}>
        <Stack gap="xs">
          <NativeSelect
            id={actionId(index)}
            label={t`Then`}
            value={action.type}
            data={triggerActionTypes.map((type) => ({ value: type, label: i18n._(actionLabels[type]) }))}
            onChange={(event) => setAction({ type: event.currentTarget.value as ActionValues['type'] }, 'type')}
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
          <Group align="flex-end" justify="space-between">
            <TextInput
              label={t`At most once every (seconds)`}
              description={t`0: every time it fires`}
              inputMode="numeric"
              w={260}
              maw="100%"
              value={action.throttlingSeconds}
              error={error(`${at}.throttlingSeconds`)}
              onChange={(event) => setAction({ throttlingSeconds: event.currentTarget.value }, 'throttlingSeconds')}
            />
            {values.actions.length > 1 && (
              <Button
                variant="default"
                color="red"
                aria-label={t`Remove action ${number}`}
                onClick={() => {
                  // Problems of the actions after it would name the wrong one: they are found again on saving.
                  setActions(
                    values.actions.filter((_, position) => position !== index),
                    (problem) => problem.startsWith('actions.'),
                  );
                  setFocusTarget(addId);
                }}
              >
                {t`Remove`}
              </Button>
            )}
          </Group>
        </Stack>
      </Fieldset>
    );
  };

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
        {groups.length > 0 && (
          <NativeSelect
            label={t`Watches`}
            value={values.scope}
            data={[
              { value: 'DEVICE', label: t`One device` },
              { value: 'GROUP', label: t`The devices of a group` },
            ]}
            onChange={(event) => set({ scope: event.currentTarget.value as TriggerFormValues['scope'], tag: '' }, ['deviceId', 'groupId', 'tag'])}
          />
        )}
        {/* Side by side where both fit their choices; one above the other on a phone (min-width outweighs grow's share). */}
        <Group grow align="flex-start" wrap="wrap">
          {byGroup ? (
            <NativeSelect
              miw={220}
              label={t`Device group`}
              description={t`Its members when the rule runs`}
              required
              value={values.groupId}
              error={error('groupId')}
              data={[{ value: '', label: t`Choose a device group` }, ...groups.map(({ id, name }) => nameOption(id, name))]}
              onChange={(event) => set({ groupId: event.currentTarget.value, tag: '' }, ['groupId', 'tag'])}
            />
          ) : (
            <NativeSelect
              miw={220}
              label={t`Device`}
              required
              value={values.deviceId}
              error={error('deviceId')}
              data={[{ value: '', label: t`Choose a device` }, ...sources.map(({ deviceId, label }) => nameOption(deviceId, label))]}
              onChange={(event) => set({ deviceId: event.currentTarget.value, tag: '' }, ['deviceId', 'tag'])}
            />
          )}
          {watchesTag && (
            <NativeSelect
              miw={220}
              label={t`Tag`}
              required
              value={values.tag}
              error={error('tag')}
              disabled={tags === undefined || tags.length === 0}
              data={[{ value: '', label: t`Choose a tag` }, ...(tags ?? []).map(({ name }) => nameOption(name, name))]}
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
        {values.actions.map(actionFieldset)}
        <Group gap="sm">
          {values.actions.length < maxTriggerActions && (
            <Button
              id={addId}
              variant="default"
              onClick={() => {
                setActions([...values.actions, newAction], () => false);
                setFocusTarget(actionId(values.actions.length));
              }}
            >
              {t`Add an action`}
            </Button>
          )}
          {error('actions') && (
            <Text size="sm" c="red.8" role="alert">
              {error('actions')}
            </Text>
          )}
        </Group>
        <TryPanel
          organization={organization}
          values={values}
          // A trial judges only what it reads: the problems a save found elsewhere (an action's address) stay shown.
          onProblems={(found) => setProblems((shown) => ({ ...Object.fromEntries(Object.entries(shown).filter(([field]) => !isTryField(field))), ...found }))}
        />
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
