// Spec §2 /permission (read roles, users or user groups): the organisation's users, its user groups in the `groups`
// tab, its roles in the `roles` tab, its security policies (groups of devices) in `policies` and the users' API keys
// in `api-keys`, each tab shown to those who may read it. The tab is kept in the address so a link or a reload
// opens it.
import { Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useAccess, useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery } from '../../routes/hashQuery';
import { ApiKeysPanel } from './ApiKeysPanel';
import { GroupsPanel } from './GroupsPanel';
import { RolesPanel } from './RolesPanel';
import { SecurityPoliciesPanel } from './SecurityPoliciesPanel';
import { UsersPanel } from './UsersPanel';

const path = '/permission';
type Tab = 'users' | 'groups' | 'roles' | 'policies' | 'api-keys';
/** Each tab and the resource a person must read to see it (an API key acts as a user; a policy is a device group). */
const tabResources = { users: 'users', groups: 'userGroups', roles: 'roles', policies: 'deviceGroups', 'api-keys': 'users' } as const;
const isTab = (value: string | null): value is Tab => value !== null && value in tabResources;

export default function PermissionScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const ability = useAccess()?.ability;
  const search = useSearch();
  const tabs = (Object.keys(tabResources) as Tab[]).filter((tab) => ability?.can('read', tabResources[tab]) ?? false);
  const [chosen, setChosen] = useState<Tab>(() => {
    const asked = new URLSearchParams(search).get('tab');
    return isTab(asked) ? asked : 'users';
  });
  const tab = tabs.includes(chosen) ? chosen : tabs[0];
  const show = (next: Tab) => {
    setChosen(next);
    replaceHashQuery(path, (query) => {
      if (next === 'users') query.delete('tab');
      else query.set('tab', next);
    });
  };
  if (!organization) return null;
  const where = { id: organization.id, resourceId: organization.resourceId };

  return (
    <Stack gap="md">
      <Title order={1}>{t`Users and permissions`}</Title>
      {tab !== undefined && (
        <Tabs value={tab} onChange={(next) => show(isTab(next) ? next : 'users')} keepMounted={false}>
          <Tabs.List>
            {tabs.includes('users') && <Tabs.Tab value="users">{t`Users`}</Tabs.Tab>}
            {tabs.includes('groups') && <Tabs.Tab value="groups">{t`User groups`}</Tabs.Tab>}
            {tabs.includes('roles') && <Tabs.Tab value="roles">{t`Roles`}</Tabs.Tab>}
            {tabs.includes('policies') && <Tabs.Tab value="policies">{t`Security policies`}</Tabs.Tab>}
            {tabs.includes('api-keys') && <Tabs.Tab value="api-keys">{t`API keys`}</Tabs.Tab>}
          </Tabs.List>
          {/* A new organisation is a new list: nothing of the previous one's carries over. */}
          <Tabs.Panel value="users" pt="md">
            <UsersPanel key={organization.resourceId} organization={where} />
          </Tabs.Panel>
          <Tabs.Panel value="groups" pt="md">
            <GroupsPanel key={organization.resourceId} organization={where} />
          </Tabs.Panel>
          <Tabs.Panel value="roles" pt="md">
            <RolesPanel key={organization.resourceId} organization={where} />
          </Tabs.Panel>
          <Tabs.Panel value="policies" pt="md">
            <SecurityPoliciesPanel key={organization.resourceId} organization={where} />
          </Tabs.Panel>
          <Tabs.Panel value="api-keys" pt="md">
            <ApiKeysPanel key={organization.resourceId} organization={where} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
