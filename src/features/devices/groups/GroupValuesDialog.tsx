// One tag's latest value on every member of a device group (facts §6 getTagsByDeviceGroup), the tag chosen among
// those of the group's first member's model; read again every half minute. A member of another model has no value.
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
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../../machines/liveQuery.machine';
import { useActorRef } from '../../../platform/actorFactory';
import type { DeviceGroup } from '../../../platform/mappingTypes';
import { DateTime } from '../../../ui/DateTime';
import { sameDay } from '../../../ui/dateTimeFormat';
import { FormDialog } from '../../../ui/FormDialog';
import { useDeviceFlows, type GroupValues } from '../flows';
import { useFormatValue } from '../useFormatValue';

export function GroupValuesDialog({ organization, group, onClose }: { organization: string; group: DeviceGroup; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const format = useFormatValue();
  const [machine] = useState(() => flows.groupValues(organization, group));
  const query = useActorRef(machine, { input: { query: {} } });
  const stage = useSelector(query, selectQueryStage);
  const answer = useSelector(query, selectAnswer<GroupValues>);
  const error = useSelector(query, selectQueryError);
  const shown = answer?.tags.find((tag) => tag.modelPath === answer.modelPath);

  return (
    <FormDialog
      title={t`Current values of ${group.name}`}
      onClose={onClose}
      loading={answer === undefined && stage !== 'failed'}
      loadError={answer === undefined ? error : undefined}
      loadingLabel={t`Loading the group's values`}
      loadFailedTitle={t`The group's values could not be loaded`}
      onRetry={() => query.send({ type: 'query.retry' })}
    >
      {answer && answer.tags.length === 0 ? (
        <Text c="dimmed">{group.members.length === 0 ? t`This group has no devices.` : t`The group's first device sends no tags.`}</Text>
      ) : (
        answer && (
          <Stack gap="sm">
            <NativeSelect
              label={t`Tag`}
              value={answer.modelPath ?? ''}
              onChange={(event) => query.send({ type: 'query.change', query: { modelPath: event.currentTarget.value } })}
              data={answer.tags.map((tag) => ({ value: tag.modelPath, label: tag.unit ? `${tag.name} (${tag.unit})` : tag.name }))}
            />
            {stage === 'failed' && <Text size="sm" c="dimmed">{t`The values could not be read again; those shown may be out of date.`}</Text>}
            <Table verticalSpacing={4} aria-label={t`Values of ${shown?.name ?? ''}`} aria-busy={stage === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Device`}</Table.Th>
                  <Table.Th scope="col">{t`Value`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.members.map((member) => {
                  const sample = answer.samples.get(member.deviceId);
                  return (
                    <Table.Tr key={member.deviceId}>
                      <Table.Th scope="row" fw={500}>
                        {member.label}
                      </Table.Th>
                      <Table.Td>
                        {sample === undefined ? (
                          <Text span size="sm" c="dimmed">{t`No such tag`}</Text>
                        ) : (
                          <>
                            <span data-live>{format(sample[1], shown?.unit)}</span>
                            <Text size="xs" c="dimmed">
                              {t`Read at`} <DateTime value={sample[0]} timeOnly={sameDay(sample[0], Date.now())} />
                            </Text>
                          </>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        )
      )}
    </FormDialog>
  );
}
