// What the device was told to run and what it reports running (spec §7 platform controller `configuration`, facts
// §6 DeviceConfiguration): each path of the configuration, how it is used, and whether the device reports it yet.
import { Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../platform/actorFactory';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { DeviceConfiguration } from '../../platform/platformTypes';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { configurationRows } from './configurationRows';
import { useDeviceFlows } from './flows';
import { TagPath } from './TagPath';
import classes from './devices.module.css';

export function DeviceConfigurationView({ organization, deviceId }: { organization: string; deviceId: string }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.configuration(organization, deviceId));
  const query = useActorRef(machine, { input: { query: {} } });
  const stage = useSelector(query, selectQueryStage);
  const configuration = useSelector(query, selectAnswer<DeviceConfiguration>);
  const error = useSelector(query, selectQueryError);

  if (configuration === undefined) {
    if (stage === 'failed') {
      return <LoadFailure title={t`The device configuration could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />;
    }
    return <Spinner label={t`Loading the device configuration`} />;
  }
  const rows = configurationRows(configuration);
  if (rows.length === 0) return <Text c="dimmed">{t`The device has been told no configuration.`}</Text>;
  const pending = rows.filter((row) => !row.reported).length;
  return (
    <>
      <Text size="sm" mb="xs">
        {pending === 0 ? t`The device reports running this configuration.` : t`The device has not reported this configuration yet: it takes it when it connects.`}
      </Text>
      <Table verticalSpacing={4} aria-label={t`Device configuration`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Path`}</Table.Th>
            <Table.Th scope="col">{t`Use`}</Table.Th>
            <Table.Th scope="col">{t`Reads`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.path}>
              <Table.Th scope="row" className={classes.tagName}>
                <TagPath path={row.path} />
              </Table.Th>
              <Table.Td>{row.writable ? t`Read and written` : t`Read`}</Table.Td>
              <Table.Td>{row.source === undefined ? '–' : <TagPath path={row.source} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
