// The `groups` tab of /devices (spec §2: also read on device groups): the organisation's device groups, a page at a
// time, each with its tags and its members; a member opens that device beside the fleet. Groups are created, edited
// (name, tags) and deleted after confirmation as the person's permissions on device groups allow; devices join and
// leave them from the fleet, several at a time.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DeviceGroup } from '../../../platform/mappingTypes';
import { useAccess } from '../../../portal/portal';
import { CardTable } from '../../../ui/CardTable';
import { ConfirmDelete } from '../../../ui/ConfirmDelete';
import { RowActions } from '../../../ui/RowActions';
import { PagedListBody } from '../../../ui/PagedListBody';
import { usePagedList } from '../../../ui/usePagedList';
import { useDeviceFlows } from '../flows';
import { GroupDialog } from './GroupDialog';
import { GroupValuesDialog } from './GroupValuesDialog';

const pageSize = 20;

export default function GroupsTab({ organization, onOpen }: { organization: string; onOpen: (deviceId: string) => void }) {
  const { t, i18n } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'deviceGroups') ?? false;
  const flows = useDeviceFlows();
  const paged = usePagedList(() => flows.groups(organization), { pageSize });
  const { list, page, pending, acting } = paged;
  // The group being edited: a new one (`group` absent) or one of the list.
  const [editing, setEditing] = useState<{ group?: DeviceGroup }>();
  // The group whose members' current values are shown.
  const [viewing, setViewing] = useState<DeviceGroup>();
  const deleting = pending?.group;
  const create = can('create') ? <Button onClick={() => setEditing({})}>{t`New device group`}</Button> : undefined;

  return (
    <Stack gap="md">
      {create && page && page.totalElements > 0 && <Group justify="flex-end">{create}</Group>}
      <PagedListBody
        paged={paged}
        labels={{
          loading: t`Loading device groups`,
          failed: t`The device groups could not be loaded`,
          empty: t`This organization has no device groups yet.`,
          noMatch: t`No device group matches.`,
          actionFailed: t`The device group was not deleted`,
        }}
        emptyNext={create ? { action: create } : { note: t`Ask an administrator of this organization to set up device groups.` }}
        searching={false}
        pagerLabel={t`Pages of device groups`}
      >
        {(items, busy) => (
          <CardTable minWidth={640}>
            <Table striped verticalSpacing="sm" aria-label={t`Device groups`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Group`}</Table.Th>
                  <Table.Th scope="col">{t`Tags`}</Table.Th>
                  <Table.Th scope="col">{t`Members`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((group) => (
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
                          {/* By name: the service keeps them in the order they were added, which a batch makes random. */}
                          {group.members.toSorted((a, b) => a.label.localeCompare(b.label, i18n.locale)).map((member) => (
                            <li key={member.deviceId}>
                              <Button variant="subtle" size="compact-sm" onClick={() => onOpen(member.deviceId)} aria-label={t`Open ${member.label}`}>
                                {member.label}
                              </Button>
                            </li>
                          ))}
                        </ul>
                      )}
                    </Table.Td>
                    <Table.Td>
                        <RowActions
                          label={t`Actions for ${group.name}`}
                          actions={[
                            { label: t`Current values`, name: t`Current values of ${group.name}`, onClick: () => setViewing(group), disabled: busy },
                            can('update') && { label: t`Edit`, name: t`Edit group ${group.name}`, onClick: () => setEditing({ group }), disabled: busy },
                            can('delete') && {
                              label: t`Delete`,
                              name: t`Delete group ${group.name}`,
                              onClick: () => list.send({ type: 'user.act', action: { kind: 'delete', group } }),
                              disabled: busy,
                              danger: true,
                            },
                          ]}
                        />
                      </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
      {viewing && <GroupValuesDialog organization={organization} group={viewing} onClose={() => setViewing(undefined)} />}
      {editing && (
        <GroupDialog
          organization={organization}
          group={editing.group}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete device group`}
        confirmLabel={t`Delete device group`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete the device group “{deleting?.name}”? Its devices stay, outside this group; people and rules that reach devices through it lose that way.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
