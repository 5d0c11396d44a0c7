// The organisation's user groups (spec §2 /permission, tab groups): a page at a time, searched on the server, or
// only the person's own groups with their role in each; created, opened (members and roles), renamed and deleted as
// the person's permissions allow.
import { Button, Group, Stack, Switch, Table, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserGroup } from '../../platform/iamTypes';
import { useAccess } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { IamRowActions } from './IamRowActions';
import { useIamFlows } from './flows';
import type { IamOrganization } from './iamOrganization';
import { GroupDialog } from './GroupDialog';
import { mineFilter, type GroupRow } from './groupFlows';
import { GroupNameDialog } from './GroupNameDialog';

const pageSize = 20;

export function GroupsPanel({ organization }: { organization: IamOrganization }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'userGroups') ?? false;
  const flows = useIamFlows();
  const paged = usePagedList(() => flows.groups(organization), { pageSize });
  const { list, query, pending, acting } = paged;
  const [search, setSearch] = useState('');
  // The group being named (a new one, or one renamed) and the one opened.
  const [naming, setNaming] = useState<{ group?: UserGroup }>();
  const [opened, setOpened] = useState<UserGroup>();
  const mine = query.filter === mineFilter;
  const deleting = pending?.group;
  const roleLabel = (row: GroupRow) => (row.membershipRole === 'ADMIN' ? t`Administrator` : t`Member`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t`Search user groups`}
            placeholder={t`Name`}
            w={320}
            maw="100%"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              list.send({ type: 'user.search', search: event.currentTarget.value });
            }}
          />
          <Switch
            label={t`Only my groups`}
            checked={mine}
            mb={8}
            onChange={(event) => list.send({ type: 'user.filter', filter: event.currentTarget.checked ? mineFilter : '' })}
          />
        </Group>
        {can('create') && <Button onClick={() => setNaming({})}>{t`New user group`}</Button>}
      </Group>
      <PagedListBody
        paged={paged}
        labels={{
          loading: t`Loading user groups`,
          failed: t`The user groups could not be loaded`,
          empty: mine ? t`You belong to no user group of this organization.` : t`This organization has no user groups yet.`,
          noMatch: <Trans>No user group matches “{query.search}”.</Trans>,
          actionFailed: t`The user group was not deleted`,
        }}
        emptyNext={can('create') ? { action: <Button onClick={() => setNaming({})}>{t`Create user group`}</Button> } : { note: t`Ask an administrator of this organization to set up user groups.` }}
        pagerLabel={t`Pages of user groups`}
      >
        {(items, busy) => (
          <CardTable minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`User groups`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Name`}</Table.Th>
                  {mine && <Table.Th scope="col">{t`Your role`}</Table.Th>}
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((group) => (
                  <Table.Tr key={group.id}>
                    <Table.Th scope="row" fw={600}>
                      {group.name}
                    </Table.Th>
                    {mine && <Table.Td>{roleLabel(group)}</Table.Td>}
                    <Table.Td>
                      <IamRowActions
                        item={group}
                        busy={busy}
                        onOpen={() => setOpened(group)}
                        onRename={can('update') ? () => setNaming({ group }) : undefined}
                        onDelete={can('delete') ? () => list.send({ type: 'user.act', action: { kind: 'delete', group } }) : undefined}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
      {naming && (
        <GroupNameDialog
          organization={organization}
          group={naming.group}
          onClose={() => setNaming(undefined)}
          onSaved={(saved) => {
            setNaming(undefined);
            list.send({ type: 'user.reload' });
            // A new group is opened at once: it is made to be given members and roles.
            if (naming.group === undefined) setOpened(saved);
          }}
        />
      )}
      {opened && <GroupDialog organization={organization} group={opened} onClose={() => setOpened(undefined)} />}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete user group`}
        confirmLabel={t`Delete user group`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete the user group “{deleting?.name}”? Its members lose the permissions of its roles at their next sign-in to this organization.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
