// The flows a person may see (or their own), searched, sorted and a page at a time: opened in the flow viewer,
// created and edited as an ordered set of dashboards, shared like dashboards, deleted (confirmed).
import { Button, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAccess } from '../../../portal/portal';
import type { Flow } from '../../../platform/dashboardTypes';
import { ListControls } from '../browse/ListControls';
import { useDashboardLists } from '../listFlows';
import { useUsername } from '../useUsername';
import { ConfirmDelete } from '../../../ui/ConfirmDelete';
import { PagedListBody } from '../../../ui/PagedListBody';
import { usePagedList } from '../../../ui/usePagedList';
import { ShareDialog } from '../share/ShareDialog';
import type { FlowFilter } from './flowActions';
import { FlowDialog } from './FlowDialog';
import { FlowTable, type FlowCommand } from './FlowTable';

const pageSize = 20;
const flowSorts = {
  nameAsc: { by: 'name', dir: 'asc' },
  updatedDesc: { by: 'updatedAt', dir: 'desc' },
} as const;
type FlowSortKey = keyof typeof flowSorts;

type Dialog = { kind: 'edit'; flow?: Flow } | { kind: 'share'; flow: Flow };

export function FlowList() {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const username = useUsername();
  const ability = useAccess()?.ability;
  const flowList = usePagedList(flows.flows, { pageSize, sort: flowSorts.nameAsc, filter: 'ALL' satisfies FlowFilter });
  const { list, query, pending } = flowList;
  const [dialog, setDialog] = useState<Dialog>();
  const deleting = pending?.flow;
  const mayCreate = ability?.can('create', 'dashboards') ?? false;

  const onCommand = (command: FlowCommand, flow: Flow) =>
    command === 'delete' ? list.send({ type: 'user.act', action: { kind: 'delete', flow } }) : setDialog({ kind: command, flow });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <ListControls
          searchLabel={t`Search flows`}
          searchPlaceholder={t`Name or description`}
          onSearch={(search) => list.send({ type: 'user.search', search })}
          filterLabel={t`Whose flows`}
          filters={[
            { value: 'ALL', label: t`All` },
            { value: 'MINE', label: t`Mine` },
          ]}
          filter={(query.filter ?? 'ALL') as FlowFilter}
          onFilter={(filter) => list.send({ type: 'user.filter', filter })}
          sortLabel={t`Order`}
          sorts={[
            { value: 'nameAsc', label: t`Name, A to Z` },
            { value: 'updatedDesc', label: t`Recently updated` },
          ]}
          sort={query.sort?.by === 'updatedAt' ? 'updatedDesc' : 'nameAsc'}
          onSort={(key: FlowSortKey) => list.send({ type: 'user.sort', sort: flowSorts[key] })}
          disabled={flowList.busy}
        />
        {mayCreate && <Button onClick={() => setDialog({ kind: 'edit' })}>{t`New flow`}</Button>}
      </Group>
      <PagedListBody
        paged={flowList}
        labels={{
          loading: t`Loading flows`,
          failed: t`The flows could not be loaded`,
          empty: t`There are no flows yet. A flow shows several dashboards one after the other.`,
          noMatch: t`No flow matches.`,
          actionFailed: t`The change was not saved`,
        }}
        emptyNext={
          mayCreate
            ? { action: <Button onClick={() => setDialog({ kind: 'edit' })}>{t`Create flow`}</Button> }
            : { note: t`Ask an administrator of this organization to create one or to share one with you.` }
        }
        searching={query.search.trim() !== '' || query.filter !== 'ALL'}
        pagerLabel={t`Pages of flows`}
      >
        {(items, busy) => <FlowTable flows={items} username={username} ability={ability} busy={busy} onCommand={onCommand} />}
      </PagedListBody>
      {dialog?.kind === 'edit' && (
        <FlowDialog
          flowId={dialog.flow?.id}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog kind="flow" id={dialog.flow.id} onClose={() => setDialog(undefined)} onSaved={() => list.send({ type: 'user.reload' })} />
      )}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete flow`}
        confirmLabel={t`Delete flow`}
        acting={flowList.acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete the flow “{deleting?.name}”? Its dashboards stay. This cannot be undone.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
