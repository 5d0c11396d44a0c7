// The organisation's pre-authorised transactions, a page at a time: credits an app may take from its wallet, once
// or periodically, and whether they still may. One is opened with its execution orders, to revoke it or retry a
// failed execution.
import { Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PreauthorizedTransaction } from '../../platform/dealerTypes';
import { CardTable } from '../../ui/CardTable';
import { PagedListBody } from '../../ui/PagedListBody';
import { RowActions } from '../../ui/RowActions';
import { usePagedList } from '../../ui/usePagedList';
import { useDealerFlows } from './flows';
import { periodicityLabels } from './labels';
import { TransactionDialog } from './TransactionDialog';
import { TransactionStateBadge } from './TransactionStateBadge';

const pageSize = 20;

export function TransactionsSection({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const flows = useDealerFlows();
  const paged = usePagedList(() => flows.transactions(organization), { pageSize });
  const { list } = paged;
  const [opened, setOpened] = useState<PreauthorizedTransaction>();
  const periodLabel = (period: string) => {
    const label = periodicityLabels[period];
    return label ? i18n._(label) : period;
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="dealer-transactions">
      <Title order={2} id="dealer-transactions">
        {t`Pre-authorized transactions`}
      </Title>
      <PagedListBody
        paged={paged}
        searching={false}
        labels={{
          loading: t`Loading pre-authorized transactions`,
          failed: t`The pre-authorized transactions could not be loaded`,
          empty: t`No app may take credits from this organization's wallet.`,
        }}
        pagerLabel={t`Pages of pre-authorized transactions`}
      >
        {(transactions, busy) => (
          <CardTable minWidth={720}>
            <Table striped verticalSpacing="sm" aria-label={t`Pre-authorized transactions`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Transaction`}</Table.Th>
                  <Table.Th scope="col">{t`Amount`}</Table.Th>
                  <Table.Th scope="col">{t`How often`}</Table.Th>
                  <Table.Th scope="col">{t`State`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {transactions.map((transaction) => (
                  <Table.Tr key={transaction.id}>
                    <Table.Th scope="row" fw={600}>
                      {transaction.description ?? transaction.orderId}
                      <Text size="sm" c="dimmed" fw={400}>
                        {t`Order ${transaction.orderId} to ${transaction.targetWalletId}`}
                      </Text>
                    </Table.Th>
                    <Table.Td>{t`${i18n.number(transaction.amount)} credits`}</Table.Td>
                    <Table.Td>{transaction.periodicity ? periodLabel(transaction.periodicity) : t`Once`}</Table.Td>
                    <Table.Td>
                      <TransactionStateBadge state={transaction.state} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        label={t`Actions for ${transaction.orderId}`}
                        actions={[{ label: t`Open`, name: t`Open ${transaction.orderId}`, onClick: () => setOpened(transaction) }]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
      {opened && (
        <TransactionDialog
          organization={organization}
          transaction={opened}
          onClose={(changed) => {
            setOpened(undefined);
            if (changed) list.send({ type: 'user.reload' });
          }}
        />
      )}
    </Stack>
  );
}
