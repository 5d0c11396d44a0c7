// The minimum-severity and device selects, the same on the alarm list and on the organisation's alarm history. The
// devices offered are those the per-device counts name, each by its label (learnt before the counts answer); the
// chosen one stays offered when no alarm of it matches the other filters any more, and its label is read meanwhile
// rather than its id shown.
import { NativeSelect } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectAnswer, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { AlarmFilter } from '../../platform/alarmFilter';
import { alarmSeverities } from '../../platform/alarmRules';
import { minimumSeverityLabel } from '../../ui/alarmSeverity';
import { nameOption } from '../../ui/Bidi';
import type { AlarmCountsActor } from './flows';

const anyValue = '';

export interface SeverityDeviceFiltersProps {
  filter: AlarmFilter;
  /** Its per-device counts offer the devices to choose from. */
  counts: AlarmCountsActor;
  deviceLabel: (deviceId: string) => string | undefined;
  onChange: (filter: Partial<AlarmFilter>) => void;
}

export function SeverityDeviceFilters({ filter, counts, deviceLabel, onChange }: SeverityDeviceFiltersProps) {
  const { t, i18n } = useLingui();
  const answer = useSelector(counts, selectAnswer);
  const reading = useSelector(counts, selectQueryStage) !== 'failed' && answer === undefined;
  const devices = answer?.devices.entries ?? [];
  const name = (deviceId: string) => deviceLabel(deviceId) ?? (reading ? t`Loading the device’s name…` : t`Unknown device`);
  const severityOptions = [
    { value: anyValue, label: t`Any severity` },
    ...alarmSeverities
      .filter((severity) => severity > 0)
      .map((severity) => ({ value: String(severity), label: minimumSeverityLabel(i18n, severity) })),
  ];
  const deviceOptions = [{ value: anyValue, label: t`All devices` }, ...devices.map((device) => nameOption(device.deviceId, name(device.deviceId)))];
  if (filter.deviceId !== undefined && !devices.some((device) => device.deviceId === filter.deviceId)) {
    deviceOptions.push(nameOption(filter.deviceId, name(filter.deviceId)));
  }

  return (
    <>
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
    </>
  );
}
