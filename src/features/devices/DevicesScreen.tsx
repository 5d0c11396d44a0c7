// Spec §2 /devices (read on devices): the organisation's fleet, a page at a time, searched and narrowed on the
// server (model, connection, tag, preset, group, worst open alarm, remote access) with the narrowing kept in the address; each device's attributes edited and a
// device deleted, as the person's permissions allow. Its tab (kept in the address, `tab`): `groups` (also read on
// device groups, spec §2), loaded when first shown. The models and presets are section data-configure's own screen,
// /models; the old address of their tab, `tab=models`, leads there.
import { Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { selectAnswer, selectQueryError } from '../../../machines/liveQuery.machine';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useAccess, useCanEnter, useOrgHref, useSelectedOrganization } from '../../portal/portal';
import { navigate } from '../../routes/hashLocation';
import { replaceHashQuery } from '../../routes/hashQuery';
import { LoadFailure } from '../../ui/LoadFailure';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ColumnPicker } from './ColumnPicker';
import { DeviceActionBar } from './DeviceActionBar';
import { useFleetColumns } from './useFleetColumns';
import { DeviceActionDialog } from './DeviceActionDialog';
import { matchingTarget, type DeviceAction } from './deviceActions';
import { DeviceDialog } from './DeviceDialog';
import { DevicePanel } from './DevicePanel';
import { FleetFilters } from './FleetFilters';
import { PhoneFilters } from '../../kit/PhoneFilters';
import { FleetTable } from './FleetTable';
import { FindDevice } from './FindDevice';
import { ReceiveDevice } from './ReceiveDevice';
import { filtersInForce, fleetFilterFromSearch, fleetFilterKey, writeFleetFilter, type FleetFilter } from './fleetFilter';
import { useDeviceFlows, type FilterChoices, type FleetDevice } from './flows';
import { Spinner } from '../../ui/Spinner';
import { EmptyState } from '../../ui/EmptyState';

const GroupsTab = lazy(() => import('./groups/GroupsTab'));

/** Rows per page a person may choose (kept in the address, `rows`); a page over 100 draws only the rows in view. */
const pageSizes = [20, 100, 500] as const;
const pageSizeIn = (search: string) => pageSizes.find((size) => String(size) === new URLSearchParams(search).get('rows')) ?? pageSizes[0];
const noChoices: FilterChoices = { models: [], tags: [], presets: [], groups: [] };
const devicesPath = '/devices';

type Tab = 'devices' | 'groups';

