// Spec §2 /home: the user lands here when no area of the landing order is open to them yet; it tells them where
// they are and what they may do in this organisation.
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAccess, usePortal } from '../../portal/portal';
import { selectSelection, selectUsername } from '../../portal/selectors';
import { permissionGroups } from './permissionGroups';

export default function HomeScreen() {
  const { t, i18n } = useLingui();
  const { actors } = usePortal();
  const username = useSelector(actors.session, selectUsername);
  const selection = useSelector(actors.guard, selectSelection);
  const access = useAccess();
  if (!selection || !access) return null;
  const organization = selection.subOrganization ?? selection.organization;
  const groups = permissionGroups(access.ability);

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Welcome, {username}</Trans>
      </Title>
      <Card withBorder>
        <Title order={2} size="h3">
          {organization.label}
        </Title>
        {selection.subOrganization && (
          <Text c="dimmed">
            <Trans>Sub-organization of {selection.organization.label}</Trans>
          </Text>
        )}
        <Group gap="xs" mt="sm" aria-label={t`Organization services`}>
          <Badge color={organization.dataEnabled ? 'teal.9' : 'gray.7'}>
            {organization.dataEnabled ? t`IoT enabled` : t`IoT not enabled`}
          </Badge>
          <Badge color={organization.vpnEnabled ? 'teal.9' : 'gray.7'}>
            {organization.vpnEnabled ? t`VPN enabled` : t`VPN not enabled`}
          </Badge>
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} size="h3">
          <Trans>What you may do here</Trans>
        </Title>
        {groups.length === 0 ? (
          <Text mt="sm">
            <Trans>Your roles in this organization grant no permissions yet. Ask an administrator for access.</Trans>
          </Text>
        ) : (
          <List mt="sm" spacing="xs">
            {groups.map((group) => (
              <List.Item key={group.resource}>
                <Text span fw={600}>
                  {i18n._(group.label)}
                </Text>
                {': '}
                {group.actions.map((action) => i18n._(action)).join(', ')}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}
