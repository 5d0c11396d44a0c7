// The organisation's API keys (spec §1 "administer … API keys"; a tab of /permission, docs/decisions.md): whose each
// is and since when, a page at a time; a new one made for a user, its secret shown once; one deleted after the
// person confirms, after which programs using it are refused.
import { Button, Group, Stack, Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAccess, usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { CardTable } from '../../ui/CardTable';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DateTime } from '../../ui/DateTime';
import { RowActions } from '../../ui/RowActions';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { ApiKeyDialog } from './ApiKeyDialog';
import { useIamFlows } from './flows';
import type { IamOrganization } from './iamOrganization';

const pageSize = 20;

export function ApiKeysPanel({ organization }: { organization: IamOrganization }) {
  const { t } = useLingui();
  const flows = useIamFlows();
  const me = useSelector(usePortal().actors.session, selectUsername) ?? '';
  // A person makes and removes their own keys; anyone else's takes changing users (the service decides the same).
  const manageAll = useAccess()?.ability.can('update', 'users') ?? false;
  const mayChange = (username: string) => manageAll || username === me;
  const paged = usePagedList(() => flows.apiKeys(organization), { pageSize });
  const { list, pending, acting } = paged;
  const [creating, setCreating] = useState(false);
  const deleting = pending?.key;
  const create = <Button onClick={() => setCreating(true)}>{t`New API key`}</Button>;

  return (
    <Stack gap="md">
      <Group justify="flex-end">{create}</Group>
      <PagedListBody
        paged={paged}
        labels={{
          loading: t`Loading API keys`,
          failed: t`The API keys could not be loaded`,
          empty: t`This organization has no API keys yet.`,
          noMatch: t`No API key matches.`,
          actionFailed: t`The API key was not deleted`,
        }}
        emptyNext={{ note: t`A program that calls the platform as a user sends that user's API key.` }}
        searching={false}
        pagerLabel={t`Pages of API keys`}
      >
        {(items, busy) => (
          <CardTable minWidth={480}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`API keys`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Key`}</Table.Th>
                  <Table.Th scope="col">{t`User`}</Table.Th>
                  <Table.Th scope="col">{t`Created`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((key) => (
                  <Table.Tr key={key.id}>
                    <Table.Th scope="row" fw={600}>
                      {t`Key ${key.id}`}
                    </Table.Th>
                    <Table.Td>{key.username}</Table.Td>
                    <Table.Td>
                      <DateTime value={Date.parse(key.createdDate)} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        label={t`Actions for key ${key.id}`}
                        actions={[
                          mayChange(key.username) && {
                            label: t`Delete`,
                            name: t`Delete key ${key.id} of ${key.username}`,
                            onClick: () => list.send({ type: 'user.act', action: { kind: 'delete', key } }),
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
      {creating && (
        <ApiKeyDialog organization={organization} me={me} onCreated={() => list.send({ type: 'user.reload' })} onClose={() => setCreating(false)} />
      )}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete API key`}
        confirmLabel={t`Delete API key`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>
          Delete key {deleting?.id} of {deleting?.username}? Programs that use it will be refused from then on.
        </Trans>
      </ConfirmDelete>
    </Stack>
  );
}
