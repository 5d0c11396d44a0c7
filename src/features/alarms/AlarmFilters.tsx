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
import { useState } from 'react';
import type { AlarmCountsActor } from './flows';
import { statusFilterLabels } from './labels';
import { SeverityDeviceFilters } from './SeverityDeviceFilters';

export interface AlarmFiltersProps {
  filter: AlarmFilter;
  /** Its per-device counts offer the devices to choose from. */
  counts: AlarmCountsActor;
  deviceLabel: (deviceId: string) => string | undefined;
  onChange: (filter: Partial<AlarmFilter>, settle?: boolean) => void;
}

export function AlarmFilters({ filter, counts, deviceLabel, onChange }: AlarmFiltersProps) {
  const { t, i18n } = useLingui();
  // What is typed in the search, which may be more than can be sent.
  const [text, setText] = useState(filter.text);
  const [applied, setApplied] = useState(filter.text);
  if (applied !== filter.text) {
    setApplied(filter.text);
    setText(filter.text);
  }
  const maxLength = maxSearchTextLength;
  const tooLong = text.trim().length > maxLength;

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label={t`Status`}
        value={filter.status}
        data={alarmStatusFilters.map((status) => ({ value: status, label: i18n._(statusFilterLabels[status]) }))}
        onChange={(event) => onChange({ status: event.currentTarget.value as AlarmStatusFilter })}
      />
      <SeverityDeviceFilters filter={filter} counts={counts} deviceLabel={deviceLabel} onChange={onChange} />
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
