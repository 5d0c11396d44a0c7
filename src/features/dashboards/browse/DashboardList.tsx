// The dashboards (or composed widgets) a person may see in the organisation — all of them, their own, or those
// shared with them — searched, sorted and a page at a time, with what they may do to each: open, edit, rename,
// see the versions, share, export the data, make it their default, delete (confirmed).
import { Button, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAccess } from '../../../portal/portal';
import type { DashboardItem, DashboardType } from '../../../platform/dashboardTypes';
import { ConfirmDelete } from '../../../ui/ConfirmDelete';
import { PagedListBody } from '../../../ui/PagedListBody';
import { ShareDialog } from '../share/ShareDialog';
import { VersionsDialog } from '../versions/VersionsDialog';
import { itemAccess } from './access';
import { CreateDashboardDialog } from './CreateDashboardDialog';
import { dashboardSortKey, dashboardSorts, type DashboardSortKey, type WhoseFilter } from './dashboardRows';
import { DashboardTable, type DashboardCommand } from './DashboardTable';
import { ExportDialog } from './ExportDialog';
import { ListControls } from './ListControls';
import { Callout } from '../../../ui/Callout';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { RenameDialog } from './RenameDialog';
import { useDashboardLists } from '../listFlows';
import { useUsername } from '../useUsername';
import { usePagedList } from '../../../ui/usePagedList';
import { showBidiControls } from '../../../ui/Bidi';

const pageSize = 20;

/** A rename stays open once sent (`sent`) until it is saved: a failure shows in it, over the name as typed. */
type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; dashboard: DashboardItem; sent?: boolean }
  | { kind: 'versions' | 'share' | 'export'; dashboard: DashboardItem };

