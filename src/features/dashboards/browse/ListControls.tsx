// Above a list: its search box, whose items it shows, and their order. The search box keeps the person's typing (a
// draft); the list's flow decides when to ask the service.
import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useState } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export interface ListControlsProps<Filter extends string, Sort extends string> {
  searchLabel: string;
  searchPlaceholder: string;
  onSearch: (search: string) => void;
  filterLabel: string;
  filters: Choice<Filter>[];
  filter: Filter;
  onFilter: (filter: Filter) => void;
  sortLabel: string;
  sorts: Choice<Sort>[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  disabled?: boolean;
}

export function ListControls<Filter extends string, Sort extends string>(props: ListControlsProps<Filter, Sort>) {
  const [search, setSearch] = useState('');
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        type="search"
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        w={320}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          props.onSearch(event.currentTarget.value);
        }}
      />
      <SegmentedControl
        aria-label={props.filterLabel}
        data={props.filters}
        value={props.filter}
        disabled={props.disabled}
        onChange={(value) => props.onFilter(value as Filter)}
      />
      <NativeSelect
        label={props.sortLabel}
        data={props.sorts}
        value={props.sort}
        disabled={props.disabled}
        onChange={(event) => props.onSort(event.currentTarget.value as Sort)}
      />
    </Group>
  );
}
