// Spec §2 /vpn and /vpn-devices (VPN only; read devices): the organisation's gateways, a page at a time, searched by
// name and narrowed by status on the server (kept in the address), "last seen" by the service's clock. A gateway
// opens beside the list (`gateway=<id>` in the address) with its endpoints, connect and its log.
import { Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery, useHashPath, useHashSearch } from '../../routes/hashLocation';
import { ListStatus } from '../../ui/ListStatus';
import { Pager } from '../../ui/Pager';
import { usePagedList } from '../../ui/usePagedList';
import { GatewayFilters } from './GatewayFilters';
import { GatewayPanel } from './GatewayPanel';
import { GatewayTable } from './GatewayTable';
import { gatewayFilterFromKey, gatewayFilterKey, writeGatewayFilter, type GatewayFilter } from './gatewayFilter';
import { useVpnFlows } from './flows';

const pageSize = 20;

export default function GatewaysScreen() {
  const organization = useSelectedOrganization();
  // A new organisation is a new list: nothing of the previous one's carries over.
  return organization ? <Gateways key={organization.resourceId} organization={organization.resourceId} /> : null;
}

function Gateways({ organization }: { organization: string }) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const path = useHashPath();
  const address = useHashSearch();
  const [filter, setFilter] = useState<GatewayFilter>(() => gatewayFilterFromKey(address));
  const { list, stage, page, query, error, actionError } = usePagedList(() => flows.gateways(organization), {
    pageSize,
    filter: gatewayFilterKey(filter),
  });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(() => new URLSearchParams(address).get('gateway') ?? undefined);
  const total = page?.totalElements ?? 0;

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
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t`Remote access`}</Title>
        {page && (
          <Text c="dimmed" aria-live="polite">
            <Plural value={total} one="# gateway" other="# gateways" />
          </Text>
        )}
      </Group>
      <GatewayFilters
        search={search}
        filter={filter}
        onSearch={(value) => {
          setSearch(value);
          list.send({ type: 'user.search', search: value });
        }}
        onFilter={changeFilter}
      />
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
          gatewayId={open}
          onChanged={() => list.send({ type: 'user.reload' })}
          onClose={() => openGateway(undefined)}
        />
      )}
    </Stack>
  );
}
