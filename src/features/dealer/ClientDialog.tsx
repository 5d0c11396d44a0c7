// One client opened from the clients tab: what its subscriptions add up to per resource type (licensed, used,
// granted on to its sub-organisations) and when its trial ends, each read as it opens; then its subscriptions, a
// page at a time, newest activation first.
import { Badge, Modal, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { PagedListBody } from '../../ui/PagedListBody';
import { Spinner } from '../../ui/Spinner';
import { usePagedList } from '../../ui/usePagedList';
import { AggregateLines } from './AggregateLines';
import { useDealerFlows, type ClientDetail, type ClientRow } from './flows';

const pageSize = 10;

export function ClientDialog({ client, onClose }: { client: ClientRow; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useDealerFlows();
  const [machine] = useState(() => flows.client(client.orgResourceId));
  const read = useActorRef(machine);
  const stage = useSelector(read, selectStage);
  const detail = useSelector(read, selectData<ClientDetail>);
  const error = useSelector(read, selectError);
  const subscriptions = usePagedList(() => flows.clientSubscriptions(client.orgResourceId), { pageSize });

  return (
    <Modal opened onClose={onClose} title={client.name} closeButtonProps={{ 'aria-label': t`Close` }} size="xl">
      <Stack gap="md">
        {stage === 'loadFailed' ? (
          <LoadFailure title={t`The client's figures could not be loaded`} error={error} onRetry={() => read.send({ type: 'user.retry' })} />
        ) : detail === undefined ? (
          <Spinner label={t`Loading the client's figures`} />
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              {detail.trialExpirationDate === undefined ? t`No trial running.` : <>{t`Trial ends:`} <DateTime value={detail.trialExpirationDate} dateOnly /></>}
            </Text>
            <AggregateLines aggregates={detail.aggregates} />
          </Stack>
        )}
        <Title order={3} size="h4">
          {t`Subscriptions`}
        </Title>
        <PagedListBody
          paged={subscriptions}
          labels={{
            loading: t`Loading subscriptions`,
            failed: t`The subscriptions could not be loaded`,
            empty: t`No licence has been activated for this client yet.`,
          }}
          pagerLabel={t`Pages of subscriptions`}
        >
          {(items, busy) => (
            <CardTable minWidth={560}>
              <Table verticalSpacing="xs" aria-label={t`Subscriptions of ${client.name}`} aria-busy={busy}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t`Licence`}</Table.Th>
                    <Table.Th scope="col">{t`Product`}</Table.Th>
                    <Table.Th scope="col">{t`Activated`}</Table.Th>
                    <Table.Th scope="col">{t`Ends`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((licence) => (
                    <Table.Tr key={licence.licenseId}>
                      <Table.Th scope="row">
                        {licence.code} {licence.expired && <Badge color="red.9">{t`Expired`}</Badge>}
                      </Table.Th>
                      <Table.Td>{t`${licence.product.label} (v${licence.product.version})`}</Table.Td>
                      <Table.Td>{licence.activationDate === undefined ? '—' : <DateTime value={licence.activationDate} dateOnly />}</Table.Td>
                      <Table.Td>{licence.expirationDate === undefined ? '—' : <DateTime value={licence.expirationDate} dateOnly />}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </CardTable>
          )}
        </PagedListBody>
      </Stack>
    </Modal>
  );
}
