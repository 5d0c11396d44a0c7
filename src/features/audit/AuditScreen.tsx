// /audit, the screen of spec §2's section `audit` (access on audit): the audit log of every accepted write, alone.
// /log shows the same log beside the failed notifications for those who also read roles.
import { Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useSelectedOrganization } from '../../portal/portal';
import { AuditLog } from './AuditLog';

export default function AuditScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  if (!organization) return null;
  return (
    <Stack gap="md">
      <Title order={1}>{t`Audit log`}</Title>
      <AuditLog key={organization.resourceId} organization={organization.resourceId} />
    </Stack>
  );
}
