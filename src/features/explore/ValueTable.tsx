// The values a chart draws, as a table under it (experimental switch `dataTable`, on by default, spec §2): a row per
// time, newest first, and a column per line, so the numbers can be read, compared and copied without hovering; an
// empty cell where a line has no value at that time. It scrolls within its own box, the chart staying in sight.
import { Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import type { TimeSeries } from '../../ui/TimeChart';
import { DateTime } from '../../ui/DateTime';
import classes from './explore.module.css';

export function ValueTable({ label, times, series }: { label: string; times: readonly number[]; series: readonly TimeSeries[] }) {
  const { t, i18n } = useLingui();
  const rows = times.map((time, index) => ({ time, index })).reverse();
  return (
    <div className={classes.valueTable} tabIndex={0} role="group" aria-label={t`Values of ${label}`}>
      <Table striped stickyHeader verticalSpacing={4} aria-label={t`Values of ${label}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Time`}</Table.Th>
            {series.map((line) => (
              <Table.Th key={line.label} scope="col">
                {line.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ time, index }) => (
            <Table.Tr key={time}>
              <Table.Th scope="row" fw={400}>
                <DateTime value={time} />
              </Table.Th>
              {series.map((line) => {
                const value = line.values[index];
                return <Table.Td key={line.label}>{typeof value === 'number' ? i18n.number(value, { maximumFractionDigits: 2 }) : ''}</Table.Td>;
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
