// Remote applications as rows, one application a row named by its row header: the gateway's applications for this
// computer (GatewayApplications) and an endpoint's (LaunchDialog) are this one table with their own columns; on a
// phone its rows are cards (CardTable).
import { Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CardTable } from '../../ui/CardTable';

export interface ApplicationRow {
  key: string;
  name: string;
  /** One a column after the application's name. */
  cells: readonly ReactNode[];
}

export interface ApplicationTableProps {
  label: string;
  /** The columns after "Application". */
  columns: readonly string[];
  rows: readonly ApplicationRow[];
  /** Below this width the table shows as cards. */
  minWidth: number;
}

export function ApplicationTable({ label, columns, rows, minWidth }: ApplicationTableProps) {
  const { t } = useLingui();
  return (
    <CardTable minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Application`}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.name}</Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td key={columns[index]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
