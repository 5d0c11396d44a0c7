// The organisation's users (spec §2 /permission): a page at a time, searched on the server, optionally across the
// sub-organisations (the core's deep search); created, changed and deleted as the person's permissions allow.
import { Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAccess, usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { CardTable } from '../../ui/CardTable';
import { Pill } from '../../ui/Pill';
import { RowActions } from '../../ui/RowActions';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { deepFilter, useIamFlows } from './flows';
import type { IamOrganization } from './iamOrganization';
import { ClientSecretDialog } from './ClientSecretDialog';
import { UserAccessDialog } from './UserAccessDialog';
import { UserDialog } from './UserDialog';
import { UserPoliciesDialog } from './UserPoliciesDialog';
import type { UserRow } from './userRow';

const pageSize = 20;

export function UsersPanel({ organization }: { organization: IamOrganization }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'users') ?? false;
  const flows = useIamFlows();
  const paged = usePagedList(() => flows.users(organization), { pageSize });
  const { list, query, pending, acting } = paged;
  const [search, setSearch] = useState('');
  // Which user the form is open for: a new one, or one of the list.
  const [form, setForm] = useState<{ user?: UserRow }>();
  // The user the dialog last created: said above the list, which is read again to show them.
  const [created, setCreated] = useState<string>();
  // The user whose access is explained ("why can't they?"): read from their user groups.
  const [explained, setExplained] = useState<UserRow>();
  const canExplain = ability?.can('read', 'userGroups') ?? false;
  // A user's security policies are read with the policies themselves (device groups); the secret of a service account
  // is shown to those who may change users.
  const canSeePolicies = ability?.can('read', 'deviceGroups') ?? false;
  const [policiesOf, setPoliciesOf] = useState<UserRow>();
  const [secretOf, setSecretOf] = useState<UserRow>();
  const deep = query.filter === deepFilter;
  const deleting = pending?.user;
  // Only the organisation's own members are changed here; the deep search shows the others for finding them.
  const own = (user: UserRow) => user.organizations.includes(organization.resourceId);
  const withActions = can('update') || can('delete') || canExplain || canSeePolicies;
  // A person does not delete themselves here: they would lock themselves out (the service refuses it too).
  const me = useSelector(usePortal().actors.session, selectUsername);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t`Search users`}
            placeholder={t`User name or e-mail`}
            w={320}
            maw="100%"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              list.send({ type: 'user.search', search: event.currentTarget.value });
            }}
          />
          <Switch
            label={t`Include sub-organizations`}
            checked={deep}
            mb={8}
            onChange={(event) => list.send({ type: 'user.filter', filter: event.currentTarget.checked ? deepFilter : '' })}
          />
        </Group>
        {can('create') && <Button onClick={() => setForm({})}>{t`New user`}</Button>}
      </Group>
      {created !== undefined && <Text role="status">{t`The user ${created} was created.`}</Text>}
      <PagedListBody
        paged={paged}
        labels={{
          loading: t`Loading users`,
          failed: t`The users could not be loaded`,
          empty: t`This organization has no users yet.`,
          noMatch: <Trans>No user matches “{query.search}”.</Trans>,
          actionFailed: t`The user was not deleted`,
        }}
        emptyNext={can('create') ? { action: <Button onClick={() => setForm({})}>{t`Create user`}</Button> } : { note: t`Ask an administrator of this organization to add users.` }}
        pagerLabel={t`Pages of users`}
      >
        {(items, busy) => (
          <CardTable minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Users`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`User name`}</Table.Th>
                  <Table.Th scope="col">{t`E-mail address`}</Table.Th>
                  {deep && <Table.Th scope="col">{t`Organizations`}</Table.Th>}
                  {withActions && <Table.Th scope="col">{t`Actions`}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Th scope="row" fw={600}>
                      {user.username}
                      {user.serviceAccount && (
                        <>
                          {' '}
                          <Pill tone="info">{t`Service account`}</Pill>
                        </>
                      )}
                    </Table.Th>
                    <Table.Td>{user.email}</Table.Td>
                    {deep && <Table.Td>{user.organizations.join(', ')}</Table.Td>}
                    {withActions && (
                      <Table.Td>
                        {own(user) ? (
                          <RowActions
                            label={t`Actions for ${user.username}`}
                            actions={[
                              canExplain && { label: t`Access`, name: t`Access of ${user.username}`, onClick: () => setExplained(user), disabled: busy },
                              can('update') && { label: t`Edit`, name: t`Edit ${user.username}`, onClick: () => setForm({ user }), disabled: busy },
                              canSeePolicies && {
                                label: t`Security policies`,
                                name: t`Security policies of ${user.username}`,
                                onClick: () => setPoliciesOf(user),
                                disabled: busy,
                              },
                              user.serviceAccount === true &&
                                can('update') && {
                                label: t`Client secret`,
                                name: t`Client secret of ${user.username}`,
                                onClick: () => setSecretOf(user),
                                disabled: busy,
                              },
                              can('delete') &&
                                user.username !== me && {
                                label: t`Delete`,
                                name: t`Delete ${user.username}`,
                                onClick: () => list.send({ type: 'user.act', action: { kind: 'delete', user } }),
                                disabled: busy,
                                danger: true,
                              },
                            ]}
                          />
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t`Changed in its own organization`}
                          </Text>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
      {form && (
        <UserDialog
          organization={organization}
          user={form.user}
          onClose={() => setForm(undefined)}
          onSaved={(user) => {
            setCreated(form.user === undefined ? user.username : undefined);
            setForm(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      {policiesOf && (
        <UserPoliciesDialog organization={organization} user={policiesOf} mayChange={can('update')} onClose={() => setPoliciesOf(undefined)} />
      )}
      {secretOf && <ClientSecretDialog organization={organization} user={secretOf} onClose={() => setSecretOf(undefined)} />}
      {explained && <UserAccessDialog organization={organization} user={explained} onClose={() => setExplained(undefined)} />}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete user`}
        confirmLabel={t`Delete user`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete the user “{deleting?.username}” from this organization? They will no longer be able to sign in to it.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
