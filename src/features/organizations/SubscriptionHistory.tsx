// The organisation's subscription history (spec §7 `subscriptions/history`): every limit given or changed, newest
// first, with the limit before and after and who changed it, a page at a time.
import { Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { unlimited, type ResourceType, type SubscriptionChange } from '../../platform/limitsTypes';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { usePagedList } from '../../ui/usePagedList';
import { useOrganizationFlows } from './flows';
import { quantityFormat, resourceNames } from './resourceLabels';

const pageSize = 10;

export function SubscriptionHistory({ orgResourceId, name }: { orgResourceId: string; name: string }) {
  const { t, i18n } = useLingui();
  const flows = useOrganizationFlows();
  const { list, stage, page, query, error } = usePagedList<SubscriptionChange, never>(() => flows.history(orgResourceId), { pageSize });
  const limit = (type: ResourceType, quantity: number) => (quantity === unlimited ? t`Unlimited` : quantityFormat(i18n.locale, type).format(quantity));

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t`Subscription history of ${name}`}
      </Title>
      {stage === 'loading' && page === undefined && <Skeleton label={t`Loading the subscription history`} rows={3} />}
      {stage === 'failed' && <LoadFailure title={t`The subscription history could not be loaded`} error={error} onRetry={() => list.send({ type: 'user.reload' })} />}
      {page && page.totalElements === 0 && <Text c="dimmed">{t`No limit of ${name} was given or changed yet.`}</Text>}
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <CardTable minWidth={560}>
            <Table striped verticalSpacing={4} aria-label={t`Subscription history of ${name}`} aria-busy={stage === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`When`}</Table.Th>
                  <Table.Th scope="col">{t`Resource`}</Table.Th>
                  <Table.Th scope="col">{t`Limit`}</Table.Th>
                  <Table.Th scope="col">{t`Changed by`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((change) => {
                  const after = limit(change.resourceType, change.quantity);
                  const before = change.previous === undefined ? undefined : limit(change.resourceType, change.previous);
                  return (
                    <Table.Tr key={change.id}>
                      <Table.Td>
                        <DateTime value={change.date} />
                      </Table.Td>
                      <Table.Td>{i18n._(resourceNames[change.resourceType])}</Table.Td>
                      <Table.Td>{before === undefined ? t`${after} (given)` : t`${before} → ${after}`}</Table.Td>
                      <Table.Td>{change.by === 'dealer' ? t`The dealer` : change.by}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </CardTable>
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of the subscription history`}
            disabled={stage !== 'ready'}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
    </Stack>
  );
}
