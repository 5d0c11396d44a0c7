// The fleet's search and narrowing: by name or id (typed, sent after a pause), model, connection, tag, preset, group,
// worst open alarm and (where the organisation has VPN) remote-access state, and the order. Native selects: each is one labelled control a keyboard and a phone handle as they know.
import { Group, NativeSelect, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { alarmSeverities } from '../../platform/alarmRules';
import { deviceVpnStates, type DeviceVpnState } from '../../platform/mappingTypes';
import { statusFilterLabels } from '../../kit/remoteAccess/gatewayStatusLabels';
import { minimumSeverityLabel } from '../../ui/alarmSeverity';
import type { FleetFilter, FleetOrder } from './fleetFilter';
import type { FilterChoices } from './flows';
import { nameOption } from '../../ui/Bidi';

export interface FleetFiltersProps {
  search: string;
  filter: FleetFilter;
  /** What the organisation's devices offer to narrow by; empty while unknown. */
  choices: FilterChoices;
  /** The organisation has VPN: its devices may be narrowed by their gateway's state. */
  vpnEnabled: boolean;
  onSearch: (search: string) => void;
  onFilter: (filter: FleetFilter) => void;
}

const any = '';

export function FleetFilters({ search, filter, choices, vpnEnabled, onSearch, onFilter }: FleetFiltersProps) {
  const { t, i18n } = useLingui();
  const connection = filter.connected === undefined ? any : filter.connected ? 'online' : 'offline';
  const orders: { value: FleetOrder; label: string }[] = [
    { value: 'label', label: t`Name, A to Z` },
    { value: '-label', label: t`Name, Z to A` },
    { value: 'modelName', label: t`Model` },
  ];
  // A value from the address that the organisation does not offer is still shown, so the list's narrowing is visible.
  const withCurrent = (values: string[], current: string | undefined) => (current && !values.includes(current) ? [current, ...values] : values);
  const named = (values: { id: string; name: string }[], current: string | undefined) =>
    withCurrent(
      values.map(({ id }) => id),
      current,
    ).map((id) => nameOption(id, values.find((value) => value.id === id)?.name ?? id));
  const vpnLabel = (state: DeviceVpnState) => (state === 'none' ? t`No gateway` : i18n._(statusFilterLabels[state]));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t`Search devices`}
        placeholder={t`Name, ID or model`}
        w={260}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <NativeSelect
        label={t`Model`}
        value={filter.model ?? any}
        data={[{ value: any, label: t`All models` }, ...withCurrent(choices.models, filter.model)]}
        onChange={(event) => onFilter({ ...filter, model: event.currentTarget.value || undefined })}
      />
      <NativeSelect
        label={t`Connection`}
        value={connection}
        data={[
          { value: any, label: t`Online and offline` },
          { value: 'online', label: t`Online` },
          { value: 'offline', label: t`Offline` },
        ]}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onFilter({ ...filter, connected: value === any ? undefined : value === 'online' });
        }}
      />
      <NativeSelect
        label={t`Tag`}
        value={filter.tag ?? any}
        data={[{ value: any, label: t`All tags` }, ...withCurrent(choices.tags, filter.tag)]}
        onChange={(event) => onFilter({ ...filter, tag: event.currentTarget.value || undefined })}
      />
      <NativeSelect
        label={t`Preset`}
        value={filter.preset ?? any}
        data={[{ value: any, label: t`All presets` }, ...named(choices.presets, filter.preset)]}
        onChange={(event) => onFilter({ ...filter, preset: event.currentTarget.value || undefined })}
      />
      {(choices.groups.length > 0 || filter.group) && (
        <NativeSelect
          label={t`Group`}
          value={filter.group ?? any}
          data={[{ value: any, label: t`All groups` }, ...named(choices.groups, filter.group)]}
          onChange={(event) => onFilter({ ...filter, group: event.currentTarget.value || undefined })}
        />
      )}
      <NativeSelect
        label={t`Worst open alarm`}
        value={filter.severity === undefined ? any : String(filter.severity)}
        data={[
          { value: any, label: t`With or without alarms` },
          ...alarmSeverities.map((severity) => ({ value: String(severity), label: minimumSeverityLabel(i18n, severity) })),
        ]}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onFilter({ ...filter, severity: value === any ? undefined : Number(value) });
        }}
      />
      {vpnEnabled && (
        <NativeSelect
          label={t`Remote access`}
          value={filter.vpn ?? any}
          data={[{ value: any, label: t`All devices` }, ...deviceVpnStates.map((state) => ({ value: state, label: vpnLabel(state) }))]}
          onChange={(event) => onFilter({ ...filter, vpn: deviceVpnStates.find((state) => state === event.currentTarget.value) })}
        />
      )}
      <NativeSelect
        label={t`Order`}
        value={filter.order}
        data={orders}
        onChange={(event) => onFilter({ ...filter, order: event.currentTarget.value as FleetOrder })}
      />
    </Group>
  );
}
