// The `groups` tab of /devices (spec §2: also read on device groups): the organisation's device groups, each with its
// tags and its members; a member opens that device beside the fleet.
import { Button, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../../machines/liveQuery.machine';
import type { DeviceGroup } from '../../../platform/mappingTypes';
import { CardTable } from '../../../ui/CardTable';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Skeleton } from '../../../ui/Skeleton';
import { useDeviceFlows } from '../flows';

export default function GroupsTab({ organization, onOpen }: { organization: string; onOpen: (deviceId: string) => void }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.groups(organization));
  const query = useActorRef(machine, { input: { query: { organization } } });
  const stage = useSelector(query, selectQueryStage);
  const groups = useSelector(query, selectAnswer<DeviceGroup[]>);
  const error = useSelector(query, selectQueryError);

  if (stage === 'failed' && groups === undefined) {
    return <LoadFailure title={t`The device groups could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />;
  }
  if (groups === undefined) return <Skeleton label={t`Loading device groups`} />;
  if (groups.length === 0) return <EmptyState>{t`This organization has no device groups yet.`}</EmptyState>;
  return (
    <CardTable minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label={t`Device groups`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Group`}</Table.Th>
            <Table.Th scope="col">{t`Tags`}</Table.Th>
            <Table.Th scope="col">{t`Members`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Th scope="row" fw={600}>
                {group.name}
              </Table.Th>
              <Table.Td>{group.tags.length > 0 ? group.tags.join(', ') : <Text span c="dimmed" size="sm">{t`None`}</Text>}</Table.Td>
              <Table.Td>
                {group.members.length === 0 ? (
                  <Text span c="dimmed" size="sm">{t`None`}</Text>
                ) : (
                  <ul aria-label={t`Members of ${group.name}`} style={{ margin: 0, paddingInlineStart: '1.1em' }}>
                    {group.members.map((member) => (
                      <li key={member.deviceId}>
                        <Button variant="subtle" size="compact-sm" onClick={() => onOpen(member.deviceId)} aria-label={t`Open ${member.label}`}>
                          {member.label}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