export default function DevicesScreen() {
  const { t } = useLingui();
  const organization = useSelectedOrganization();
  const access = useAccess();
  const address = useSearch();
  const offered: Record<Tab, boolean> = {
    devices: true,
    groups: access?.ability.can('read', 'deviceGroups') ?? false,
  };
  const modelsAsked = new URLSearchParams(address).get('tab') === 'models';
  useEffect(() => {
    if (!modelsAsked) return;
    const query = new URLSearchParams(address);
    query.delete('tab');
    navigate(`/models?${query.toString()}`, { replace: true });
  }, [modelsAsked, address]);
  const [chosen, setChosen] = useState<Tab>(() => {
    const asked = new URLSearchParams(address).get('tab');
    return asked === 'groups' ? asked : 'devices';
  });
  const tab = offered[chosen] ? chosen : 'devices';
  const show = (next: Tab) => {
    setChosen(next);
    replaceHashQuery(devicesPath, (query) => (next === 'devices' ? query.delete('tab') : query.set('tab', next)));
  };
  if (!organization || modelsAsked) return null;
  if (access?.iotEnabled === false) return <WithoutIot remoteAccess={access.vpnEnabled} />;
  const loading = <Spinner label={t`Loading`} />;

  return (
    <Stack gap="md">
      <Title order={1}>{t`Devices`}</Title>
      {/* A new organisation is a new fleet: nothing of the previous one's carries over. */}
      {offered.groups ? (
        <Tabs value={tab} onChange={(next) => show(next === 'groups' ? next : 'devices')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="devices">{t`Fleet`}</Tabs.Tab>
            {offered.groups && <Tabs.Tab value="groups">{t`Groups`}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="devices" pt="md">
            <Fleet key={organization.resourceId} organization={organization.resourceId} organizationId={organization.id} />
          </Tabs.Panel>
          <Tabs.Panel value="groups" pt="md">
            <Suspense fallback={loading}>
              <GroupsTab
                key={organization.resourceId}
                organization={organization.resourceId}
                onOpen={(deviceId) => {
                  replaceHashQuery(devicesPath, (query) => query.set('device', deviceId));
                  show('devices');
                }}
              />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Fleet key={organization.resourceId} organization={organization.resourceId} organizationId={organization.id} />
      )}
    </Stack>
  );
}

/**
 * An organisation without IoT has no fleet of data devices: its devices are its remote-access gateways, or, with
 * remote access off too, it has none. Rather than an empty fleet with filters that cannot apply, the screen says so
 * and leads to the gateways where there are any.
 */
function WithoutIot({ remoteAccess }: { remoteAccess: boolean }) {
  const { t } = useLingui();
  const orgHref = useOrgHref();
  const gateways = useCanEnter()('vpn');
  if (!remoteAccess) {
    return (
      <Stack gap="md">
        <Title order={1}>{t`Devices`}</Title>
        <EmptyState>{t`This organization has neither IoT nor remote access turned on, so it has no devices to show.`}</EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>{t`Devices`}</Title>
      <EmptyState
        action={
          gateways ? (
            <Button component="a" href={orgHref('/vpn')}>
              {t`Show the gateways`}
            </Button>
          ) : undefined
        }
        note={gateways ? undefined : t`Remote access is not open to you in this organization.`}
      >
        {t`This organization uses remote access only: its devices are its gateways, listed under Remote access.`}
      </EmptyState>
    </Stack>
  );
}

function Fleet({ organization, organizationId }: { organization: string; organizationId: number }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const canCreate = ability?.can('create', 'devices') ?? false;
  const canUpdate = ability?.can('update', 'devices') ?? false;
  const canDelete = ability?.can('delete', 'devices') ?? false;
  const canGroup = (ability?.can('read', 'deviceGroups') ?? false) && (ability?.can('update', 'deviceGroups') ?? false);
  const flows = useDeviceFlows();
  const address = useSearch();
  // The remote-access filter only where the organisation has VPN, as the menu offers remote access.
  const vpnEnabled = useSelectedOrganization()?.vpnEnabled ?? false;
  const [filter, setFilter] = useState<FleetFilter>(() => fleetFilterFromSearch(address));
  const paged = usePagedList(() => flows.fleet(organization), { pageSize: pageSizeIn(address), filter: fleetFilterKey(filter) });
  const { list, page, query, pending, acting } = paged;
  const [search, setSearch] = useState('');
  const columns = useFleetColumns(organization);
  const [choicesMachine] = useState(() => flows.filterChoices(organization, ability?.can('read', 'deviceGroups') ?? false));
  const choicesQuery = useActorRef(choicesMachine, { input: { query: { organization } } });
  // The filters work without their lists (a value can come from a link); a failed read leaves them empty.
  const choices = useSelector(choicesQuery, selectAnswer<FilterChoices>) ?? noChoices;
  const choicesError = useSelector(choicesQuery, selectQueryError);
  const [editing, setEditing] = useState<string>();
  const [receiving, setReceiving] = useState(false);
  const [finding, setFinding] = useState(false);
  // The device open beside the fleet, kept in the address (`device`) so a link opens it.
  const [open, setOpen] = useState(() => new URLSearchParams(address).get('device') ?? undefined);
  // Counts saved edits: the panel of an edited device opens afresh.
  const [changes, setChanges] = useState(0);
  const deleting = pending?.kind === 'delete' ? pending.device : undefined;
  const [actionsMachine] = useState(() => flows.actions(organization));
  const actions = useActorRef(actionsMachine);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  // Names of the devices seen, for the action report (a device acted on may be on another page by then).
  const [names] = useState(() => new Map<string, string>());
  for (const device of page?.items ?? []) names.set(device.deviceId, device.label);
  const total = page?.totalElements ?? 0;

  useEffect(() => {
    // After an action the list, the selection and the tags on offer are those of the devices as they are now.
    const subscription = actions.on('targets.changed', () => {
      setSelected(new Set());
      setAllMatching(false);
      // Tags may have come or gone: the tag filter offers what the devices carry now.
      choicesQuery.send({ type: 'query.refresh' });
      list.send({ type: 'user.reload' });
    });
    return () => subscription.unsubscribe();
  }, [actions, list, choicesQuery]);

  // The table's rows are drawn again only when their props change: what they are given keeps its identity.
  const select = useCallback(
    (deviceIds: string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const deviceId of deviceIds) {
          if (on) next.add(deviceId);
          else next.delete(deviceId);
        }
        return next;
      }),
    [],
  );

  const act = (action: DeviceAction) =>
    actions.send({
      type: 'action.request',
      request: {
        action,
        target: allMatching
          ? { kind: 'matching', filter: matchingTarget({ filter: query.filter ?? '', search: query.search }), count: total }
          : { kind: 'selected', ids: [...selected] },
      },
    });

  const openDevice = useCallback((deviceId: string | undefined) => {
    setOpen(deviceId);
    replaceHashQuery(devicesPath, (params) => (deviceId === undefined ? params.delete('device') : params.set('device', deviceId)));
  }, []);
  const openRow = useCallback((device: FleetDevice) => openDevice(device.deviceId), [openDevice]);
  const editRow = useCallback((device: FleetDevice) => setEditing(device.deviceId), []);
  const deleteRow = useCallback((device: FleetDevice) => list.send({ type: 'user.act', action: { kind: 'delete', device } }), [list]);

  const changeFilter = (next: FleetFilter) => {
    setFilter(next);
    replaceHashQuery(devicesPath, (params) => writeFleetFilter(params, next));
    list.send({ type: 'user.filter', filter: fleetFilterKey(next) });
    setSelected(new Set());
    setAllMatching(false);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text c="dimmed" aria-live="polite">
          {page && <Plural value={total} one="# device" other="# devices" />}
        </Text>
        <Group gap="sm">
          <ColumnPicker chosen={columns.shown} onChange={columns.choose} />
          <Button variant="default" onClick={() => setFinding(true)}>
            {t`Find a device`}
          </Button>
          {canCreate && (
            <Button variant="default" onClick={() => setReceiving(true)}>
              {t`Receive a device`}
            </Button>
          )}
        </Group>
      </Group>
      {columns.saveError !== undefined && (
        <Callout tone="warning" title={t`Your choice of columns was not kept`}>
          <ErrorMessage error={columns.saveError} />
        </Callout>
      )}
      {receiving && <ReceiveDevice organizationId={organizationId} onClose={() => setReceiving(false)} />}
      {finding && (
        <FindDevice
          organization={organization}
          organizationId={organizationId}
          onOpen={(deviceId) => {
            setFinding(false);
            openDevice(deviceId);
          }}
          onClose={() => setFinding(false)}
        />
      )}
      <PhoneFilters active={filtersInForce(filter, search)}>
        <FleetFilters
          search={search}
          filter={filter}
          choices={choices}
          vpnEnabled={vpnEnabled}
          onSearch={(value) => {
            setSearch(value);
            setSelected(new Set());
            setAllMatching(false);
            list.send({ type: 'user.search', search: value });
          }}
          onFilter={changeFilter}
        />
      </PhoneFilters>
      {choicesError !== undefined && (
        // The fleet still lists and searches; only narrowing by model, preset, group or tag waits for the choices.
        <LoadFailure
          tone="warning"
          title={t`The models, presets, groups and tags to filter by could not be read`}
          error={choicesError}
          onRetry={() => choicesQuery.send({ type: 'query.retry' })}
        />
      )}
      <PagedListBody
        paged={paged}
        searching={query.search.trim() !== '' || (query.filter ?? '') !== fleetFilterKey({ order: filter.order })}
        labels={{
          loading: t`Loading devices`,
          failed: t`The devices could not be loaded`,
          empty: t`This organization has no devices yet. A device appears here once it is activated.`,
          noMatch: t`No device matches the search and filters.`,
          actionFailed: t`The device was not deleted`,
        }}
        pagerLabel={t`Pages of devices`}
        pageSizes={{
          options: pageSizes,
          onChoose: (size) =>
            replaceHashQuery(devicesPath, (params) => (size === pageSizes[0] ? params.delete('rows') : params.set('rows', String(size)))),
        }}
      >
        {(devices, rowsBusy) => (
          <Stack gap="md">
            {(canUpdate || canGroup || canDelete) && (
              <DeviceActionBar
                selected={selected.size}
                matching={total}
                allMatching={allMatching}
                canUpdate={canUpdate}
                canGroup={canGroup}
                canDelete={canDelete}
                disabled={rowsBusy}
                onAllMatching={setAllMatching}
                onAct={act}
              />
            )}
            <FleetTable
              devices={devices}
              columns={columns.shown}
              canUpdate={canUpdate}
              canDelete={canDelete}
              busy={rowsBusy}
              selection={canUpdate || canGroup || canDelete ? { selected, onSelect: select } : undefined}
              onOpen={openRow}
              onEdit={editRow}
              onDelete={deleteRow}
            />
          </Stack>
        )}
      </PagedListBody>
      {open !== undefined && (
        <DevicePanel
          key={`${open}:${changes}`}
          organization={organization}
          organizationId={organizationId}
          deviceId={open}
          canUpdate={canUpdate}
          canDelete={canDelete}
          onEdit={() => setEditing(open)}
          onDelete={deleteRow}
          onClose={() => openDevice(undefined)}
          onMoved={() => {
            openDevice(undefined);
            choicesQuery.send({ type: 'query.refresh' });
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <DeviceActionDialog organization={organization} actions={actions} knownTags={choices.tags} nameOf={(deviceId) => names.get(deviceId) ?? deviceId} onClosed={() => undefined} />
      {editing !== undefined && (
        <DeviceDialog
          organization={organization}
          deviceId={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setChanges((count) => count + 1);
            choicesQuery.send({ type: 'query.refresh' });
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <Modal
        opened={deleting !== undefined}
        onClose={() => list.send({ type: 'user.cancel' })}
        title={t`Delete device`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text>
          <Trans>
            Delete the device “{deleting?.label}”? Its data, configuration and place in dashboards go with it, and it must be activated
            again to come back. This cannot be undone.
          </Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button
            color="red.9"
            loading={acting}
            data-autofocus
            onClick={() => {
              // The deleted device's panel has nothing left to show.
              if (deleting?.deviceId === open) openDevice(undefined);
              list.send({ type: 'user.confirm' });
            }}
          >
            {t`Delete device`}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
