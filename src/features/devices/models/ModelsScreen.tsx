// /models, the screen of spec §2's section `data-configure` (IoT-only, read on models): the models and their presets.
// /devices?tab=models, where they were a tab of the fleet, comes here.
import { Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useSelectedOrganization } from '../../../portal/portal';
import ModelsTab from './ModelsTab';

export default function ModelsScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  if (!organization) return null;
  return (
    <Stack gap="md">
      <Title order={1}>{t`Models and presets`}</Title>
      <ModelsTab key={organization.resourceId} organization={organization.resourceId} organizationId={organization.id} />
    </Stack>
  );
}
