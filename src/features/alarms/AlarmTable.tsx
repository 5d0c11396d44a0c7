// One page of alarms: sortable columns, row selection for the actions (when the person may act), and the way to an
// alarm's history. Only a page is rendered, however many alarms match.
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo } from 'react';
import { alarmValue } from '../../platform/alarmRules';
import type { Alarm, AlarmOrderField, OrderDirection } from '../../platform/alarmTypes';
import classes from './alarms.module.css';
import { statusLabels } from './labels';
import { severityTone, statusTone } from './tones';
import { Name, showBidiControls } from '../../ui/Bidi';

export interface AlarmTableProps {
  alarms: readonly Alarm[];
  orderBy: AlarmOrderField;
  orderDir: OrderDirection;
  /** The rows answer a query that has since changed. */
  busy: boolean;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  onSort: (orderBy: AlarmOrderField, orderDir: OrderDirection) => void;
  onShowHistory: (alarmId: string) => void;
}

export function AlarmTable(props: AlarmTableProps) {
  const { t, i18n } = useLingui();
  const { alarms, orderBy, orderDir, busy, selectable, selected, onSelect, onSort, onShowHistory } = props;
  const time = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' }), [i18n.locale]);
  const clock = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'medium' }), [i18n.locale]);
  const onPage = alarms.filter((alarm) => selected.has(alarm.id)).length;

  const toggle = useCallback(
    (id: string) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      onSelect(next);
    },
    [selected, onSelect],
  );
  const togglePage = () => {
    const next = new Set(selected);
    const all = onPage === alarms.length;
    for (const alarm of alarms) {
      if (all) next.delete(alarm.id);
      else next.add(alarm.id);
    }
    onSelect(next);
  };
  const header = (field: AlarmOrderField, label: string) => (
    <SortHeader field={field} label={label} orderBy={orderBy} orderDir={orderDir} onSort={onSort} />
  );

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-busy={busy} className={classes.table} data-busy={busy}>
        <VisuallyHidden component="caption">{t`Alarms, one page`}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th>
                <input
                  type="checkbox"
                  className={classes.check}
                  aria-label={t`Select all alarms on this page`}
                  checked={onPage > 0 && onPage === alarms.length}
                  ref={(box) => {
                    if (box) box.indeterminate = onPage > 0 && onPage < alarms.length;
                  }}
                  onChange={togglePage}
                />
              </Table.Th>
            )}
            {header('severity', t`Severity`)}
            {header('name', t`Alarm`)}
            {header('deviceLabel', t`Device`)}
            {header('status', t`Status`)}
            <Table.Th>{t`Requires`}</Table.Th>
            {header('eventTimestamp', t`Raised`)}
            <Table.Th>{t`Value`}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t`History`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alarms.map((alarm) => (
            <AlarmRow
              key={alarm.id}
              alarm={alarm}
              selectable={selectable}
              checked={selected.has(alarm.id)}
              time={time}
              clock={clock}
              onToggle={toggle}
              onShowHistory={onShowHistory}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

interface SortHeaderProps {
  field: AlarmOrderField;
  label: string;
  orderBy: AlarmOrderField;
  orderDir: OrderDirection;
  onSort: (orderBy: AlarmOrderField, orderDir: OrderDirection) => void;
}

function SortHeader({ field, label, orderBy, orderDir, onSort }: SortHeaderProps) {
  const { t } = useLingui();
  const active = field === orderBy;
  // A new column starts with what matters most: the most severe, the newest; names A to Z.
  const firstDir: OrderDirection = field === 'name' || field === 'deviceLabel' ? 'asc' : 'desc';
  return (
    <Table.Th aria-sort={active ? (orderDir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton
        className={classes.sort}
        onClick={() => onSort(field, active ? (orderDir === 'asc' ? 'desc' : 'asc') : firstDir)}
        aria-label={t`Sort by ${label}`}
      >
        {label}
        <span aria-hidden="true">{active ? (orderDir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

interface AlarmRowProps {
  alarm: Alarm;
  selectable: boolean;
  checked: boolean;
  time: Intl.DateTimeFormat;
  clock: Intl.DateTimeFormat;
  onToggle: (id: string) => void;
  onShowHistory: (id: string) => void;
}

/**
 * Rendered again only when its alarm (a new object after each read) or selection changes: a filter change marks the
 * table busy without redrawing every row, so the request goes out at once. Plain inputs and buttons keep a page of
 * rows cheap to draw.
 */
const AlarmRow = memo(function AlarmRow({ alarm, selectable, checked, time, clock, onToggle, onShowHistory }: AlarmRowProps) {
  const { t, i18n } = useLingui();
  // Device labels and alarm names come from the devices: their bidirectional controls are shown, not obeyed.
  const device = showBidiControls(alarm.deviceLabel ?? alarm.deviceId);
  const value = alarmValue(alarm);
  const owed = [alarm.ack === 'REQUIRED' ? t`Acknowledgement` : undefined, alarm.reset === 'REQUIRED' ? t({ message: 'Reset', context: 'what an alarm may require' }) : undefined].filter(
    (what) => what !== undefined,
  );
  return (
    <Table.Tr>
      {selectable && (
        <Table.Td>
          <input
            type="checkbox"
            className={classes.check}
            aria-label={t`Select ${showBidiControls(alarm.name)} on ${device}`}
            checked={checked}
            onChange={() => onToggle(alarm.id)}
          />
        </Table.Td>
      )}
      <Table.Td>
        <span className={classes.badge} data-tone={severityTone(alarm.severity)}>
          {alarm.severity}
        </span>
      </Table.Td>
      <Table.Td>
        <div className={classes.alarmName}>
          <Name>{alarm.name}</Name>
        </div>
        <div className={classes.muted}>{alarm.description}</div>
      </Table.Td>
      <Table.Td>
        <Name>{device}</Name>
      </Table.Td>
      <Table.Td>
        <span className={classes.badge} data-tone={statusTone[alarm.status]}>
          {i18n._(statusLabels[alarm.status])}
        </span>
      </Table.Td>
      <Table.Td>
        {owed.length === 0 ? (
          <span className={classes.muted}>{t`Nothing`}</span>
        ) : (
          <div className={classes.owed}>
            {owed.map((what) => (
              <span key={what} className={classes.badge} data-tone="major">
                {what}
              </span>
            ))}
          </div>
        )}
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <div>{time.format(alarm.eventTimestamp)}</div>
        {alarm.updatedAt !== alarm.eventTimestamp && (
          <div className={classes.muted}>{t`updated ${(sameDay(alarm.updatedAt, alarm.eventTimestamp) ? clock : time).format(alarm.updatedAt)}`}</div>
        )}
      </Table.Td>
      <Table.Td>
        {typeof value === 'number' ? i18n.number(value) : typeof value === 'boolean' ? (value ? t`Yes` : t`No`) : (value ?? '')}
      </Table.Td>
      <Table.Td>
        <button
          type="button"
          className={classes.link}
          aria-label={t`History of ${showBidiControls(alarm.name)} on ${device}`}
          onClick={() => onShowHistory(alarm.id)}
        >
          {t`History`}
        </button>
      </Table.Td>
    </Table.Tr>
  );
});
