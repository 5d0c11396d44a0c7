// Spec §2 /organizations (read organizations; tabs resources and consumptions): the organisation's sub-organisation
// tree, its resources and limits, and its consumption; its theme, edited by someone who may update organisations.
// The tab is kept in the address so a link or a reload opens it.
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useAccess, useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery } from '../../routes/hashQuery';
import { ConsumptionsPanel } from './ConsumptionsPanel';
import { OrganizationTree } from './OrganizationTree';
import { ResourcesPanel } from './ResourcesPanel';
import { ThemeDialog } from './ThemeDialog';

const path = '/organizations';
const tabs = ['organizations', 'resources', 'consumptions'] as const;
type Tab = (typeof tabs)[number];

const tabOf = (value: string | null): Tab => tabs.find((tab) => tab === value) ?? 'organizations';

export default function OrganizationsScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(() => tabOf(new URLSearchParams(search).get('tab')));
  const [editingTheme, setEditingTheme] = useState(false);
  const canEditTheme = useAccess()?.ability.can('update', 'organizations') ?? false;
  const show = (next: Tab) => {
    setTab(next);
    replaceHashQuery(path, (query) => {
      if (next === 'organizations') query.delete('tab');
      else query.set('tab', next);
    });
  };
  if (!organization) return null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t`Organizations`}</Title>
        {canEditTheme && (
          <Button variant="default" onClick={() => setEditingTheme(true)}>
            {t`Edit theme`}
          </Button>
        )}
      </Group>
      {editingTheme && <ThemeDialog organization={organization} onClose={() => setEditingTheme(false)} />}
      <Tabs value={tab} onChange={(next) => show(tabOf(next))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="organizations">{t`Organizations`}</Tabs.Tab>
          <Tabs.Tab value="resources">{t`Resources`}</Tabs.Tab>
          <Tabs.Tab value="consumptions">{t`Consumptions`}</Tabs.Tab>
        </Tabs.List>
        {/* A new organisation is a new ledger: nothing of the previous one's carries over. */}
        <Tabs.Panel value="organizations" pt="md">
          <OrganizationTree key={organization.resourceId} root={organization} />
        </Tabs.Panel>
        <Tabs.Panel value="resources" pt="md">
          <ResourcesPanel key={organization.resourceId} root={organization} />
        </Tabs.Panel>
        <Tabs.Panel value="consumptions" pt="md">
          <ConsumptionsPanel key={organization.resourceId} organization={organization} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
