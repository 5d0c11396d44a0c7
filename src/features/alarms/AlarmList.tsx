// The live alarm list: filters, severity and device counts, the actions the person may take, and one page of alarms.
// The rows and the counts are read apart, so the rows never wait for the counts. On a phone (spec §9: below 600 px)
// the filters and counts fold behind one "Filters" button that counts those in force, so the first alarms show at once.
//
// Acting: each row acts on its alarm at once (one click, or with a comment), the outcome told beside the list
// (ActionToast); the selected or all matching alarms are acted on after a confirmation (AlarmActionDialog). While
// alarms are selected the rows hold still: new answers wait behind a "n new — Show" bar (the live query's hold).
// The focus stays with the keyboard user: back to the control that opened a dialog, and when a row it was on
// leaves the list, to the row's next control or the outcome's message.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { useMediaQuery } from '@mantine/hooks';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AlarmActionKind } from '../../platform/alarmTypes';
import { selectActionRequest, selectActionStage } from '../../../machines/bulkAction.machine';
import {
  selectAnswer,
  selectPendingAnswer,
  selectQuery,
  selectQueryError,
  selectQueryStage,
  selectRefreshError,
} from '../../../machines/liveQuery.machine';
import { alarmFilterExpression, defaultAlarmFilter, type AlarmFilter } from '../../platform/alarmFilter';
import type { AlarmListQuery } from '../../platform/alarmList';
import { actionApplies } from '../../platform/alarmRules';
import type { Alarm } from '../../platform/alarmTypes';
import { useAccess } from '../../portal/portal';
import { Callout } from '../../ui/Callout';
import { LoadFailure } from '../../ui/LoadFailure';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { ActionToast } from './ActionToast';
import { AlarmActionBar, type PermittedAction } from './AlarmActionBar';
import { AlarmActionDialog } from './AlarmActionDialog';
import { AlarmCountsPanel } from './AlarmCountsPanel';
import { AlarmFilters } from './AlarmFilters';
import { PhoneFilters } from '../../kit/PhoneFilters';
import { AlarmTable } from './AlarmTable';
import { CommentDialog } from './CommentDialog';
import { useOpener } from './focusReturn';
import type { AlarmActionsActor, AlarmCountsActor, AlarmFlows, AlarmListActor } from './flows';
import { heldChanges } from './heldChanges';
import { useShownAlarms } from './useShownAlarms';
import classes from './alarms.module.css';
import { showBidiControls } from '../../ui/Bidi';
import { ErrorMessage } from '../../ui/ErrorMessage';

const actionKinds: readonly PermittedAction[] = ['ack', 'reset', 'clear'];

/** Spec §9: the mobile layout applies below a screen width of 600. */
export const phoneQuery = '(max-width: 599.98px)';

export interface AlarmListProps {
  list: AlarmListActor;
  /** Reads the units of the values the page shows. */
  units: AlarmFlows['units'];
  counts: AlarmCountsActor;
  actions: AlarmActionsActor;
  deviceLabel: (deviceId: string) => string | undefined;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  onShowHistory: (alarmId: string) => void;
}

/** "HighTemperature on Boiler Hall A": how an alarm is named in messages about it. */
const useAlarmName = () => {
  const { t } = useLingui();
  return useCallback(
    (alarm: Alarm) => {
      // Names come from the devices: their bidirectional controls are shown, not obeyed.
      const name = showBidiControls(alarm.name);
      const device = showBidiControls(alarm.deviceLabel ?? alarm.deviceId);
      return t`${name} on ${device}`;
    },
    [t],
  );
};

