// /log's failed-notifications tab: the notifications that could not be delivered, newest first, a page at a time —
// which rule and alarm they were about, whom they were for, on which channel, when and why they failed.
import { Badge, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { CardTable } from '../../ui/CardTable';
import { PagedListBody } from '../../ui/PagedListBody';
import { channelLabels } from '../../ui/notificationChannels';
import { DateTime } from '../../ui/DateTime';
import { SeverityBadge } from '../../ui/SeverityBadge';
import { useAuditFlows } from './flows';
import { usePagedList } from '../../ui/usePagedList';

const pageSize = 20;

export function FailedDeliveries({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const flows = useAuditFlows();
  const failed = usePagedList(() => flows.failedDeliveries(organization), { pageSize });

  return (
    <Stack gap="sm">
      <PagedListBody
        paged={failed}
        labels={{
          loading: t`Loading failed notifications`,
          failed: t`The failed notifications could not be loaded`,
          empty: t`Every notification was delivered: none failed.`,
        }}
        pagerLabel={t`Pages of failed notifications`}
      >
        {(deliveries, busy) => (
          <CardTable minWidth={880}>
            <Table striped verticalSpacing="sm" aria-label={t`Failed notifications`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Failed at`}</Table.Th>
                  <Table.Th scope="col">{t`Rule`}</Table.Th>
                  <Table.Th scope="col">{t`Alarm`}</Table.Th>
                  <Table.Th scope="col">{t`Recipient`}</Table.Th>
                  <Table.Th scope="col">{t`Reason`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>
                      <DateTime value={delivery.failedAt} />
                    </Table.Td>
                    <Table.Td>{delivery.ruleName}</Table.Td>
                    <Table.Td>
                      {delivery.alarmName}
                      <Text size="sm" c="dimmed">
                        {delivery.deviceLabel} <SeverityBadge severity={delivery.severity} title={t`Severity`} />
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color="gray.7" mr="xs">
                        {i18n._(channelLabels[delivery.channel])}
                      </Badge>
                      {delivery.recipient}
                    </Table.Td>
                    <Table.Td>
                      {delivery.reason}
                      <Text size="sm" c="dimmed">
                        <Plural value={delivery.attempts} one="# attempt" other="# attempts" />
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
    </Stack>
  );
}
