// The organisation and its sub-organisations as a tree (each indented under its parent), with what each may do:
// IoT, VPN, dealer, own resources. A sub-organisation is created under any organisation shown, changed or deleted as
// the person's permissions allow; the organisation chosen at sign-in is its dealer's and stays as it is. Below: the
// person's realms and the address the platform sees them at.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { Organization } from '../../platform/types';
import { useAccess } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { Pill } from '../../ui/Pill';
import { RowActions } from '../../ui/RowActions';
import { Skeleton } from '../../ui/Skeleton';
import { DeleteOrganization } from './DeleteOrganization';
import { useOrganizationFlows, type OrganizationPlace, type OrganizationTarget } from './flows';
import { OrganizationDialog } from './OrganizationDialog';

export function OrganizationTree({ root }: { root: Organization }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'organizations') ?? false;
  const flows = useOrganizationFlows();
  const [machine] = useState(() => flows.tree(root));
  const tree = useActorRef(machine, { input: { query: null } });
  const stage = useSelector(tree, selectQueryStage);
  const place = useSelector(tree, selectAnswer<OrganizationPlace>);
  const error = useSelector(tree, selectQueryError);
  const [form, setForm] = useState<OrganizationTarget>();
  const [deleting, setDeleting] = useState<Organization>();
  const parentOf = (organization: Organization) => place?.rows.find((row) => row.organization.id === organization.parentId)?.organization;
  const changed = () => {
    setForm(undefined);
    setDeleting(undefined);
    tree.send({ type: 'query.refresh' });
  };
  const yes = t`Yes`;
  const no = t`No`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed">{t`${root.label} and the organizations below it.`}</Text>
        {can('create') && <Button onClick={() => setForm({ parent: root })}>{t`New sub-organization`}</Button>}
      </Group>
      {stage === 'loading' && place === undefined && <Skeleton label={t`Loading the organizations`} />}
      {stage === 'failed' && <LoadFailure title={t`The organizations could not be loaded`} error={error} onRetry={() => tree.send({ type: 'query.retry' })} />}
      {place && (
        <>
          <CardTable minWidth={720}>
            <Table striped verticalSpacing="sm" aria-label={t`Organizations`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Organization`}</Table.Th>
                  <Table.Th scope="col">{t`IoT`}</Table.Th>
                  <Table.Th scope="col">{t`VPN`}</Table.Th>
                  <Table.Th scope="col">{t`Dealer`}</Table.Th>
                  <Table.Th scope="col">{t`Own resources`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {place.rows.map(({ organization, depth }) => {
                  const parent = parentOf(organization);
                  const name = organization.label;
                  return (
                    <Table.Tr key={organization.id}>
                      <Table.Th scope="row" fw={600} style={{ paddingInlineStart: `calc(${depth} * 1.5rem + var(--table-horizontal-spacing, 0.75rem))` }}>
                        {name}
                        <Text size="sm" c="dimmed" fw={400}>
                          {organization.resourceId}
                        </Text>
                      </Table.Th>
                      <Table.Td>{organization.dataEnabled ? yes : no}</Table.Td>
                      <Table.Td>{organization.vpnEnabled ? yes : no}</Table.Td>
                      <Table.Td>{organization.dealer ? <Pill tone="accent">{t`Dealer`}</Pill> : no}</Table.Td>
                      <Table.Td>{organization.hasOwnResources ? yes : t`Its parent's`}</Table.Td>
                      <Table.Td>
                        <RowActions
                          label={t`Actions for ${name}`}
                          actions={[
                            can('create') && { label: t`Add sub-organization`, name: t`Add a sub-organization to ${name}`, onClick: () => setForm({ parent: organization }) },
                            can('update') && parent && { label: t`Edit`, name: t`Edit ${name}`, onClick: () => setForm({ parent, organization }) },
                            can('delete') && parent && { label: t`Delete`, name: t`Delete ${name}`, onClick: () => setDeleting(organization), danger: true },
                          ]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </CardTable>
          <Text size="sm" c="dimmed">
            {t`Your realms: ${place.realms.join(', ')}`} · {t`Your IP address: ${place.ip}`}
          </Text>
        </>
      )}
      {form && <OrganizationDialog target={form} onClose={() => setForm(undefined)} onSaved={changed} />}
      {deleting && <DeleteOrganization organization={deleting} onClose={() => setDeleting(undefined)} onDeleted={changed} />}
    </Stack>
  );
}
