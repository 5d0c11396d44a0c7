// The filters of the alarm list: status, minimum severity, device and text. A search text over the limit stays in its
// field with the reason beside it and is not applied: the list keeps the last search that could be sent.
import { Group, NativeSelect, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { alarmStatusFilters, maxSearchTextLength, type AlarmFilter, type AlarmStatusFilter } from '../../platform/alarmFilter';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer } from '../../../machines/liveQuery.machine';
import { alarmSeverities } from '../../platform/alarmRules';
import { minimumSeverityLabel } from '../../ui/alarmSeverity';
import type { AlarmCountsActor } from './flows';
import { statusFilterLabels } from './labels';
import { nameOption } from '../../ui/Bidi';

const anyValue = '';

export interface AlarmFiltersProps {
  filter: AlarmFilter;
  /** Its per-device counts offer the devices to choose from. */
  counts: AlarmCountsActor;
  deviceLabel: (deviceId: string) => string | undefined;
  onChange: (filter: Partial<AlarmFilter>, settle?: boolean) => void;
}

export function AlarmFilters({ filter, counts, deviceLabel, onChange }: AlarmFiltersProps) {
  const { t, i18n } = useLingui();
  const devices = useSelector(counts, selectAnswer)?.devices.entries ?? [];
  // What is typed in the search, which may be more than can be sent.
  const [text, setText] = useState(filter.text);
  const [applied, setApplied] = useState(filter.text);
  if (applied !== filter.text) {
    setApplied(filter.text);
    setText(filter.text);
  }
  const maxLength = maxSearchTextLength;
  const tooLong = text.trim().length > maxLength;
  const severityOptions = [
    { value: anyValue, label: t`Any severity` },
    ...alarmSeverities
      .filter((severity) => severity > 0)
      .map((severity) => ({ value: String(severity), label: minimumSeverityLabel(i18n, severity) })),
  ];
  const deviceOptions = [
    { value: anyValue, label: t`All devices` },
    ...devices.map((device) => nameOption(device.deviceId, deviceLabel(device.deviceId) ?? device.deviceId)),
  ];
  // The chosen device stays offered even when no alarm of it matches the other filters any more.
  if (filter.deviceId !== undefined && !devices.some((device) => device.deviceId === filter.deviceId)) {
    deviceOptions.push(nameOption(filter.deviceId, deviceLabel(filter.deviceId) ?? filter.deviceId));
  }

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label={t`Status`}
        value={filter.status}
        data={alarmStatusFilters.map((status) => ({ value: status, label: i18n._(statusFilterLabels[status]) }))}
        onChange={(event) => onChange({ status: event.currentTarget.value as AlarmStatusFilter })}
      />
      <NativeSelect
        label={t`Minimum severity`}
        value={filter.minSeverity === undefined ? anyValue : String(filter.minSeverity)}
        data={severityOptions}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onChange({ minSeverity: value === anyValue ? undefined : Number(value) });
        }}
      />
      <NativeSelect
        label={t`Device`}
        value={filter.deviceId ?? anyValue}
        data={deviceOptions}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onChange({ deviceId: value === anyValue ? undefined : value });
        }}
      />
      <TextInput
        type="search"
        label={t`Search`}
        placeholder={t`Name, description or device`}
        value={text}
        error={tooLong ? t`Use at most ${maxLength} characters.` : undefined}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          if (typed.trim().length <= maxLength) onChange({ text: typed }, true);
        }}
      />
    </Group>
  );
}
