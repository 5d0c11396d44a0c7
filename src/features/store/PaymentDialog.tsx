// An embedded app's payment requests (facts §13 TRANSACTIONS_AUTHORIZATION_REQUEST), one at a time: what the app
// would charge, shown to the person, who authorises or rejects it (machines/appPayment.machine.ts). While the
// authorisation runs nothing rejects it, Escape and the close button included.
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
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectPaymentError, selectPaymentStage, selectShownPayment, selectWaitingPayments } from '../../../machines/appPayment.machine';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { StoreMachines } from './flows';

export interface PaymentDialogProps {
  appName: string;
  payments: ActorRefFrom<ReturnType<StoreMachines['payments']>>;
}

export function PaymentDialog({ appName, payments }: PaymentDialogProps) {
  const shown = useSelector(payments, selectShownPayment);
  const stage = useSelector(payments, selectPaymentStage);
  const error = useSelector(payments, selectPaymentError);
  const waiting = useSelector(payments, selectWaitingPayments);
  if (shown === undefined) return null;
  const authorizing = stage === 'authorizing';
  return (
    <PaymentRequest
      // A new request is a new dialog: its focus starts afresh.
      key={shown.id}
      appName={appName}
      transactions={shown.request.transactions}
      authorizing={authorizing}
      error={error}
      waiting={waiting}
      onAuthorize={() => payments.send({ type: 'authorize' })}
      onReject={() => payments.send({ type: 'reject' })}
    />
  );
}

interface PaymentRequestProps {
  appName: string;
  transactions: { orderId: string; description?: string; amount: number }[];
  authorizing: boolean;
  error: unknown;
  waiting: number;
  onAuthorize: () => void;
  onReject: () => void;
}

function PaymentRequest({ appName, transactions, authorizing, error, waiting, onAuthorize, onReject }: PaymentRequestProps) {
  const { t, i18n } = useLingui();
  const money = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const total = transactions.reduce((sum, transaction) => sum + transaction.amount, 0);
  return (
    <Modal
      opened
      onClose={() => {
        if (!authorizing) onReject();
      }}
      title={t`Payment requested by ${appName}`}
      closeButtonProps={{ 'aria-label': t`Reject and close`, disabled: authorizing }}
    >
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
        {waiting > 0 && (
          <Text size="sm">
            {t({ message: plural(waiting, { one: '# more payment request of this app waits for this one.', other: '# more payment requests of this app wait for this one.' }) })}
          </Text>
        )}
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
