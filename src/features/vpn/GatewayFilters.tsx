// The gateways list's search by name (typed, sent after a pause), its narrowing by status and its order by name.
import { Group, NativeSelect, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { gatewayStatusFilters, type GatewayStatusFilter } from '../../platform/vpnTypes';
import type { GatewayFilter } from './gatewayFilter';
import { statusFilterLabels } from '../../kit/remoteAccess/gatewayStatusLabels';

export interface GatewayFiltersProps {
  search: string;
  filter: GatewayFilter;
  onSearch: (search: string) => void;
  onFilter: (filter: GatewayFilter) => void;
}

export function GatewayFilters({ search, filter, onSearch, onFilter }: GatewayFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t`Search gateways`}
        placeholder={t`Gateway name`}
        w={260}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <NativeSelect
        label={t`Status`}
        value={filter.status}
        data={gatewayStatusFilters.map((status) => ({ value: status, label: i18n._(statusFilterLabels[status]) }))}
        onChange={(event) => onFilter({ ...filter, status: event.currentTarget.value as GatewayStatusFilter })}
      />
      <NativeSelect
        label={t`Order`}
        value={filter.descending ? 'desc' : 'asc'}
        data={[
          { value: 'asc', label: t`Name, A to Z` },
          { value: 'desc', label: t`Name, Z to A` },
        ]}
        onChange={(event) => onFilter({ ...filter, descending: event.currentTarget.value === 'desc' })}
      />
    </Group>
  );
}
