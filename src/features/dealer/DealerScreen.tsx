// Spec §2 /dealer (create and update on products; tabs clients, licenses): the dealer's clients with their
// subscription summary, and in the licenses tab its products, the licences it sold and the organisation's
// pre-authorised transactions (docs/decisions.md "Dealer licensing": the spec gives the transactions no route of
// their own; they are licensing, so they sit with the licences). The tab is kept in the address so a link or a
// reload opens it.
import { Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery } from '../../routes/hashQuery';
import { EmptyState } from '../../ui/EmptyState';
import { ClientsPanel } from './ClientsPanel';
import { LicencesPanel } from './LicencesPanel';

const path = '/dealer';
type Tab = 'clients' | 'licenses';

export default function DealerScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(() => (new URLSearchParams(search).get('tab') === 'licenses' ? 'licenses' : 'clients'));
  const show = (next: Tab) => {
    setTab(next);
    replaceHashQuery(path, (query) => {
      if (next === 'clients') query.delete('tab');
      else query.set('tab', next);
    });
  };
  if (!organization) return null;

  return (
    <Stack gap="md">
      <Title order={1}>{t`Dealer`}</Title>
      {!organization.dealer ? (
        <EmptyState note={t`Ask the organization that created this one to make it a dealer.`}>
          {t`${organization.label} is not a dealer: it has no clients, products or licences to sell.`}
        </EmptyState>
      ) : (
        <Tabs value={tab} onChange={(next) => show(next === 'licenses' ? 'licenses' : 'clients')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="clients">{t`Clients`}</Tabs.Tab>
            <Tabs.Tab value="licenses">{t`Licences`}</Tabs.Tab>
          </Tabs.List>
          {/* A new organisation is a new list: nothing of the previous one's carries over. */}
          <Tabs.Panel value="clients" pt="md">
            <ClientsPanel key={organization.resourceId} organization={organization.resourceId} />
          </Tabs.Panel>
          <Tabs.Panel value="licenses" pt="md">
            <LicencesPanel key={organization.resourceId} organization={organization.resourceId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
