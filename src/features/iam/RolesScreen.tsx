// Spec §2 /roles (read roles): the organisation's application roles.
import { Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useSelectedOrganization } from '../../portal/portal';
import { RolesPanel } from './RolesPanel';

export default function RolesScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  if (!organization) return null;
  return (
    <Stack gap="md">
      <Title order={1}>{t`Roles`}</Title>
      <RolesPanel key={organization.resourceId} organization={{ id: organization.id, resourceId: organization.resourceId }} />
    </Stack>
  );
}