export function AlarmList({ list, units, counts, actions, deviceLabel, selected, onSelect, onShowHistory }: AlarmListProps) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  // One array while the ability stays: the rows are memoised on it.
  const permitted = useMemo(() => actionKinds.filter((action) => ability?.can(action, 'alarms')), [ability]);
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const stage = useSelector(list, selectQueryStage);
  const query = useSelector(list, selectQuery);
  const page = useSelector(list, selectAnswer);
  const shown = useShownAlarms(units, page?.data);
  const waiting = useSelector(list, selectPendingAnswer);
  const error = useSelector(list, selectQueryError);
  const refreshError = useSelector(list, selectRefreshError);
  const countsQuery = useSelector(counts, selectQuery);
  const actionStage = useSelector(actions, selectActionStage);
  const actionRequest = useSelector(actions, selectActionRequest);
  const alarmName = useAlarmName();
  // While a new query is on its way, the rows on screen answer the previous one.
  const current = stage === 'ready' || stage === 'refreshing';
  const acting = actionStage === 'executing' && actionRequest?.target.kind === 'one' ? actionRequest.target.id : undefined;
  const changes = heldChanges(page, waiting);
  const added = changes?.added ?? 0;

  const status = useRef<HTMLParagraphElement>(null);
  const toast = useRef<HTMLDivElement>(null);
  const rows = useRef<HTMLDivElement>(null);
  // What had the focus in the rows, to carry it on when its row changes under it.
  const lastFocus = useRef<{ element: HTMLElement; alarmId?: string }>(undefined);
  const bulkOpener = useOpener(() => status.current);
  const commentOpener = useOpener(() => status.current);
  const [commenting, setCommenting] = useState<{ alarm: Alarm; actions: AlarmActionKind[] }>();

  const changeList = (next: Partial<AlarmListQuery>) => list.send({ type: 'query.change', query: { ...query, ...next } });
  // A filter changes the rows and the counts alike; a selection the person can no longer see is dropped.
  const changeFilter = (change: Partial<AlarmFilter>, settle = false) => {
    const filter = { ...query.filter, ...change };
    if (selected.size > 0) onSelect(new Set());
    list.send({ type: 'query.change', query: { ...query, filter, page: 0 }, settle });
    counts.send({ type: 'query.change', query: { ...countsQuery, filter }, settle });
  };
  const act = useCallback(
    (alarm: Alarm, action: AlarmActionKind, comment?: string) =>
      actions.send({ type: 'action.request', request: { action, target: { kind: 'one', id: alarm.id, label: alarmName(alarm) } }, comment }),
    [actions, alarmName],
  );
  const openComment = useCallback(
    (alarm: Alarm) => {
      commentOpener.remember();
      setCommenting({ alarm, actions: permitted.filter((action) => actionApplies(action, alarm)) });
    },
    [commentOpener, permitted],
  );

  // A row's control that had the focus has gone (its action no longer applies, or its row left the list): the focus
  // goes on to the row's first control, or to the message about what happened, rather than to the page's start.
  useLayoutEffect(() => {
    const last = lastFocus.current;
    if (!last || last.element.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
    const row = last.alarmId === undefined ? null : rows.current?.querySelector<HTMLElement>(`[data-alarm-id="${CSS.escape(last.alarmId)}"]`);
    const next = row?.querySelector<HTMLElement>('[data-row-action]') ?? row?.querySelector<HTMLElement>('button') ?? toast.current ?? status.current;
    lastFocus.current = undefined;
    next?.focus();
  });

  const total = page?.totalElements ?? 0;
  const { filter } = query;
  const filtersInForce = Number(filter.status !== defaultAlarmFilter.status) + Number(filter.minSeverity !== undefined) + Number(filter.deviceId !== undefined) + Number(filter.text !== '');

  return (
    <div className={classes.main}>
      <PhoneFilters active={filtersInForce}>
        <div className={classes.filters} aria-label={t`Filters`} role="region">
          <AlarmFilters filter={query.filter} counts={counts} deviceLabel={deviceLabel} onChange={changeFilter} />
          <AlarmCountsPanel counts={counts} deviceLabel={deviceLabel} onChange={changeFilter} />
        </div>
      </PhoneFilters>
      {stage === 'failed' && (
        <LoadFailure title={t`The alarms could not be loaded`} error={error} onRetry={() => list.send({ type: 'query.retry' })} />
      )}
      {refreshError !== undefined && (
        <Callout tone="warning" title={t`The alarms could not be refreshed`}>
          <ErrorMessage error={refreshError}>{t`The list shows the alarms as they were last read; it is tried again shortly.`}</ErrorMessage>
        </Callout>
      )}
      {page === undefined && stage !== 'failed' && <Skeleton label={t`Loading alarms`} />}
      {page !== undefined && stage !== 'failed' && (
        <>
          <div className={classes.summary}>
            <Text ref={status} role="status" fw={600} tabIndex={-1}>
              {t({ message: plural(total, { one: '# alarm matches', other: '# alarms match' }) })}
            </Text>
            <div className={classes.newAlarms} role="status">
              {changes && (
                <>
                  <span>
                    {added > 0
                      ? t({ message: plural(added, { one: '# new alarm', other: '# new alarms' }) })
                      : t`The alarms have changed`}
                  </span>
                  <button type="button" className={classes.rowAction} onClick={() => list.send({ type: 'query.show' })}>
                    {t({ message: 'Show', context: 'new alarms' })}
                  </button>
                </>
              )}
            </div>
          </div>
          {permitted.length > 0 && (
            <AlarmActionBar
              permitted={permitted}
              selectedCount={selected.size}
              matchingCount={current ? total : 0}
              onRequest={(action, scope) => {
                bulkOpener.remember();
                actions.send({
                  type: 'action.request',
                  request: {
                    action,
                    target:
                      scope === 'selected'
                        ? { kind: 'selected', ids: [...selected] }
                        : { kind: 'matching', filter: alarmFilterExpression(query.filter), count: total },
                  },
                });
              }}
            />
          )}
          <ActionToast actions={actions} messageRef={toast} onLeave={() => status.current?.focus()} />
          <div
            ref={rows}
            className={classes.rows}
            onFocus={(event) => {
              const element = event.target as HTMLElement;
              lastFocus.current = { element, alarmId: element.closest<HTMLElement>('[data-alarm-id]')?.dataset.alarmId };
            }}
            onBlur={(event) => {
              // Moved away on purpose (the control is still there): nothing to carry on.
              const element = event.target as HTMLElement;
              setTimeout(() => {
                if (element.isConnected && lastFocus.current?.element === element) lastFocus.current = undefined;
              }, 0);
            }}
          >
            {page.data.length === 0 ? (
              <Text>{t`No alarms match these filters.`}</Text>
            ) : (
              <AlarmTable
                alarms={shown ?? page.data}
                orderBy={query.orderBy}
                orderDir={query.orderDir}
                busy={!current}
                selectable={permitted.length > 0}
                permitted={permitted}
                acting={acting}
                cards={phone}
                selected={selected}
                onSelect={onSelect}
                onSort={(orderBy, orderDir) => changeList({ orderBy, orderDir, page: 0 })}
                onShowHistory={onShowHistory}
                onAct={act}
                onComment={openComment}
              />
            )}
          </div>
          <Pager
            page={page.number}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={total}
            label={t`Pages of alarms`}
            onPage={(number) => changeList({ page: number })}
          />
        </>
      )}
      <AlarmActionDialog
        actions={actions}
        nameOf={(id) => {
          const alarm = page?.data.find((candidate) => candidate.id === id);
          return alarm ? `${alarm.name} (${alarm.deviceLabel ?? alarm.deviceId})` : id;
        }}
        onClosed={bulkOpener.giveBack}
      />
      {commenting && (
        <CommentDialog
          alarm={alarmName(commenting.alarm)}
          actions={commenting.actions}
          onAct={(action, comment) => {
            act(commenting.alarm, action, comment);
            setCommenting(undefined);
            commentOpener.giveBack();
          }}
          onClose={() => {
            setCommenting(undefined);
            commentOpener.giveBack();
          }}
        />
      )}
    </div>
  );
}
