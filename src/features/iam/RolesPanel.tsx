// The organisation's application roles (spec §2 /roles and the roles tab of /permission): a page at a time,
// searched on the server; created, changed and deleted as the person's permissions allow. The roles that come with
// the organisation are shown and not changed.
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAccess } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { Pill } from '../../ui/Pill';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { IamRowActions } from './IamRowActions';
import { useIamFlows, type IamOrganization } from './flows';
import { RoleDialog } from './RoleDialog';

const pageSize = 20;

export function RolesPanel({ organization }: { organization: IamOrganization }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'roles') ?? false;
  const flows = useIamFlows();
  const paged = usePagedList(() => flows.roles(organization), { pageSize });
  const { list, query, pending, acting } = paged;
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ roleId?: number }>();
  const deleting = pending?.role;
  const withActions = can('update') || can('delete');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t`Search roles`}
          placeholder={t`Name or description`}
          w={320}
          maw="100%"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            list.send({ type: 'user.search', search: event.currentTarget.value });
          }}
        />
        {can('create') && <Button onClick={() => setForm({})}>{t`New role`}</Button>}
      </Group>
      <PagedListBody
        paged={paged}
        labels={{
          loading: t`Loading roles`,
          failed: t`The roles could not be loaded`,
          empty: t`This organization has no roles yet.`,
          noMatch: <Trans>No role matches “{query.search}”.</Trans>,
          actionFailed: t`The role was not deleted`,
        }}
        emptyNext={can('create') ? { action: <Button onClick={() => setForm({})}>{t`Create role`}</Button> } : { note: t`Ask an administrator of this organization to set up roles.` }}
        pagerLabel={t`Pages of roles`}
      >
        {(items, busy) => (
          <CardTable minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Roles`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Name`}</Table.Th>
                  <Table.Th scope="col">{t`Permissions`}</Table.Th>
                  <Table.Th scope="col">{t`State`}</Table.Th>
                  {withActions && <Table.Th scope="col">{t`Actions`}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((role) => {
                  const count = role.applicationPermissions.length;
                  return (
                    <Table.Tr key={role.id}>
                      <Table.Th scope="row" fw={600}>
                        {role.name} {role.owner === 'SYSTEM' && <Pill tone="neutral">{t`Built in`}</Pill>}
                        {role.description && (
                          <Text size="sm" c="dimmed" fw={400} lineClamp={2}>
                            {role.description}
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td>{t({ message: plural(count, { one: '# permission', other: '# permissions' }) })}</Table.Td>
                      <Table.Td>{role.enabled ? t`In force` : t`Not in force`}</Table.Td>
                      {withActions && (
                        <Table.Td>
                          {role.owner === 'SYSTEM' ? (
                            <Text size="sm" c="dimmed">
                              {t`Comes with the organization`}
                            </Text>
                          ) : (
                            <IamRowActions
                              item={role}
                              busy={busy}
                              onEdit={can('update') ? () => setForm({ roleId: role.id }) : undefined}
                              onDelete={can('delete') ? () => list.send({ type: 'user.act', action: { kind: 'delete', role } }) : undefined}
                            />
                          )}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
      {form && (
        <RoleDialog
          organization={organization}
          roleId={form.roleId}
          onClose={() => setForm(undefined)}
          onSaved={() => {
            setForm(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete role`}
        confirmLabel={t`Delete role`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete the role “{deleting?.name}”? Everyone who holds it loses its permissions at their next sign-in to this organization.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
