// One pre-authorised transaction opened with its execution orders (machines/preauthorizedTransaction.machine.ts):
// each order's ordinal, when it ran, how it ended and why; a failed one not yet retried with success may be retried;
// the transaction may be revoked after confirming, and a revoked one offers neither again.
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
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
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ExecutionOrder, ExecutionResult, PreauthorizedTransaction } from '../../platform/dealerTypes';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useDealerFlows } from './flows';
import { TransactionStateBadge } from './TransactionStateBadge';

function ResultBadge({ result }: { result: ExecutionResult }) {
  const { t } = useLingui();
  if (result === 'SUCCESS') return <Badge color="teal.9">{t`Succeeded`}</Badge>;
  if (result === 'FAILURE') return <Badge color="red.9">{t`Failed`}</Badge>;
  return <Badge color="gray.7">{t`Nothing to do`}</Badge>;
}

/** Failed orders not yet retried with success: the ones a retry may still settle. */
const retriable = (orders: ExecutionOrder[]) =>
  new Set(orders.filter((order) => order.result === 'FAILURE' && !orders.some((later) => later.retryOf === order.id && later.result === 'SUCCESS')).map((order) => order.id));

export function TransactionDialog({
  organization,
  transaction,
  onClose,
}: {
  organization: string;
  transaction: PreauthorizedTransaction;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useLingui();
  const flows = useDealerFlows();
  const [machine] = useState(() => flows.transaction(organization, transaction));
  const flow = useActorRef(machine, { input: { revoked: transaction.state === 'REVOKED' } });
  const snapshot = useSelector(flow, (current) => current);
  const { executions, revoked, outcome, error, actionError, retrying } = snapshot.context;
  const idle = snapshot.matches({ ready: 'idle' });
  const confirming = snapshot.matches({ ready: 'confirming' });
  const revoking = snapshot.matches({ ready: 'revoking' });
  const open = retriable(executions ?? []);
  const close = () => onClose(outcome !== undefined);

  return (
    <Modal opened onClose={close} size="xl" title={transaction.description ?? transaction.orderId} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">{t`Order ${transaction.orderId}`}</Text>
          <TransactionStateBadge state={revoked ? 'REVOKED' : transaction.state} />
        </Group>
        <div aria-live="polite">
          {outcome?.kind === 'revoked' && <Text role="status">{t`The transaction was revoked: it will not be executed again.`}</Text>}
          {outcome?.kind === 'retried' && (
            <Text role="status">{outcome.succeeded ? t`The execution was retried and succeeded.` : t`The execution was retried and failed again.`}</Text>
          )}
        </div>
        {actionError !== undefined && (
          <Callout tone="error" title={t`Nothing was changed`}>
            <ErrorMessage error={actionError} />
          </Callout>
        )}
        {snapshot.matches('loadFailed') ? (
          <LoadFailure title={t`The execution orders could not be loaded`} error={error} onRetry={() => flow.send({ type: 'user.reload' })} />
        ) : executions === undefined ? (
          <Spinner label={t`Loading the execution orders`} />
        ) : executions.length === 0 ? (
          <Text c="dimmed">{t`It has not been executed yet.`}</Text>
        ) : (
          <Table striped verticalSpacing="xs" aria-label={t`Execution orders`} aria-busy={!idle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Execution`}</Table.Th>
                <Table.Th scope="col">{t`When`}</Table.Th>
                <Table.Th scope="col">{t`Result`}</Table.Th>
                <Table.Th scope="col">{t`Reason`}</Table.Th>
                {!revoked && <Table.Th scope="col">{t`Actions`}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {executions.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Th scope="row">{order.retryOf === undefined ? t`No. ${order.ordinal}` : t`No. ${order.ordinal}, retried`}</Table.Th>
                  <Table.Td>
                    <DateTime value={order.executionTime} />
                  </Table.Td>
                  <Table.Td>
                    <ResultBadge result={order.result} />
                  </Table.Td>
                  <Table.Td>{order.reason ?? '—'}</Table.Td>
                  {!revoked && (
                    <Table.Td>
                      {open.has(order.id) && (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t`Retry execution ${order.ordinal}`}
                          disabled={!idle}
                          loading={retrying === order.id}
                          onClick={() => flow.send({ type: 'user.retry', executionId: order.id })}
                        >
                          {t`Retry`}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {confirming || revoking ? (
          <Callout tone="warning" title={t`Revoke this transaction?`}>
            <Text size="sm">{t`The app may no longer take these credits; no execution of it runs again. This cannot be undone.`}</Text>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" disabled={revoking} onClick={() => flow.send({ type: 'user.cancel' })}>
                {t`Keep it`}
              </Button>
              <Button color="red.9" loading={revoking} onClick={() => flow.send({ type: 'user.confirm' })}>
                {t`Revoke transaction`}
              </Button>
            </Group>
          </Callout>
        ) : (
          <Group justify="flex-end">
            {!revoked && snapshot.matches('ready') && (
              <Button color="red.9" variant="outline" disabled={!idle} onClick={() => flow.send({ type: 'user.revoke' })}>
                {t`Revoke`}
              </Button>
            )}
            <Button onClick={close}>{t`Close`}</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
