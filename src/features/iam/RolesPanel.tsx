// The organisation's roles of one type (spec §2 /roles with its tabs `data` and `device`, and the roles tab of
// /permission): a page at a time, searched on the server; created, changed and deleted as the person's permissions
// allow. The roles that come with the organisation are shown and not changed. Each type has its own dialog: the
// application permissions grid, a data role's model paths, a device role's level per security policy.
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
import type { Role, RoleType } from '../../platform/iamTypes';
import { DataRoleDialog } from './DataRoleDialog';
import { DeviceRoleDialog } from './DeviceRoleDialog';
import { IamRowActions } from './IamRowActions';
import { useIamFlows } from './flows';
import type { IamOrganization } from './iamOrganization';
import { RoleDialog } from './RoleDialog';
import { ClampedText } from '../../ui/ClampedText';

const pageSize = 20;
const dialogs = { APPLICATION: RoleDialog, DATA: DataRoleDialog, DEVICE: DeviceRoleDialog } as const;

export function RolesPanel({ organization, type = 'APPLICATION' }: { organization: IamOrganization; type?: RoleType }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'roles') ?? false;
  const flows = useIamFlows();
  const paged = usePagedList(() => flows.roles(organization, type), { pageSize });
  const texts = {
    APPLICATION: { create: t`New role`, loading: t`Loading roles`, empty: t`This organization has no roles yet.`, table: t`Roles` },
    DATA: { create: t`New data role`, loading: t`Loading data roles`, empty: t`This organization has no data roles yet.`, table: t`Data roles` },
    DEVICE: { create: t`New device role`, loading: t`Loading device roles`, empty: t`This organization has no device roles yet.`, table: t`Device roles` },
  }[type];
  /** What the role grants, as the list says it (a data role's paths are read with the role, not listed). */
  const grants = (role: Role) => {
    if (type === 'DATA') return undefined;
    const count = type === 'DEVICE' ? (role.deviceGroupPermissions ?? []).length : role.applicationPermissions.length;
    return type === 'DEVICE'
      ? t({ message: plural(count, { one: '# security policy', other: '# security policies' }) })
      : t({ message: plural(count, { one: '# permission', other: '# permissions' }) });
  };
  const Dialog = dialogs[type];
  const { list, query, pending, acting } = paged;
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ roleId?: number }>();
  // The role the dialog last created: said above the list, which is read again to show it.
  const [created, setCreated] = useState<string>();
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
        {can('create') && <Button onClick={() => setForm({})}>{texts.create}</Button>}
      </Group>
      {created !== undefined && <Text role="status">{t`The role “${created}” was created.`}</Text>}
      <PagedListBody
        paged={paged}
        labels={{
          loading: texts.loading,
          failed: t`The roles could not be loaded`,
          empty: texts.empty,
          noMatch: <Trans>No role matches “{query.search}”.</Trans>,
          actionFailed: t`The role was not deleted`,
        }}
        emptyNext={can('create') ? { action: <Button onClick={() => setForm({})}>{t`Create role`}</Button> } : { note: t`Ask an administrator of this organization to set up roles.` }}
        pagerLabel={t`Pages of roles`}
      >
        {(items, busy) => (
          <CardTable minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={texts.table} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Name`}</Table.Th>
                  {type !== 'DATA' && <Table.Th scope="col">{type === 'DEVICE' ? t`Gives a level on` : t`Permissions`}</Table.Th>}
                  <Table.Th scope="col">{t`State`}</Table.Th>
                  {withActions && <Table.Th scope="col">{t`Actions`}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((role) => {
                  const granted = grants(role);
                  return (
                    <Table.Tr key={role.id}>
                      <Table.Th scope="row" fw={600}>
                        {role.name} {role.owner === 'SYSTEM' && <Pill tone="neutral">{t`Built in`}</Pill>}
                        {role.description && (
                          <ClampedText size="sm" c="dimmed" fw={400} text={role.description} />
                        )}
                      </Table.Th>
                      {granted !== undefined && <Table.Td>{granted}</Table.Td>}
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
        <Dialog
          organization={organization}
          roleId={form.roleId}
          onClose={() => setForm(undefined)}
          onSaved={(role) => {
            setCreated(form.roleId === undefined ? role.name : undefined);
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
