// Spec §2 /users ("appears in the section map"; read on users): the organisation's users, the same list as the users
// tab of /permission, for the links and bookmarks that name /users.
import { Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useSelectedOrganization } from '../../portal/portal';
import { UsersPanel } from './UsersPanel';

export default function UsersScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  if (!organization) return null;
  return (
    <Stack gap="md">
      <Title order={1}>{t`Users`}</Title>
      <UsersPanel key={organization.resourceId} organization={{ id: organization.id, resourceId: organization.resourceId }} />
    </Stack>
  );
}
