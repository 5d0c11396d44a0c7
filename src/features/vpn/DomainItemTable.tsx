// The table the applications and profiles tabs share: a domain's items by name (the row's header), the columns each
// tab adds, and, for people who may change devices, Edit and Delete per row (Delete left out where an item may not go).
import { Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CardTable } from '../../ui/CardTable';
import { RowActions } from '../../ui/RowActions';

export interface ItemColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

export interface DomainItemTableProps<T extends { id: string; name: string }> {
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  items: T[];
  /** What the name cell shows beside the name (a mark, a description); the name alone when left out. */
  nameCell?: (item: T) => ReactNode;
  columns: ItemColumn<T>[];
  canUpdate: boolean;
  busy: boolean;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Whether an item may be deleted; every one when left out. */
  deletable?: (item: T) => boolean;
}

export function DomainItemTable<T extends { id: string; name: string }>({
  label,
  minWidth,
  items,
  nameCell,
  columns,
  canUpdate,
  busy,
  onEdit,
  onDelete,
  deletable = () => true,
}: DomainItemTableProps<T>) {
  const { t } = useLingui();
  return (
    <CardTable minWidth={minWidth}>
      <Table striped verticalSpacing="xs" aria-label={label} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Name`}</Table.Th>
            {columns.map(({ header }) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
            {canUpdate && <Table.Th scope="col">{t`Actions`}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw={600}>
                {nameCell ? nameCell(item) : item.name}
              </Table.Th>
              {columns.map(({ header, cell }) => (
                <Table.Td key={header}>{cell(item)}</Table.Td>
              ))}
              {canUpdate && (
                <Table.Td>
                  <RowActions
                    label={t`Actions for ${item.name}`}
                    actions={[
                      { label: t`Edit`, name: t`Edit ${item.name}`, onClick: () => onEdit(item), disabled: busy },
                      deletable(item) && { label: t`Delete`, name: t`Delete ${item.name}`, onClick: () => onDelete(item), disabled: busy, danger: true },
                    ]}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
