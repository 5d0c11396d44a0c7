// The values a chart draws, as a table under it (experimental switch `dataTable`, on by default, spec §2): a row per
// time, newest first, and a column per line, so the numbers can be read, compared and copied without hovering; an
// empty cell where a line has no value at that time. It scrolls within its own box, the chart staying in sight, and
// holds the newest rows only: a day drawn at two points per pixel is thousands of rows, redrawn as a live range moves,
// and the CSV export has them all.
import { Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import type { TimeSeries } from '../../ui/TimeChart';
import { DateTime } from '../../ui/DateTime';
import classes from './explore.module.css';

/** The rows the table holds, newest first. */
const shownRows = 100;

export function ValueTable({ label, times, series }: { label: string; times: readonly number[]; series: readonly TimeSeries[] }) {
  const { t, i18n } = useLingui();
  const first = Math.max(0, times.length - shownRows);
  const rows = times.slice(first).map((time, offset) => ({ time, index: first + offset })).reverse();
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
      {first > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {t`The newest ${rows.length} of ${times.length} values; the CSV export has them all.`}
        </Text>
      )}
    </div>
  );
}