export function DashboardList({ organization, type }: { organization: string; type: DashboardType }) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const username = useUsername() ?? '';
  const ability = useAccess()?.ability;
  const dashboards = usePagedList(() => flows.dashboards({ organization, username, type }), {
    pageSize,
    sort: dashboardSorts.nameAsc,
    filter: 'ALL' satisfies WhoseFilter,
  });
  const { list, query, pending } = dashboards;
  const [dialog, setDialog] = useState<Dialog>();
  const deleting = pending?.kind === 'delete' ? pending.dashboard : undefined;
  const widgets = type === 'WIDGET';
  const mayCreate = ability?.can('create', 'dashboards') ?? false;
  const renaming = dialog?.kind === 'rename' && dialog.sent === true;
  const renamed = renaming && !dashboards.busy && dashboards.actionError === undefined;
  useEffect(() => {
    if (renamed) setDialog(undefined);
  }, [renamed]);

  const onCommand = (command: DashboardCommand, { dashboard, defaultPreference }: { dashboard: DashboardItem; defaultPreference?: string }) => {
    switch (command) {
      case 'setDefault':
        return list.send({ type: 'user.act', action: { kind: 'setDefault', dashboard } });
      case 'clearDefault':
        // Offered only on the default dashboard's row, which carries its preference.
        if (defaultPreference === undefined) return;
        return list.send({ type: 'user.act', action: { kind: 'clearDefault', dashboard, preference: defaultPreference } });
      case 'delete':
        return list.send({ type: 'user.act', action: { kind: 'delete', dashboard } });
      default:
        return setDialog({ kind: command, dashboard });
    }
  };
  const actionFailed = t`The change was not saved`;
  const sortLabels: Record<DashboardSortKey, string> = {
    nameAsc: t`Name, A to Z`,
    nameDesc: t`Name, Z to A`,
    updatedDesc: t`Recently updated`,
    owner: t`Owner`,
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <ListControls
          searchLabel={widgets ? t`Search composed widgets` : t`Search dashboards`}
          searchPlaceholder={t`Name or description`}
          onSearch={(search) => list.send({ type: 'user.search', search })}
          filterLabel={t`Whose`}
          filters={[
            { value: 'ALL', label: t`All` },
            { value: 'MINE', label: t`Mine` },
            { value: 'SHARED_WITH_ME', label: t`Shared with me` },
          ]}
          filter={(query.filter ?? 'ALL') as WhoseFilter}
          onFilter={(filter) => list.send({ type: 'user.filter', filter })}
          sortLabel={t`Order`}
          sorts={(Object.keys(dashboardSorts) as DashboardSortKey[]).map((value) => ({ value, label: sortLabels[value] }))}
          sort={dashboardSortKey(query.sort)}
          onSort={(key) => list.send({ type: 'user.sort', sort: dashboardSorts[key] })}
          disabled={dashboards.busy}
        />
        {mayCreate && (
          <Button onClick={() => setDialog({ kind: 'create' })}>{widgets ? t`New composed widget` : t`New dashboard`}</Button>
        )}
      </Group>
      <PagedListBody
        paged={dashboards}
        showActionError={!renaming}
        searching={query.search.trim() !== '' || query.filter !== 'ALL'}
        labels={{
          loading: widgets ? t`Loading composed widgets` : t`Loading dashboards`,
          failed: widgets ? t`The composed widgets could not be loaded` : t`The dashboards could not be loaded`,
          empty: widgets
            ? t`There are no composed widgets yet. A composed widget is a small dashboard to reuse inside others.`
            : t`There are no dashboards yet. A dashboard shows the data of your devices in widgets.`,
          noMatch: widgets ? t`No composed widget matches.` : t`No dashboard matches.`,
          actionFailed,
        }}
        emptyNext={
          mayCreate
            ? {
                action: (
                  <Button onClick={() => setDialog({ kind: 'create' })}>{widgets ? t`Create composed widget` : t`Create dashboard`}</Button>
                ),
              }
            : { note: t`Ask an administrator of this organization to create one or to share one with you.` }
        }
        pagerLabel={widgets ? t`Pages of composed widgets` : t`Pages of dashboards`}
      >
        {(rows, busy) => (
          <DashboardTable
            rows={rows}
            label={widgets ? t`Composed widgets` : t`Dashboards`}
            username={username}
            ability={ability}
            busy={busy}
            onCommand={onCommand}
          />
        )}
      </PagedListBody>
      {dialog?.kind === 'create' && <CreateDashboardDialog type={type} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'rename' && (
        <RenameDialog
          dashboard={dialog.dashboard}
          saving={renaming && dashboards.acting}
          onClose={() => setDialog(undefined)}
          onRename={({ name, description }) => {
            setDialog({ ...dialog, sent: true });
            list.send({ type: 'user.act', action: { kind: 'rename', dashboard: dialog.dashboard, name, description } });
          }}
        >
          {renaming && dashboards.actionError !== undefined && (
            <Callout tone="error" title={actionFailed}>
              <ErrorMessage error={dashboards.actionError} />
            </Callout>
          )}
        </RenameDialog>
      )}
      {dialog?.kind === 'versions' && (
        <VersionsDialog
          dashboardId={dialog.dashboard.id}
          name={dialog.dashboard.name}
          canEdit={itemAccess(dialog.dashboard, username, ability).mayEdit}
          onClose={() => {
            setDialog(undefined);
            // A version made current or derived changes the dashboard's row.
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog
          kind="dashboard"
          id={dialog.dashboard.id}
          onClose={() => setDialog(undefined)}
          onSaved={() => list.send({ type: 'user.reload' })}
        />
      )}
      {dialog?.kind === 'export' && (
        <ExportDialog dashboardId={dialog.dashboard.id} name={dialog.dashboard.name} onClose={() => setDialog(undefined)} />
      )}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={widgets ? t`Delete composed widget` : t`Delete dashboard`}
        confirmLabel={widgets ? t`Delete composed widget` : t`Delete dashboard`}
        acting={dashboards.acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>
          Delete “{showBidiControls(deleting?.name ?? '')}” with all its versions and assets? People it is shared with lose it too. This cannot be undone.
        </Trans>
      </ConfirmDelete>
    </Stack>
  );
}
