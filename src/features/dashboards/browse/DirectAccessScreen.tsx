// Spec §2 /directaccess: what a person opens directly — the dashboards and the flows of the organisation that they
// may see. (Its applications tab belongs to the embedded apps and is not part of this screen yet.) Dashboards and
// flows need an IoT-enabled organisation and the permission to read dashboards.
import { Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useAccess, useSelectedOrganization } from '../../../portal/portal';
import { FlowList } from '../flows/FlowList';
import { DashboardList } from './DashboardList';
import { ScreenTabs } from './ScreenTabs';

export default function DirectAccessScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const access = useAccess();
  if (!organization || !access) return null;
  const dashboardsOpen = access.iotEnabled && access.ability.can('read', 'dashboards');

  return (
    <Stack gap="md">
      <Title order={1}>{t`Direct access`}</Title>
      {dashboardsOpen ? (
        // A new organisation is a new list: nothing of the previous one's carries over.
        <ScreenTabs
          key={organization.resourceId}
          label={t`Direct access`}
          tabs={[
            { value: 'dashboards', label: t`Dashboards`, panel: <DashboardList organization={organization.resourceId} type="DASHBOARD" /> },
            { value: 'flows', label: t`Flows`, panel: <FlowList /> },
          ]}
        />
      ) : (
        <Text role="status">
          {access.iotEnabled
            ? t`Your permissions in this organization do not include reading dashboards.`
            : t`Dashboards and flows need an organization with IoT data; this one has none.`}
        </Text>
      )}
    </Stack>
  );
}
