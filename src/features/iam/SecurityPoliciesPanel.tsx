// The organisation's security policies (spec §7 security policy groups; /permission tab `policies`): a page at a
// time, searched by name on the server; created (below a parent or at the top), opened (devices and child
// policies), renamed and deleted after the person confirms, as their permissions on device groups allow.
import { Button, Group, Stack, Table, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SecurityPolicy } from '../../platform/iamTypes';
import { useAccess } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { IamRowActions } from './IamRowActions';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import type { IamOrganization } from './iamOrganization';
import { PolicyDialog } from './PolicyDialog';
import { PolicyNameDialog } from './PolicyNameDialog';
import { useSecurityPolicyFlows } from './securityPolicyFlows';

const pageSize = 20;

export function SecurityPoliciesPanel({ organization }: { organization: IamOrganization }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'deviceGroups') ?? false;
  const flows = useSecurityPolicyFlows();
  const paged = usePagedList(() => flows.policies(organization), { pageSize });
  const { list, query, pending, acting } = paged;
  const [search, setSearch] = useState('');
  const [naming, setNaming] = useState<{ policy?: SecurityPolicy }>();
  const [opened, setOpened] = useState<SecurityPolicy>();
  const deleting = pending?.policy;
  // The parent's name when it is on the page shown, else its number.
  const nameOf = (items: SecurityPolicy[], id: number | undefined) => items.find((candidate) => candidate.id === id)?.name;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t`Search security policies`}
          placeholder={t`Name`}
          w={320}
          maw="100%"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            list.send({ type: 'user.search', search: event.currentTarget.value });
          }}
        />
        {can('create') && <Button onClick={() => setNaming({})}>{t`New security policy`}</Button>}
      </Group>
      <PagedListBody
        paged={paged}
        labels={{
          loading: t`Loading security policies`,
          failed: t`The security policies could not be loaded`,
          empty: t`This organization has no security policies yet.`,
          noMatch: <Trans>No security policy matches “{query.search}”.</Trans>,
          actionFailed: t`The security policy was not deleted`,
        }}
        emptyNext={
          can('create')
            ? { action: <Button onClick={() => setNaming({})}>{t`Create security policy`}</Button> }
            : { note: t`A security policy groups devices; the users given it may reach them.` }
        }
        pagerLabel={t`Pages of security policies`}
      >
        {(items, busy) => (
          <CardTable minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Security policies`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Name`}</Table.Th>
                  <Table.Th scope="col">{t`Below`}</Table.Th>
                  <Table.Th scope="col">{t`Devices`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((policy) => (
                  <Table.Tr key={policy.id}>
                    <Table.Th scope="row" fw={600}>
                      {policy.name}
                    </Table.Th>
                    <Table.Td>{policy.parentId === undefined ? t`Top level` : (nameOf(items, policy.parentId) ?? t`Policy ${policy.parentId}`)}</Table.Td>
                    <Table.Td>
                      <Plural value={policy.deviceCount} one="# device" other="# devices" />
                    </Table.Td>
                    <Table.Td>
                      <IamRowActions
                        item={policy}
                        busy={busy}
                        onOpen={() => setOpened(policy)}
                        onRename={can('update') ? () => setNaming({ policy }) : undefined}
                        onDelete={can('delete') ? () => list.send({ type: 'user.act', action: { kind: 'delete', policy } }) : undefined}
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
        <PolicyNameDialog
          organization={organization}
          policy={naming.policy}
          onClose={() => setNaming(undefined)}
          onSaved={(saved) => {
            setNaming(undefined);
            list.send({ type: 'user.reload' });
            // A new policy is opened at once: it is made to be given devices.
            if (naming.policy === undefined) setOpened(saved);
          }}
        />
      )}
      {opened && (
        <PolicyDialog
          organization={organization}
          policy={opened}
          mayChange={can('update')}
          onClose={() => {
            setOpened(undefined);
            // Its device count may have changed.
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete security policy`}
        confirmLabel={t`Delete security policy`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>
          Delete the security policy “{deleting?.name}”? The users given it no longer reach its devices through it; the devices themselves stay.
        </Trans>
      </ConfirmDelete>
    </Stack>
  );
}
