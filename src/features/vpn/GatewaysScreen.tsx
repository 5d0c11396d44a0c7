// Spec §2 /vpn and /vpn-devices (VPN only; read devices): the organisation's gateways, a page at a time, searched by
// name and narrowed by status on the server (kept in the address), "last seen" by the service's clock. A gateway
// opens beside the list (`gateway=<id>` in the address) with its endpoints, connect and its log. /vpn has the tabs
// endpoints (the gateways), applications and profiles, the chosen one kept in the address (`tab`).
import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery } from '../../routes/hashQuery';
import { ListStatus } from '../../ui/ListStatus';
import { Pager } from '../../ui/Pager';
import { usePagedList } from '../../ui/usePagedList';
import { ApplicationsTab } from './ApplicationsTab';
import { GatewayFilters } from './GatewayFilters';
import { GatewayPanel } from './GatewayPanel';
import { GatewayTable } from './GatewayTable';
import { gatewayFilterFromKey, gatewayFilterKey, writeGatewayFilter, type GatewayFilter } from './gatewayFilter';
import { useVpnFlows } from './flows';
import { ProfilesTab } from './ProfilesTab';

const pageSize = 20;

const tabs = ['endpoints', 'applications', 'profiles'] as const;
type Tab = (typeof tabs)[number];

export default function GatewaysScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const [path] = useLocation();
  const address = useSearch();
  const [tab, setTab] = useState<Tab>(() => {
    const requested = new URLSearchParams(address).get('tab');
    return tabs.find((candidate) => candidate === requested) ?? 'endpoints';
  });
  if (!organization) return null;
  // A new organisation is a new list: nothing of the previous one's carries over.
  const org = organization.resourceId;
  const show = (next: string | null) => {
    const chosen = tabs.find((candidate) => candidate === next) ?? 'endpoints';
    setTab(chosen);
    replaceHashQuery(path, (query) => {
      query.delete('gateway');
      if (chosen === 'endpoints') query.delete('tab');
      else query.set('tab', chosen);
    });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t`Remote access`}</Title>
      {path === '/vpn' ? (
        <Tabs value={tab} onChange={show} keepMounted={false}>
          <Tabs.List aria-label={t`Remote access`} mb="md">
            <Tabs.Tab value="endpoints">{t`Gateways and endpoints`}</Tabs.Tab>
            <Tabs.Tab value="applications">{t`Applications`}</Tabs.Tab>
            <Tabs.Tab value="profiles">{t`Profiles`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="endpoints">
            <Gateways key={org} organization={org} organizationId={organization.id} />
          </Tabs.Panel>
          <Tabs.Panel value="applications">
            <ApplicationsTab key={org} organization={org} />
          </Tabs.Panel>
          <Tabs.Panel value="profiles">
            <ProfilesTab key={org} organization={org} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Gateways key={org} organization={org} organizationId={organization.id} />
      )}
    </Stack>
  );
}

function Gateways({ organization, organizationId }: { organization: string; organizationId: number }) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [path] = useLocation();
  const address = useSearch();
  const [filter, setFilter] = useState<GatewayFilter>(() => gatewayFilterFromKey(address));
  const { list, stage, page, query, error, actionError } = usePagedList(() => flows.gateways(organization), {
    pageSize,
    filter: gatewayFilterKey(filter),
  });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(() => new URLSearchParams(address).get('gateway') ?? undefined);
  const total = page?.totalElements ?? 0;

  const reload = useCallback(() => list.send({ type: 'user.reload' }), [list]);

  const openGateway = (gatewayId: string | undefined) => {
    setOpen(gatewayId);
    replaceHashQuery(path, (params) => (gatewayId === undefined ? params.delete('gateway') : params.set('gateway', gatewayId)));
  };

  const changeFilter = (next: GatewayFilter) => {
    setFilter(next);
    replaceHashQuery(path, (params) => writeGatewayFilter(params, next));
    list.send({ type: 'user.filter', filter: gatewayFilterKey(next) });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <GatewayFilters
          search={search}
          filter={filter}
          onSearch={(value) => {
            setSearch(value);
            list.send({ type: 'user.search', search: value });
          }}
          onFilter={changeFilter}
        />
        {page && (
          <Text c="dimmed" aria-live="polite">
            <Plural value={total} one="# gateway" other="# gateways" />
          </Text>
        )}
      </Group>
      <ListStatus
        stage={stage}
        error={error}
        actionError={actionError}
        empty={page && page.totalElements === 0}
        searching={query.search.trim() !== '' || filter.status !== 'all'}
        labels={{
          loading: t`Loading gateways`,
          failed: t`The gateways could not be loaded`,
          empty: t`This organization has no gateways yet. A gateway appears here once its VPN is activated.`,
          noMatch: t`No gateway matches the search and status.`,
          actionFailed: t`The gateway could not be changed`,
        }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <GatewayTable gateways={page.items} busy={stage === 'loading'} onOpen={(gateway) => openGateway(gateway.gatewayId)} />
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of gateways`}
            disabled={stage !== 'ready'}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
      {open !== undefined && (
        <GatewayPanel
          organization={organization}
          organizationId={organizationId}
          gatewayId={open}
          onChanged={reload}
          onClose={() => openGateway(undefined)}
        />
      )}
    </Stack>
  );
}
