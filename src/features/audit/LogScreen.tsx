// Spec §2 /log (access on audit, read on roles): the audit log, its main tab, and the failed notifications (tab
// failed-notifications). The tab is kept in the address (`tab`), so a link opens the one it names.
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
import { AuditLog } from './AuditLog';
import { FailedDeliveries } from './FailedDeliveries';

const failedTab = 'failed-notifications';
const auditTab = 'audit';

export default function LogScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const address = useSearch();
  const [tab, setTab] = useState(() => (new URLSearchParams(address).get('tab') === failedTab ? failedTab : auditTab));
  if (!organization) return null;

  const choose = (value: string | null) => {
    const next = value === failedTab ? failedTab : auditTab;
    setTab(next);
    replaceHashQuery('/log', (query) => (next === failedTab ? query.set('tab', failedTab) : query.delete('tab')));
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t`Log`}</Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value={auditTab}>{t`Audit log`}</Tabs.Tab>
          <Tabs.Tab value={failedTab}>{t`Failed notifications`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={auditTab} pt="md">
          <AuditLog key={organization.resourceId} organization={organization.resourceId} />
        </Tabs.Panel>
        <Tabs.Panel value={failedTab} pt="md">
          <FailedDeliveries key={organization.resourceId} organization={organization.resourceId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
