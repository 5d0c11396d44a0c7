// Spec §2 /directaccess: what a person opens directly — the dashboards, the applications and the flows of the
// organisation that they may see. Dashboards and flows need an IoT-enabled organisation and the permission to read
// dashboards; the applications (the installed apps, opened in the portal's app container) need read on
// organizations, as the store's routes do.
import { Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useAccess, useSelectedOrganization } from '../../../portal/portal';
import { ApplicationList } from '../applications/ApplicationList';
import { FlowList } from '../flows/FlowList';
import { useUsername } from '../useUsername';
import { DashboardList } from './DashboardList';
import { ScreenTabs } from './ScreenTabs';

export default function DirectAccessScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const access = useAccess();
  const username = useUsername();
  if (!organization || !access || username === undefined) return null;
  const dashboardsOpen = access.iotEnabled && access.ability.can('read', 'dashboards');
  const applicationsOpen = access.ability.can('read', 'organizations');
  const applications = {
    value: 'applications',
    label: t`Applications`,
    panel: <ApplicationList organizationId={organization.id} organization={organization.resourceId} username={username} />,
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t`Direct access`}</Title>
      {dashboardsOpen || applicationsOpen ? (
        // A new organisation is a new list: nothing of the previous one's carries over.
        <ScreenTabs
          key={organization.resourceId}
          label={t`Direct access`}
          tabs={[
            ...(dashboardsOpen
              ? [{ value: 'dashboards', label: t`Dashboards`, panel: <DashboardList organization={organization.resourceId} type="DASHBOARD" /> }]
              : []),
            ...(applicationsOpen ? [applications] : []),
            ...(dashboardsOpen ? [{ value: 'flows', label: t`Flows`, panel: <FlowList /> }] : []),
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
