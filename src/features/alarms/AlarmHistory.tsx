// Spec §2 /alarms tab alarms-history: every state change of one alarm (GET /alarms/{id} alarmHistory), newest first,
// kept fresh like the list.
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage, selectRefreshError } from '../../../machines/liveQuery.machine';
import { isPlatformError } from '../../platform/errors';
import { Callout } from '../../ui/Callout';
import { LoadFailure } from '../../ui/LoadFailure';
import { Skeleton } from '../../ui/Skeleton';
import classes from './alarms.module.css';
import type { AlarmFlows, AlarmHistoryMachine } from './flows';
import { OrganizationHistory } from './OrganizationHistory';
import { alarmValue } from '../../platform/alarmRules';
import { SeverityBadge } from '../../ui/SeverityBadge';
import { DateTime } from '../../ui/DateTime';
import { changeLabel, statusText, valueText } from './labels';
import { statusTone } from './tones';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { showBidiControls } from '../../ui/Bidi';

export interface AlarmHistoryProps {
  flows: Pick<AlarmFlows, 'list' | 'units' | 'counts' | 'deviceLabel' | 'history'>;
  alarmId?: string;
  /** Opens one alarm's state changes, or (undefined) the organisation's history. */
  onShowHistory: (alarmId: string | undefined) => void;
  onBack: () => void;
}

export function AlarmHistory({ flows, alarmId, onShowHistory, onBack }: AlarmHistoryProps) {
  if (alarmId === undefined) return <OrganizationHistory flows={flows} onShowHistory={onShowHistory} />;
  // Another alarm is another history.
  return <History key={alarmId} machine={flows.history} alarmId={alarmId} onAll={() => onShowHistory(undefined)} onBack={onBack} />;
}

interface HistoryProps {
  machine: AlarmHistoryMachine;
  alarmId: string;
  onAll: () => void;
  onBack: () => void;
}

function History({ machine, alarmId, onAll, onBack }: HistoryProps) {
  const { t, i18n } = useLingui();
  const history = useActorRef(machine, { input: { query: { alarmId } } });
  const stage = useSelector(history, selectQueryStage);
  const alarm = useSelector(history, selectAnswer);
  const error = useSelector(history, selectQueryError);
  const refreshError = useSelector(history, selectRefreshError);
  const entries = useMemo(() => [...(alarm?.alarmHistory ?? [])].reverse(), [alarm]);
  const back = (
    <Group gap="xs">
      <Button variant="default" onClick={onAll}>
        {t`Every alarm's history`}
      </Button>
      <Button variant="default" onClick={onBack}>
        {t`Back to the alarms`}
      </Button>
    </Group>
  );

  if (stage === 'failed') {
    return (
      <LoadFailure
        title={isPlatformError(error, 'notFound') ? t`This alarm no longer exists` : t`The history could not be loaded`}
        error={error}
        onRetry={() => history.send({ type: 'query.retry' })}
      >
        {back}
      </LoadFailure>
    );
  }
  if (alarm === undefined) return <Skeleton label={t`Loading the alarm history`} />;

  const device = showBidiControls(alarm.deviceLabel ?? alarm.deviceId);
  const value = valueText(i18n, alarmValue(alarm), alarm.unit);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            {t`${showBidiControls(alarm.name)} on ${device}`}
          </Title>
          <Text>{alarm.description}</Text>
          {value !== '' && <Text>{t`Value: ${value}`}</Text>}
          <Group gap="xs" mt="xs">
            <SeverityBadge severity={alarm.severity} title={t`Severity`} />
            <span className={classes.badge} data-tone={statusTone(alarm.status)}>
              {statusText(i18n, alarm.status)}
            </span>
          </Group>
        </div>
        {back}
      </Group>
      {refreshError !== undefined && (
        <Callout tone="warning" title={t`The history could not be refreshed`}>
          <ErrorMessage error={refreshError} />
        </Callout>
      )}
      {entries.length === 0 ? (
        <Text>{t`No state change has been recorded for this alarm.`}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped>
            <caption className={classes.muted}>{t`State changes, newest first`}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`When`}</Table.Th>
                <Table.Th>{t`Change`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Acknowledgement`}</Table.Th>
                <Table.Th>{t({ message: 'Reset', context: 'what an alarm may require' })}</Table.Th>
                <Table.Th>{t`By`}</Table.Th>
                <Table.Th>{t`Comment`}</Table.Th>
                <Table.Th>{t`Value`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={entries.length - index}>
                  <Table.Td className={classes.nowrap}>
                    <DateTime value={entry.updatedAt} />
                  </Table.Td>
                  <Table.Td>{i18n._(changeLabel(entry))}</Table.Td>
                  <Table.Td>{statusText(i18n, entry.status)}</Table.Td>
                  <Table.Td>{entry.ack === 'REQUIRED' ? t`Required` : t`Not required`}</Table.Td>
                  <Table.Td>{entry.reset === 'REQUIRED' ? t`Required` : t`Not required`}</Table.Td>
                  <Table.Td>{entry.user ?? t`Device`}</Table.Td>
                  <Table.Td>{entry.comment ?? ''}</Table.Td>
                  <Table.Td>{valueText(i18n, entry.value, alarm.unit)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
