// A device's present at a glance (spec §7 platform controller tags): every tag it sends with its latest value and
// when it was read, read again every few seconds; a tag the device accepts values for offers "Write" to those who
// update devices (TagWriteDialog.tsx).
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../platform/actorFactory';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { DateTime } from '../../ui/DateTime';
import { sameDay } from '../../ui/dateTimeFormat';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import type { CurrentValue } from './currentValues';
import { useDeviceFlows } from './flows';
import { TagPath } from './TagPath';
import { TagWriteDialog } from './TagWriteDialog';
import { useFormatValue } from './useFormatValue';
import classes from './devices.module.css';

export interface DeviceValuesProps {
  organization: string;
  deviceId: string;
  deviceName: string;
  /** `<model>:<major>`: the path every tag of the device is under. */
  modelPrefix: string;
  canWrite: boolean;
}

export function DeviceValues({ organization, deviceId, deviceName, modelPrefix, canWrite }: DeviceValuesProps) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const format = useFormatValue();
  const [machine] = useState(() => flows.currentValues(organization, deviceId, modelPrefix));
  const query = useActorRef(machine, { input: { query: {} } });
  const stage = useSelector(query, selectQueryStage);
  const values = useSelector(query, selectAnswer<CurrentValue[]>);
  const error = useSelector(query, selectQueryError);
  const [writing, setWriting] = useState<CurrentValue>();

  if (values === undefined) {
    if (stage === 'failed') return <LoadFailure title={t`The current values could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />;
    return <Spinner label={t`Loading the current values`} />;
  }
  if (values.length === 0) return <Text c="dimmed">{t`This device sends no tags.`}</Text>;
  return (
    <>
      {stage === 'failed' && (
        <Text size="sm" c="dimmed">{t`The values could not be read again; those shown may be out of date.`}</Text>
      )}
      <Table verticalSpacing={4} aria-label={t`Current values`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Tag`}</Table.Th>
            <Table.Th scope="col">{t`Value`}</Table.Th>
            {canWrite && (
              <Table.Th scope="col">
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.map((tag) => (
            <Table.Tr key={tag.modelPath}>
              <Table.Th scope="row" className={classes.tagName}>
                <TagPath path={tag.name} />
              </Table.Th>
              <Table.Td>
                <span className={classes.value} data-live>
                  {format(tag.sample?.[1], tag.unit)}
                </span>
                {tag.sample !== undefined && (
                  <Text size="xs" c="dimmed">
                    {t`Read at`} <DateTime value={tag.sample[0]} timeOnly={sameDay(tag.sample[0], Date.now())} />
                  </Text>
                )}
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  {tag.writable && (
                    <Button size="compact-sm" variant="default" aria-label={t`Write ${tag.name}`} onClick={() => setWriting(tag)}>
                      {t`Write`}
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {writing && (
        <TagWriteDialog
          organization={organization}
          deviceId={deviceId}
          deviceName={deviceName}
          tag={writing}
          onClose={() => {
            setWriting(undefined);
            query.send({ type: 'query.refresh' });
          }}
        />
      )}
    </>
  );
}
