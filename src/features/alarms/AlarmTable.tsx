// One page of alarms: sortable columns, row selection for the bulk actions and each row's own actions (when the
// person may act), and the way to an alarm's history. Only a page is rendered, however many alarms match. On a phone
// the rows are cards and the header row a bar of sort buttons (`cards`), so nothing hides behind a sideways scroll.
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { AlarmActionKind } from '../../platform/alarmTypes';
import { actionApplies, alarmValue } from '../../platform/alarmRules';
import type { Alarm, AlarmOrderField, OrderDirection } from '../../platform/alarmTypes';
import type { ShownAlarm } from './tagUnits';
import { SeverityBadge } from '../../ui/SeverityBadge';
import { DateTime } from '../../ui/DateTime';
import { formatDateTime, formatTimeOfDay, sameDay } from '../../ui/dateTimeFormat';
import classes from './alarms.module.css';
import { actionLabels, rowActionName, statusText, valueText } from './labels';
import { statusTone } from './tones';
import { Name, showBidiControls } from '../../ui/Bidi';

export interface AlarmTableProps {
  alarms: readonly ShownAlarm[];
  orderBy: AlarmOrderField;
  orderDir: OrderDirection;
  /** The rows answer a query that has since changed. */
  busy: boolean;
  selectable: boolean;
  /** The actions the person may take on an alarm from its row (each shown where it applies). */
  permitted: readonly AlarmActionKind[];
  /** The alarm whose row action is under way. */
  acting?: string;
  /** Rows as cards (phones). */
  cards: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  onSort: (orderBy: AlarmOrderField, orderDir: OrderDirection) => void;
  onShowHistory: (alarmId: string) => void;
  /** One click on a row's action: done at once, the outcome told beside the list. */
  onAct: (alarm: Alarm, action: AlarmActionKind) => void;
  /** The row's actions with a comment. */
  onComment: (alarm: Alarm) => void;
}

export function AlarmTable(props: AlarmTableProps) {
  const { t } = useLingui();
  const { alarms, orderBy, orderDir, busy, selectable, permitted, acting, cards, selected, onSelect, onSort, onShowHistory, onAct, onComment } =
    props;
  // A card names what the table's header names in its columns.
  const labels = useMemo(() => ({ raised: t`Raised`, value: t`Value`, requires: t`Requires` }), [t]);
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

  const Frame = cards ? CardsFrame : ScrollFrame;
  return (
    <Frame>
      <Table striped={!cards} highlightOnHover={!cards} aria-busy={busy} className={classes.table} data-busy={busy} data-cards={cards}>
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
            {permitted.length > 0 && (
              <Table.Th>
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alarms.map((alarm) => (
            <AlarmRow
              key={alarm.id}
              alarm={alarm}
              selectable={selectable}
              checked={selected.has(alarm.id)}
              labels={labels}
              permitted={permitted}
              acting={acting === alarm.id}
              onToggle={toggle}
              onShowHistory={onShowHistory}
              onAct={onAct}
              onComment={onComment}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Frame>
  );
}

/** Columns side by side, scrolled sideways inside the page when the page is narrower than they need. */
function ScrollFrame({ children }: { children: ReactNode }) {
  return <Table.ScrollContainer minWidth={760}>{children}</Table.ScrollContainer>;
}

/** Cards fit any width. */
function CardsFrame({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

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
  alarm: ShownAlarm;
  selectable: boolean;
  checked: boolean;
  labels: { raised: string; value: string; requires: string };
  permitted: readonly AlarmActionKind[];
  acting: boolean;
  onToggle: (id: string) => void;
  onShowHistory: (id: string) => void;
  onAct: (alarm: Alarm, action: AlarmActionKind) => void;
  onComment: (alarm: Alarm) => void;
}

/**
 * Rendered again only when its alarm (a new object after each read) or selection changes: a filter change marks the
 * table busy without redrawing every row, so the request goes out at once. Plain inputs and buttons keep a page of
 * rows cheap to draw.
 */
const AlarmRow = memo(function AlarmRow(props: AlarmRowProps) {
  const { alarm, selectable, checked, labels, permitted, acting, onToggle, onShowHistory, onAct, onComment } = props;
  const { t, i18n } = useLingui();
  // Device labels and alarm names come from the devices: their bidirectional controls are shown, not obeyed.
  const name = showBidiControls(alarm.name);
  const device = showBidiControls(alarm.deviceLabel ?? alarm.deviceId);
  const value = alarmValue(alarm);
  const owed = [alarm.ack === 'REQUIRED' ? t`Acknowledgement` : undefined, alarm.reset === 'REQUIRED' ? t({ message: 'Reset', context: 'what an alarm may require' }) : undefined].filter(
    (what) => what !== undefined,
  );
  // What the person may do to this alarm now (an acknowledgement owed, a reset or clear once the condition is gone).
  const actions = permitted.filter((action) => actionApplies(action, alarm));
  return (
    <Table.Tr data-alarm-id={alarm.id}>
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
      <Table.Td className={classes.severityCell}>
        <SeverityBadge severity={alarm.severity} />
      </Table.Td>
      <Table.Td>
        {/* The alarm's name opens its history. */}
        <button
          type="button"
          className={classes.alarmName}
          aria-label={t`History of ${showBidiControls(alarm.name)} on ${device}`}
          onClick={() => onShowHistory(alarm.id)}
        >
          <Name>{alarm.name}</Name>
        </button>
        <div className={classes.muted}>{alarm.description}</div>
      </Table.Td>
      <Table.Td>
        <Name>{device}</Name>
      </Table.Td>
      <Table.Td className={classes.statusCell}>
        <span className={classes.badge} data-tone={statusTone(alarm.status)}>
          {statusText(i18n, alarm.status)}
        </span>
      </Table.Td>
      <Table.Td data-label={labels.requires}>
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
      <Table.Td className={classes.nowrap} data-label={labels.raised}>
        <div>
          <DateTime value={alarm.eventTimestamp} />
        </div>
        {alarm.updatedAt !== alarm.eventTimestamp && (
          <div className={classes.muted}>
            {t`updated ${(sameDay(alarm.updatedAt, alarm.eventTimestamp) ? formatTimeOfDay : formatDateTime)(alarm.updatedAt, i18n.locale)}`}
          </div>
        )}
      </Table.Td>
      <Table.Td data-label={labels.value}>
        {valueText(i18n, value, alarm.unit)}
      </Table.Td>
      {permitted.length > 0 && (
        <Table.Td className={classes.rowActionsCell}>
          {actions.length > 0 && (
            <div className={classes.rowActions}>
              {actions.map((action) => (
                <button
                  key={action}
                  type="button"
                  className={classes.rowAction}
                  data-row-action
                  aria-label={i18n._(rowActionName(action, name, device))}
                  // Still focusable while its action runs, so the keyboard stays where it was.
                  aria-disabled={acting || undefined}
                  data-busy={acting || undefined}
                  onClick={() => {
                    if (!acting) onAct(alarm, action);
                  }}
                >
                  {i18n._(actionLabels[action])}
                </button>
              ))}
              <button
                type="button"
                className={classes.commentAction}
                data-row-action
                aria-label={t`Comment and act on ${name} on ${device}`}
                title={t`Comment…`}
                aria-haspopup="dialog"
                aria-disabled={acting || undefined}
                onClick={() => {
                  if (!acting) onComment(alarm);
                }}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M2 2.5h12v8H6.5L3.5 13v-2.5H2Z" />
                </svg>
              </button>
            </div>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
});
