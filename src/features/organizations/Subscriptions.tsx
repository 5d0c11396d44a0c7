// The organisation's own subscriptions (spec §7 `subscriptions/summary`): the licences its dealer activated for it,
// newest first, with what each grants, what of it is used and when it ends; the ended ones on request
// (`includeExpired`). Under its resources, as they are what its limits come from.
import { Badge, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQuery, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { Licence } from '../../platform/licencesTypes';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { Skeleton } from '../../ui/Skeleton';
import { useOrganizationFlows } from './flows';
import { quantityFormat, resourceNames } from './resourceLabels';

type Query = { orgResourceId: string; includeExpired: boolean };

export function Subscriptions({ orgResourceId, name }: { orgResourceId: string; name: string }) {
  const { t, i18n } = useLingui();
  const flows = useOrganizationFlows();
  const [machine] = useState(() => flows.subscriptions());
  const reader = useActorRef(machine, { input: { query: { orgResourceId, includeExpired: false } } });
  const stage = useSelector(reader, selectQueryStage);
  const subscriptions = useSelector(reader, selectAnswer<Licence[]>);
  const { includeExpired } = useSelector(reader, selectQuery<Query>);
  const error = useSelector(reader, selectQueryError);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t`Subscriptions of ${name}`}
        </Title>
        <Switch
          label={t`Include ended subscriptions`}
          checked={includeExpired}
          onChange={(event) => reader.send({ type: 'query.change', query: { orgResourceId, includeExpired: event.currentTarget.checked } })}
        />
      </Group>
      {stage === 'failed' && <LoadFailure title={t`The subscriptions could not be loaded`} error={error} onRetry={() => reader.send({ type: 'query.retry' })} />}
      {stage !== 'failed' && subscriptions === undefined && <Skeleton label={t`Loading the subscriptions`} rows={2} />}
      {stage !== 'failed' && subscriptions?.length === 0 && (
        <Text c="dimmed">{includeExpired ? t`No licence was activated for ${name}.` : t`${name} has no running subscription.`}</Text>
      )}
      {stage !== 'failed' && subscriptions && subscriptions.length > 0 && (
        <CardTable minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label={t`Subscriptions of ${name}`} aria-busy={stage === 'loading'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Product`}</Table.Th>
                <Table.Th scope="col">{t`Licence code`}</Table.Th>
                <Table.Th scope="col">{t`Grants (used)`}</Table.Th>
                <Table.Th scope="col">{t`Ends`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {subscriptions.map((subscription) => (
                <Table.Tr key={subscription.licenseId}>
                  <Table.Th scope="row">{subscription.product.label}</Table.Th>
                  <Table.Td>{subscription.code}</Table.Td>
                  <Table.Td>
                    {subscription.resources.map(({ resourceType, quantity, used }) => {
                      const format = quantityFormat(i18n.locale, resourceType);
                      return (
                        <Text key={resourceType} size="sm">
                          {t`${i18n._(resourceNames[resourceType])}: ${format.format(quantity)} (${format.format(used)})`}
                        </Text>
                      );
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {subscription.expirationDate !== undefined && <DateTime value={subscription.expirationDate} dateOnly />}
                      {subscription.expired && <Badge color="red.9">{t`Ended`}</Badge>}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardTable>
      )}
    </Stack>
  );
}
