// An embedded app's payment request (facts §13 TRANSACTIONS_AUTHORIZATION_REQUEST): what the app would charge, shown
// to the person, who authorises or rejects it.
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TransactionIn } from '../../platform/appsTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';

export interface PaymentDialogProps {
  appName: string;
  transactions: TransactionIn[];
  authorizing: boolean;
  error?: unknown;
  onAuthorize: () => void;
  onReject: () => void;
}

export function PaymentDialog({ appName, transactions, authorizing, error, onAuthorize, onReject }: PaymentDialogProps) {
  const { t, i18n } = useLingui();
  const money = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const total = transactions.reduce((sum, transaction) => sum + transaction.amount, 0);
  return (
    <Modal opened onClose={onReject} title={t`Payment requested by ${appName}`} closeButtonProps={{ 'aria-label': t`Reject and close` }}>
      <Stack gap="md">
        <Text>
          <Trans>
            {appName} asks to charge the organization’s credits {money.format(total)} credits. Nothing is charged unless you authorize it.
          </Trans>
        </Text>
        <Table aria-label={t`Payments`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`What`}</Table.Th>
              <Table.Th scope="col">{t`Credits`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((transaction) => (
              <Table.Tr key={transaction.orderId}>
                <Table.Td>{transaction.description ?? transaction.orderId}</Table.Td>
                <Table.Td>{money.format(transaction.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {error !== undefined && (
          <Callout tone="error" title={t`The payment was not authorized`}>
            <ErrorMessage error={error} />
          </Callout>
        )}
        <Group justify="flex-end">
          <Button variant="default" disabled={authorizing} onClick={onReject}>
            {t`Reject`}
          </Button>
          <Button loading={authorizing} onClick={onAuthorize}>
            {t`Authorize payment`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
