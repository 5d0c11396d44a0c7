// A device's connections and disconnections over a range the person picks (spec §7 `devices/{id}/status`: since,
// to, the newest 1000), kept fresh while the range runs until now, with a button that asks the platform to read
// the device's state again (status sync). A range that ends before it starts is refused at its field.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { selectSyncError, selectSyncStage } from '../../../machines/statusSync.machine';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { ConnectionEvent } from '../../platform/platformClient';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { connectionLimit, useDeviceFlows } from './flows';
import { defaultHistoryDays, rangeFromInputs } from './historyRange';
import { toLocalInput } from '../../ui/localMoment';
import { DateTimeInput } from '../../ui/DateFields';

export function ConnectionHistory({ organization, deviceId }: { organization: string; deviceId: string }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.connections(organization, deviceId));
  const [syncMachine] = useState(() => flows.syncStatus(organization, deviceId));
  const sync = useActorRef(syncMachine);
  const syncStage = useSelector(sync, selectSyncStage);
  const syncError = useSelector(sync, selectSyncError);
  const [initialSince] = useState(() => Date.now() - defaultHistoryDays * 24 * 3_600_000);
  const history = useActorRef(machine, { input: { query: { since: initialSince } } });
  const stage = useSelector(history, selectQueryStage);
  const events = useSelector(history, selectAnswer<ConnectionEvent[]>);
  const error = useSelector(history, selectQueryError);
  const [from, setFrom] = useState(() => toLocalInput(initialSince));
  const [to, setTo] = useState('');
  const [rangeError, setRangeError] = useState<{ field: 'from' | 'to'; message: string }>();

  const show = (event: FormEvent) => {
    event.preventDefault();
    const range = rangeFromInputs(from, to);
    if (range.kind === 'invalid') {
      setRangeError({
        field: range.field,
        message: range.field === 'from' ? t`Give the start of the range.` : t`The end must come after the start.`,
      });
      return;
    }
    setRangeError(undefined);
    history.send({ type: 'query.change', query: range.range });
  };

  useEffect(() => {
    // A sync that went through changes what the history holds: it is read again.
    const subscription = sync.on('synced', () => history.send({ type: 'query.refresh' }));
    return () => subscription.unsubscribe();
  }, [sync, history]);

  return (
    <Stack gap="sm">
      <form onSubmit={show} noValidate>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateTimeInput label={t`From`} value={from} onChange={setFrom} error={rangeError?.field === 'from' ? rangeError.message : undefined} />
          <DateTimeInput label={t`To`} value={to} onChange={setTo} error={rangeError?.field === 'to' ? rangeError.message : undefined} />
          <Button type="submit" variant="default">
            {t`Show`}
          </Button>
          <Button variant="default" loading={syncStage === 'syncing'} onClick={() => sync.send({ type: 'sync.request' })}>
            {t`Sync status`}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {t`Leave “To” empty to follow the device until now.`}
        </Text>
      </form>
      {syncStage === 'synced' && <Text role="status" size="sm">{t`The platform read the device's state again.`}</Text>}
      {syncStage === 'failed' && (
        <Callout tone="error" title={t`The status could not be synchronized`}>
          <ErrorMessage error={syncError} />
        </Callout>
      )}
      {stage === 'loading' && events === undefined && <Spinner label={t`Loading the connection history`} />}
      {stage === 'failed' && (
        <LoadFailure title={t`The connection history could not be loaded`} error={error} onRetry={() => history.send({ type: 'query.retry' })} />
      )}
      {events && events.length === 0 && <Text c="dimmed">{t`No connection or disconnection in this range.`}</Text>}
      {events && events.length > 0 && (
        <>
          {events.length >= connectionLimit && (
            <Text size="sm" c="dimmed">{t`The newest ${connectionLimit} events of the range are shown; narrow the range to see older ones.`}</Text>
          )}
          <Table striped verticalSpacing={4} aria-label={t`Connection history`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Time`}</Table.Th>
                <Table.Th scope="col">{t`Event`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...events].reverse().map((event) => (
                <Table.Tr key={`${event.at}-${event.connected}`}>
                  <Table.Td>
                    <DateTime value={event.at} />
                  </Table.Td>
                  <Table.Td>{event.connected ? t`Connected` : t`Disconnected`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
