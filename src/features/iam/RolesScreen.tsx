// Spec §2 /roles (read roles; tabs data and device): the organisation's application roles, its data roles (the model
// paths they may read and write) in the `data` tab and its device roles (a level per security policy) in `device`.
// The tab is kept in the address so a link or a reload opens it.
import { Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { RoleType } from '../../platform/iamTypes';
import { useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery } from '../../routes/hashQuery';
import { RolesPanel } from './RolesPanel';

const path = '/roles';
/** Each tab and the roles it lists; application roles are the tab without a name in the address. */
const tabTypes = { application: 'APPLICATION', data: 'DATA', device: 'DEVICE' } as const satisfies Record<string, RoleType>;
type Tab = keyof typeof tabTypes;
const isTab = (value: string | null): value is Tab => value !== null && value in tabTypes;

export default function RolesScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(() => {
    const asked = new URLSearchParams(search).get('tab');
    return isTab(asked) ? asked : 'application';
  });
  const show = (next: Tab) => {
    setTab(next);
    replaceHashQuery(path, (query) => {
      if (next === 'application') query.delete('tab');
      else query.set('tab', next);
    });
  };
  if (!organization) return null;
  const where = { id: organization.id, resourceId: organization.resourceId };

  return (
    <Stack gap="md">
      <Title order={1}>{t`Roles`}</Title>
      <Tabs value={tab} onChange={(next) => show(isTab(next) ? next : 'application')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="application">{t`Application roles`}</Tabs.Tab>
          <Tabs.Tab value="data">{t`Data roles`}</Tabs.Tab>
          <Tabs.Tab value="device">{t`Device roles`}</Tabs.Tab>
        </Tabs.List>
        {/* A new organisation is a new list: nothing of the previous one's carries over. */}
        {(Object.keys(tabTypes) as Tab[]).map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <RolesPanel key={organization.resourceId} organization={where} type={tabTypes[value]} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
