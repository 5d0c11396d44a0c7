// Spec §2 /alarms tab alarms-history before an alarm is picked: the organisation's alarm history, every device's
// alarms in every status (cleared ones too), the latest change first, a page at a time, narrowed by severity, device
// and how recently they changed. The facts show no history-by-organisation call, so this is the alarm search (facts
// §6) with a status-free filter ordered by the last change; an alarm's name opens its own state changes.
import { Group, NativeSelect, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQuery, selectQueryError, selectQueryStage, selectRefreshError } from '../../../machines/liveQuery.machine';
import type { AlarmFilter } from '../../platform/alarmFilter';
import type { AlarmListQuery } from '../../platform/alarmList';
import { PhoneFilters } from '../../kit/PhoneFilters';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Pager } from '../../ui/Pager';
import { usePhoneWidth } from '../../ui/phone';
import { Skeleton } from '../../ui/Skeleton';
import { AlarmTable } from './AlarmTable';
import { useShownAlarms } from './useShownAlarms';
import { SeverityDeviceFilters } from './SeverityDeviceFilters';
import classes from './alarms.module.css';
import type { AlarmFlows } from './flows';

/** How far back the history reaches, by the alarms' last change. */
const periods = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 } as const;
type Period = keyof typeof periods | 'any';

const historyPageSize = 50;
const everyStatus: AlarmFilter = { status: 'all', text: '' };

export interface OrganizationHistoryProps {
  flows: Pick<AlarmFlows, 'list' | 'units' | 'counts' | 'deviceLabel'>;
  onShowHistory: (alarmId: string) => void;
}

export function OrganizationHistory({ flows, onShowHistory }: OrganizationHistoryProps) {
  const { t } = useLingui();
  const phone = usePhoneWidth();
  const list = useActorRef(flows.list, {
    input: { query: { filter: everyStatus, orderBy: 'updatedAt', orderDir: 'desc', page: 0, pageSize: historyPageSize } satisfies AlarmListQuery },
  });
  // The devices to choose from: those with alarms of any status.
  const counts = useActorRef(flows.counts, { input: { query: { filter: everyStatus, devicePages: 1 } } });
  const stage = useSelector(list, selectQueryStage);
  const query = useSelector(list, selectQuery);
  const page = useSelector(list, selectAnswer);
  const shown = useShownAlarms(flows.units, page?.data);
  const error = useSelector(list, selectQueryError);
  const refreshError = useSelector(list, selectRefreshError);
  const [period, setPeriod] = useState<Period>('any');
  const { filter } = query;

  const change = (next: Partial<AlarmFilter>) =>
    list.send({ type: 'query.change', query: { ...query, filter: { ...filter, ...next }, page: 0 } });
  const choosePeriod = (next: Period) => {
    setPeriod(next);
    change({ changedSince: next === 'any' ? undefined : Date.now() - periods[next] });
  };

  const periodOptions: { value: Period; label: string }[] = [
    { value: 'any', label: t`Any time` },
    { value: 'day', label: t`Last 24 hours` },
    { value: 'week', label: t`Last 7 days` },
    { value: 'month', label: t`Last 30 days` },
  ];
  const inForce = Number(filter.minSeverity !== undefined) + Number(filter.deviceId !== undefined) + Number(period !== 'any');
  const total = page?.totalElements ?? 0;
  const current = stage === 'ready' || stage === 'refreshing';

  return (
    <div className={classes.main}>
      <Text>{t`Every alarm of the organization, on every device and in every status, the latest change first. Choose an alarm to see each of its state changes.`}</Text>
      <PhoneFilters active={inForce}>
        <Group align="flex-end" gap="md" wrap="wrap" role="region" aria-label={t`Filters`}>
          <NativeSelect
            label={t`Changed`}
            value={period}
            data={periodOptions}
            onChange={(event) => choosePeriod(event.currentTarget.value as Period)}
          />
          <SeverityDeviceFilters filter={filter} counts={counts} deviceLabel={flows.deviceLabel} onChange={change} />
        </Group>
      </PhoneFilters>
      {stage === 'failed' && (
        <LoadFailure title={t`The alarm history could not be loaded`} error={error} onRetry={() => list.send({ type: 'query.retry' })} />
      )}
      {refreshError !== undefined && (
        <Callout tone="warning" title={t`The alarm history could not be refreshed`}>
          <ErrorMessage error={refreshError}>{t`It shows the alarms as they were last read; it is tried again shortly.`}</ErrorMessage>
        </Callout>
      )}
      {page === undefined && stage !== 'failed' && <Skeleton label={t`Loading the alarm history`} />}
      {page !== undefined && stage !== 'failed' && (
        <>
          <Text role="status" fw={600}>
            {t({ message: plural(total, { one: '# alarm', other: '# alarms' }) })}
          </Text>
          {page.data.length === 0 ? (
            <Text>{inForce > 0 ? t`No alarm matches these filters.` : t`This organization has had no alarms yet.`}</Text>
          ) : (
            <AlarmTable
              alarms={shown ?? page.data}
              orderBy={query.orderBy}
              orderDir={query.orderDir}
              busy={!current}
              selectable={false}
              permitted={noActions}
              cards={phone}
              selected={noneSelected}
              onSelect={ignore}
              onSort={(orderBy, orderDir) => list.send({ type: 'query.change', query: { ...query, orderBy, orderDir, page: 0 } })}
              onShowHistory={onShowHistory}
              onAct={ignore}
              onComment={ignore}
            />
          )}
          <Pager
            page={page.number}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={total}
            label={t`Pages of the alarm history`}
            onPage={(number) => list.send({ type: 'query.change', query: { ...query, page: number } })}
          />
        </>
      )}
    </div>
  );
}

// The history only reads: no row is selected or acted on.
const noActions = [] as const;
const noneSelected: ReadonlySet<string> = new Set();
const ignore = () => undefined;
