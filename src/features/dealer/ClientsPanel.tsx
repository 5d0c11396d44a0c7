// The dealer's clients a page at a time (one request per page: each client comes with its subscription summary):
// what their active subscriptions grant and use, licences sold but not yet redeemed, the next expiry and the trial's
// end; with the experimental "credits" switch on, their credit balance. A licence is sold to a client from its row.
import { Button, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { switchValue } from '../../../machines/experimentalFeatures';
import type { ClientSummary } from '../../platform/licencesTypes';
import { useAccess, usePortal } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { ListStatus } from '../../ui/ListStatus';
import { Pager } from '../../ui/Pager';
import { usePagedList } from '../../ui/usePagedList';
import { useDealerFlows } from './flows';
import { resourceTypeLabels } from './labels';
import { SaleDialog } from './SaleDialog';

const pageSize = 50;

export function ClientsPanel({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const flows = useDealerFlows();
  const canSell = useAccess()?.ability.can('create', 'products') ?? false;
  const { experimental } = usePortal().actors;
  const credits = useSelector(experimental, (snapshot) => switchValue(snapshot.context.stored, snapshot.context.policy, 'credits'));
  const { list, stage, page, query, error } = usePagedList(() => flows.clients(organization), { pageSize });
  const [selling, setSelling] = useState<ClientSummary>();
  const [sold, setSold] = useState<string>();

  const balance = (client: ClientSummary) => {
    const resource = client.resources.find((candidate) => candidate.resourceType === 'CREDITS');
    if (resource === undefined) return '—';
    return resource.quantity === -1 ? t`Unlimited` : i18n.number(resource.quantity - resource.used);
  };

  return (
    <Stack gap="md">
      {sold && (
        <Text role="status">
          <Trans>Licence {sold} sold. The client activates it with this code, or you do from the licences.</Trans>
        </Text>
      )}
      <ListStatus
        stage={stage}
        error={error}
        actionError={undefined}
        empty={page && page.totalElements === 0}
        searching={false}
        labels={{
          loading: t`Loading clients`,
          failed: t`The clients could not be loaded`,
          empty: t`You have no clients yet. Organizations you create as a dealer are listed here.`,
          noMatch: '',
          actionFailed: '',
        }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <CardTable minWidth={820}>
            <Table striped verticalSpacing="sm" aria-label={t`Clients`} aria-busy={stage === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Client`}</Table.Th>
                  <Table.Th scope="col">{t`Subscriptions`}</Table.Th>
                  <Table.Th scope="col">{t`Used of licensed`}</Table.Th>
                  <Table.Th scope="col">{t`Next expiry`}</Table.Th>
                  <Table.Th scope="col">{t`Trial ends`}</Table.Th>
                  {credits && <Table.Th scope="col">{t`Credit balance`}</Table.Th>}
                  {canSell && <Table.Th scope="col">{t`Actions`}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((client) => (
                  <Table.Tr key={client.orgResourceId}>
                    <Table.Th scope="row" fw={600}>
                      {client.name}
                      <Text size="sm" c="dimmed" fw={400}>
                        {client.orgResourceId}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      <Text size="sm">{t`${client.activeSubscriptions} active`}</Text>
                      {client.notRedeemed > 0 && (
                        <Text size="sm" c="dimmed">
                          {t`${client.notRedeemed} not yet activated`}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {client.resources.length === 0 ? (
                        <Text size="sm" c="dimmed">{t`Nothing licensed`}</Text>
                      ) : (
                        client.resources.map(({ resourceType, quantity, used }) => (
                          <Text size="sm" key={resourceType}>
                            {i18n._(resourceTypeLabels[resourceType])}:{' '}
                            {quantity === -1 ? t`${i18n.number(used)} of unlimited` : t`${i18n.number(used)} of ${i18n.number(quantity)}`}
                          </Text>
                        ))
                      )}
                    </Table.Td>
                    <Table.Td>{client.nextExpirationDate === undefined ? '—' : <DateTime value={client.nextExpirationDate} />}</Table.Td>
                    <Table.Td>{client.trialExpirationDate === undefined ? '—' : <DateTime value={client.trialExpirationDate} />}</Table.Td>
                    {credits && <Table.Td>{balance(client)}</Table.Td>}
                    {canSell && (
                      <Table.Td>
                        <Button size="xs" variant="default" aria-label={t`Sell a licence to ${client.name}`} onClick={() => setSelling(client)}>
                          {t`Sell licence`}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of clients`}
            disabled={stage !== 'ready'}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
      {selling && (
        <SaleDialog
          organization={organization}
          client={selling}
          onClose={() => setSelling(undefined)}
          onSold={(licence) => {
            setSelling(undefined);
            setSold(licence.code);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
    </Stack>
  );
}
