// A list of organisations to choose from, each a button with its services.
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../platform/types';
import classes from './organization.module.css';

export function OrganizationList({
  label,
  organizations,
  onChoose,
}: {
  label: string;
  organizations: Organization[];
  onChoose: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" component="ul" aria-label={label} className={classes.list}>
      {organizations.map((organization) => (
        <li key={organization.id}>
          <Paper withBorder>
            <UnstyledButton className={classes.choice} onClick={() => onChoose(organization.id)}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{organization.label}</Text>
                <Group gap={4}>
                  {organization.dataEnabled && <Badge color="teal.9">{t`IoT`}</Badge>}
                  {organization.vpnEnabled && <Badge color="blue.9">{t`VPN`}</Badge>}
                </Group>
              </Group>
            </UnstyledButton>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
