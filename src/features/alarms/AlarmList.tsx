// The live alarm list: filters, severity and device counts, the actions the person may take, and one page of alarms.
// The rows and the counts are read apart, so the rows never wait for the counts.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectAnswer, selectQuery, selectQueryError, selectQueryStage, selectRefreshError } from '../../../machines/liveQuery.machine';
import { alarmFilterExpression, type AlarmFilter } from '../../platform/alarmFilter';
import type { AlarmListQuery } from '../../platform/alarmList';
import { useAccess } from '../../portal/portal';
import { Callout } from '../../ui/Callout';
import { LoadFailure } from '../../ui/LoadFailure';
import { Pager } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { AlarmActionBar, type PermittedAction } from './AlarmActionBar';
import { AlarmActionDialog } from './AlarmActionDialog';
import { AlarmCountsPanel } from './AlarmCountsPanel';
import { AlarmFilters } from './AlarmFilters';
import { AlarmTable } from './AlarmTable';
import type { AlarmActionsActor, AlarmCountsActor, AlarmListActor } from './flows';
import classes from './alarms.module.css';
import { ErrorMessage } from '../../ui/ErrorMessage';

const actionKinds: readonly PermittedAction[] = ['ack', 'reset', 'clear'];

export interface AlarmListProps {
  list: AlarmListActor;
  counts: AlarmCountsActor;
  actions: AlarmActionsActor;
  deviceLabel: (deviceId: string) => string | undefined;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  onShowHistory: (alarmId: string) => void;
}

export function AlarmList({ list, counts, actions, deviceLabel, selected, onSelect, onShowHistory }: AlarmListProps) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const permitted = actionKinds.filter((action) => ability?.can(action, 'alarms'));
  const stage = useSelector(list, selectQueryStage);
  const query = useSelector(list, selectQuery);
  const page = useSelector(list, selectAnswer);
  const error = useSelector(list, selectQueryError);
  const refreshError = useSelector(list, selectRefreshError);
  const countsQuery = useSelector(counts, selectQuery);
  // While a new query is on its way, the rows on screen answer the previous one.
  const current = stage === 'ready' || stage === 'refreshing';

  const changeList = (next: Partial<AlarmListQuery>) => list.send({ type: 'query.change', query: { ...query, ...next } });
  // A filter changes the rows and the counts alike; a selection the person can no longer see is dropped.
  const changeFilter = (change: Partial<AlarmFilter>, settle = false) => {
    const filter = { ...query.filter, ...change };
    if (selected.size > 0) onSelect(new Set());
    list.send({ type: 'query.change', query: { ...query, filter, page: 0 }, settle });
    counts.send({ type: 'query.change', query: { ...countsQuery, filter }, settle });
  };

  const total = page?.totalElements ?? 0;
  return (
    <div className={classes.main}>
      <AlarmFilters filter={query.filter} counts={counts} deviceLabel={deviceLabel} onChange={changeFilter} />
      <AlarmCountsPanel counts={counts} deviceLabel={deviceLabel} onChange={changeFilter} />
      {stage === 'failed' && (
        <LoadFailure title={t`The alarms could not be loaded`} error={error} onRetry={() => list.send({ type: 'query.retry' })} />
      )}
      {refreshError !== undefined && (
        <Callout tone="warning" title={t`The alarms could not be refreshed`}>
          <ErrorMessage error={refreshError}>{t`The list shows the alarms as they were last read; it is tried again shortly.`}</ErrorMessage>
        </Callout>
      )}
      {page === undefined && stage !== 'failed' && <Spinner label={t`Loading alarms`} />}
      {page !== undefined && stage !== 'failed' && (
        <>
          <Text role="status" fw={600}>
            {t({ message: plural(total, { one: '# alarm matches', other: '# alarms match' }) })}
          </Text>
          {permitted.length > 0 && (
            <AlarmActionBar
              permitted={permitted}
              selectedCount={selected.size}
              matchingCount={current ? total : 0}
              onRequest={(action, scope) =>
                actions.send({
                  type: 'alarm.request',
                  request: {
                    action,
                    target:
                      scope === 'selected'
                        ? { kind: 'selected', ids: [...selected] }
                        : { kind: 'matching', filter: alarmFilterExpression(query.filter), count: total },
                  },
                })
              }
            />
          )}
          {page.data.length === 0 ? (
            <Text>{t`No alarms match these filters.`}</Text>
          ) : (
            <AlarmTable
              alarms={page.data}
              orderBy={query.orderBy}
              orderDir={query.orderDir}
              busy={!current}
              selectable={permitted.length > 0}
              selected={selected}
              onSelect={onSelect}
              onSort={(orderBy, orderDir) => changeList({ orderBy, orderDir, page: 0 })}
              onShowHistory={onShowHistory}
            />
          )}
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
      />
    </div>
  );
}
