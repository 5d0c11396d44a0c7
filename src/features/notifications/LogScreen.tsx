// Spec §2 /log (access on audit, read on roles) with its tab failed-notifications. The log's audit events are not
// built yet, so the failed notifications are its only tab.
import { Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useSelectedOrganization } from '../../portal/portal';
import { FailedDeliveries } from './FailedDeliveries';

export default function LogScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  if (!organization) return null;

  return (
    <Stack gap="md">
      <Title order={1}>{t`Log`}</Title>
      <Tabs defaultValue="failed-notifications" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="failed-notifications">{t`Failed notifications`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="failed-notifications" pt="md">
          <FailedDeliveries key={organization.resourceId} organization={organization.resourceId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
