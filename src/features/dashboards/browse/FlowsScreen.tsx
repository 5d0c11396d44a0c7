// Spec §2 /flows (IoT-only; read on models and dashboards), tabs dashboards and widgets: the dashboards, and the
// widgets — composed widgets (dashboards of type WIDGET) and the organisation's widget gallery.
import { Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useSelectedOrganization } from '../../../portal/portal';
import { GalleryPanel } from '../gallery/GalleryPanel';
import { DashboardList } from './DashboardList';
import { ScreenTabs } from './ScreenTabs';

export default function FlowsScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  if (!organization) return null;

  return (
    <Stack gap="md">
      <Title order={1}>{t`Dashboards and widgets`}</Title>
      <ScreenTabs
        key={organization.resourceId}
        label={t`Dashboards and widgets`}
        tabs={[
          { value: 'dashboards', label: t`Dashboards`, panel: <DashboardList organization={organization.resourceId} type="DASHBOARD" /> },
          {
            value: 'widgets',
            label: t`Widgets`,
            panel: (
              <Stack gap="xl">
                <Stack gap="sm">
                  <Title order={2}>{t`Composed widgets`}</Title>
                  <DashboardList organization={organization.resourceId} type="WIDGET" />
                </Stack>
                <Stack gap="sm">
                  <Title order={2}>{t`Widget gallery`}</Title>
                  <GalleryPanel organization={organization.resourceId} />
                </Stack>
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
