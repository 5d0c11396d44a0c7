// The dealer's clients a page at a time, narrowed by when their subscriptions end or started (and whether clients
// waiting for an activation stay): each with its subscription summary (active subscriptions, licences not yet
// redeemed, the next expiry and the trial's end) and its aggregates per resource type, the page's in one request;
// with the experimental "credits" switch on, their credit balance. A client is opened for its subscriptions, and a
// licence is sold to it from its row.
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { switchValue } from '../../../machines/experimentalFeatures';
import { useAccess, usePortal } from '../../portal/portal';
import { CardTable } from '../../ui/CardTable';
import { DayInput } from '../../ui/DateFields';
import { DateTime } from '../../ui/DateTime';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { AggregateLines } from './AggregateLines';
import { ClientDialog } from './ClientDialog';
import { clientFilterOf, noClientFilter, type ClientFilterErrors, type ClientFilterValues } from './clientFilter';
import { encodeClientFilter, useDealerFlows, type ClientRow } from './flows';
import { SaleDialog } from './SaleDialog';

const pageSize = 50;

export function ClientsPanel({ organization }: { organization: string }) {
  const { t, i18n } = useLingui();
  const flows = useDealerFlows();
  const canSell = useAccess()?.ability.can('create', 'products') ?? false;
  const { experimental } = usePortal().actors;
  const credits = useSelector(experimental, (snapshot) => switchValue(snapshot.context.stored, snapshot.context.policy, 'credits'));
  const paged = usePagedList(() => flows.clients(organization), { pageSize, filter: '' });
  const { list, query } = paged;
  const [selling, setSelling] = useState<ClientRow>();
  const [opened, setOpened] = useState<ClientRow>();
  const [sold, setSold] = useState<string>();
  const [fields, setFields] = useState<ClientFilterValues>(noClientFilter);
  const [errors, setErrors] = useState<ClientFilterErrors>({});

  const balance = (client: ClientRow) => {
    const resource = client.aggregates.find((candidate) => candidate.resourceType === 'CREDITS' && !candidate.expired);
    if (resource === undefined) return '—';
    return resource.quantity === -1 ? t`Unlimited` : i18n.number(resource.quantity - resource.used);
  };

  const narrow = (event: FormEvent) => {
    event.preventDefault();
    const { filter, errors: found } = clientFilterOf(fields);
    setErrors(found);
    const first = (['expiresTo', 'activatedTo'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`clients-${first}`)?.focus();
      return;
    }
    list.send({ type: 'user.filter', filter: encodeClientFilter(filter) });
  };
  const clear = () => {
    setFields(noClientFilter);
    setErrors({});
    list.send({ type: 'user.filter', filter: '' });
  };
  const dateField = (field: keyof Omit<ClientFilterValues, 'includeNotRedeemed'>, label: string) => (
    <DayInput
      id={`clients-${field}`}
      label={label}
      value={fields[field]}
      error={field === 'expiresTo' || field === 'activatedTo' ? (errors[field] && i18n._(errors[field])) : undefined}
      onChange={(value) => setFields({ ...fields, [field]: value })}
    />
  );

  return (
    <Stack gap="md">
      {sold && (
        <Text role="status">
          <Trans>Licence {sold} sold. The client activates it with this code, or you do from the licences.</Trans>
        </Text>
      )}
      <form onSubmit={narrow} noValidate aria-label={t`Narrow the clients`}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {dateField('expiresFrom', t`Expiring from`)}
          {dateField('expiresTo', t`Expiring until`)}
          {dateField('activatedFrom', t`Activated from`)}
          {dateField('activatedTo', t`Activated until`)}
          <Checkbox
            mb={8}
            label={t`Also clients with licences not yet activated`}
            checked={fields.includeNotRedeemed}
            onChange={(event) => setFields({ ...fields, includeNotRedeemed: event.currentTarget.checked })}
          />
          <Group gap="xs">
            <Button type="submit" variant="default">{t`Show clients`}</Button>
            {query.filter && (
              <Button variant="subtle" onClick={clear}>
                {t`Every client`}
              </Button>
            )}
          </Group>
        </Group>
      </form>
      <PagedListBody
        paged={paged}
        searching={Boolean(query.filter)}
        labels={{
          loading: t`Loading clients`,
          failed: t`The clients could not be loaded`,
          empty: t`You have no clients yet. Organizations you create as a dealer are listed here.`,
          noMatch: t`No client has a subscription in these ranges.`,
        }}
        pagerLabel={t`Pages of clients`}
      >
        {(clients, busy) => (
          <CardTable minWidth={900}>
            <Table striped verticalSpacing="sm" aria-label={t`Clients`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Client`}</Table.Th>
                  <Table.Th scope="col">{t`Subscriptions`}</Table.Th>
                  <Table.Th scope="col">{t`Used of licensed`}</Table.Th>
                  <Table.Th scope="col">{t`Next expiry`}</Table.Th>
                  <Table.Th scope="col">{t`Trial ends`}</Table.Th>
                  {credits && <Table.Th scope="col">{t`Credit balance`}</Table.Th>}
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clients.map((client) => (
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
                      <AggregateLines aggregates={client.aggregates} />
                    </Table.Td>
                    <Table.Td>{client.nextExpirationDate === undefined ? '—' : <DateTime value={client.nextExpirationDate} dateOnly />}</Table.Td>
                    <Table.Td>{client.trialExpirationDate === undefined ? '—' : <DateTime value={client.trialExpirationDate} dateOnly />}</Table.Td>
                    {credits && <Table.Td>{balance(client)}</Table.Td>}
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="default" aria-label={t`Open ${client.name}`} onClick={() => setOpened(client)}>
                          {t`Open`}
                        </Button>
                        {canSell && (
                          <Button size="xs" variant="default" aria-label={t`Sell a licence to ${client.name}`} onClick={() => setSelling(client)}>
                            {t`Sell licence`}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </PagedListBody>
      {opened && <ClientDialog client={opened} onClose={() => setOpened(undefined)} />}
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
