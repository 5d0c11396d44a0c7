// A gateway's log over the last hour, day, week or month (spec §7 `logs`: the newest 1000): who connected to what
// and when. Read again when the person connects or disconnects here, and every so often. The gateway's panel and
// the panel of the device that is the gateway (the device log, spec §3) both show it.
import { NativeSelect, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { GatewayLogEntry } from '../../platform/vpnClient';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { logLimit, useGatewayLogFlows } from './flows';

const hour = 3_600_000;
const spans = [hour, 24 * hour, 7 * 24 * hour, 30 * 24 * hour] as const;

export function GatewayLog({ organization, gatewayId, changes }: { organization: string; gatewayId: string; changes: number }) {
  const { t } = useLingui();
  const flows = useGatewayLogFlows();
  const [machine] = useState(() => flows.log(organization, gatewayId));
  const log = useActorRef(machine, { input: { query: { span: spans[1] } } });
  const stage = useSelector(log, selectQueryStage);
  const entries = useSelector(log, selectAnswer<GatewayLogEntry[]>);
  const error = useSelector(log, selectQueryError);
  const [span, setSpan] = useState<number>(spans[1]);
  const spanLabels: Record<number, string> = { [spans[0]]: t`Last hour`, [spans[1]]: t`Last 24 hours`, [spans[2]]: t`Last 7 days`, [spans[3]]: t`Last 30 days` };
  const actions: Record<string, string> = { connect: t`Connected`, disconnect: t`Disconnected` };

  // A connection made or ended here shows in the log at once.
  useEffect(() => {
    if (changes > 0) log.send({ type: 'query.refresh' });
  }, [changes, log]);

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t`Time range`}
        w={220}
        value={String(span)}
        data={spans.map((value) => ({ value: String(value), label: spanLabels[value] ?? '' }))}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          setSpan(next);
          log.send({ type: 'query.change', query: { span: next } });
        }}
      />
      {stage === 'loading' && entries === undefined && <Spinner label={t`Loading the gateway's log`} />}
      {stage === 'failed' && <LoadFailure title={t`The gateway's log could not be loaded`} error={error} onRetry={() => log.send({ type: 'query.retry' })} />}
      {entries && entries.length === 0 && <Text c="dimmed">{t`No one connected to this gateway in this range.`}</Text>}
      {entries && entries.length > 0 && (
        <>
          {entries.length >= logLimit && (
            <Text size="sm" c="dimmed">{t`The newest ${logLimit} entries of the range are shown; choose a shorter range to see fewer.`}</Text>
          )}
          <CardTable minWidth={520}>
            <Table striped verticalSpacing={4} aria-label={t`Gateway log`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Time`}</Table.Th>
                  <Table.Th scope="col">{t`User`}</Table.Th>
                  <Table.Th scope="col">{t`Event`}</Table.Th>
                  <Table.Th scope="col">{t`Device`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={`${entry.timestamp}-${entry.action}-${entry.user ?? ''}`}>
                    <Table.Td>
                      <DateTime value={entry.timestamp} />
                    </Table.Td>
                    <Table.Td>{entry.user}</Table.Td>
                    <Table.Td>{actions[entry.action] ?? entry.action}</Table.Td>
                    <Table.Td>{entry.deviceName ?? entry.applicationName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        </>
      )}
    </Stack>
  );
}
