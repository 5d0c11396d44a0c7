// Spec §2 /devices (read on devices): the organisation's fleet, a page at a time, searched and narrowed on the
// server (model, connection, tag) with the narrowing kept in the address; each device's attributes edited and a
// device deleted, as the person's permissions allow.
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { selectAnswer } from '../../../machines/liveQuery.machine';
import { useEffect, useState } from 'react';
import { useAccess, useSelectedOrganization } from '../../portal/portal';
import { replaceHashQuery, useHashSearch } from '../../routes/hashLocation';
import { ListStatus } from '../../ui/ListStatus';
import { Pager } from '../../ui/Pager';
import { usePagedList } from '../../ui/usePagedList';
import { DeviceActionBar } from './DeviceActionBar';
import { DeviceActionDialog } from './DeviceActionDialog';
import { matchingTarget, type DeviceAction } from './deviceActions';
import { DeviceDialog } from './DeviceDialog';
import { DevicePanel } from './DevicePanel';
import { FleetFilters } from './FleetFilters';
import { FleetTable } from './FleetTable';
import { fleetFilterFromSearch, fleetFilterKey, writeFleetFilter, type FleetFilter } from './fleetFilter';
import { useDeviceFlows, type FilterChoices } from './flows';

const pageSize = 20;
const noChoices: FilterChoices = { models: [], tags: [] };
const devicesPath = '/devices';

export default function DevicesScreen() {
  const organization = useSelectedOrganization();
  // A new organisation is a new fleet: nothing of the previous one's carries over.
  return organization ? <Fleet key={organization.resourceId} organization={organization.resourceId} /> : null;
}

function Fleet({ organization }: { organization: string }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const canUpdate = ability?.can('update', 'devices') ?? false;
  const canDelete = ability?.can('delete', 'devices') ?? false;
  const flows = useDeviceFlows();
  const address = useHashSearch();
  const [filter, setFilter] = useState<FleetFilter>(() => fleetFilterFromSearch(address));
  const { list, stage, page, query, error, pending, actionError, busy, acting } = usePagedList(() => flows.fleet(organization), {
    pageSize,
    filter: fleetFilterKey(filter),
  });
  const [search, setSearch] = useState('');
  const [choicesMachine] = useState(() => flows.filterChoices(organization));
  const choicesQuery = useActorRef(choicesMachine, { input: { query: { organization } } });
  // The filters work without their lists (a value can come from a link); a failed read leaves them empty.
  const choices = useSelector(choicesQuery, selectAnswer<FilterChoices>) ?? noChoices;
  const [editing, setEditing] = useState<string>();
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

  const select = (deviceIds: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const deviceId of deviceIds) {
        if (on) next.add(deviceId);
        else next.delete(deviceId);
      }
      return next;
    });

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

  const openDevice = (deviceId: string | undefined) => {
    setOpen(deviceId);
    replaceHashQuery(devicesPath, (params) => (deviceId === undefined ? params.delete('device') : params.set('device', deviceId)));
  };

  const changeFilter = (next: FleetFilter) => {
    setFilter(next);
    replaceHashQuery(devicesPath, (params) => writeFleetFilter(params, next));
    list.send({ type: 'user.filter', filter: fleetFilterKey(next) });
    setSelected(new Set());
    setAllMatching(false);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t`Devices`}</Title>
        {page && (
          <Text c="dimmed" aria-live="polite">
            <Plural value={total} one="# device" other="# devices" />
          </Text>
        )}
      </Group>
      <FleetFilters
        search={search}
        filter={filter}
        choices={choices}
        onSearch={(value) => {
          setSearch(value);
          setSelected(new Set());
          setAllMatching(false);
          list.send({ type: 'user.search', search: value });
        }}
        onFilter={changeFilter}
      />
      <ListStatus
        stage={stage}
        error={error}
        actionError={actionError}
        empty={page && page.totalElements === 0}
        searching={query.search.trim() !== '' || (query.filter ?? '') !== fleetFilterKey({ order: filter.order })}
        labels={{
          loading: t`Loading devices`,
          failed: t`The devices could not be loaded`,
          empty: t`This organization has no devices yet. A device appears here once it is activated.`,
          noMatch: t`No device matches the search and filters.`,
          actionFailed: t`The device was not deleted`,
        }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          {(canUpdate || canDelete) && (
            <DeviceActionBar
              selected={selected.size}
              matching={total}
              allMatching={allMatching}
              canUpdate={canUpdate}
              canDelete={canDelete}
              disabled={busy || stage === 'loading'}
              onAllMatching={setAllMatching}
              onAct={act}
            />
          )}
          <FleetTable
            devices={page.items}
            canUpdate={canUpdate}
            canDelete={canDelete}
            busy={busy || stage === 'loading'}
            selection={canUpdate || canDelete ? { selected, onSelect: select } : undefined}
            onOpen={(device) => openDevice(device.deviceId)}
            onEdit={(device) => setEditing(device.deviceId)}
            onDelete={(device) => list.send({ type: 'user.act', action: { kind: 'delete', device } })}
          />
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of devices`}
            disabled={stage !== 'ready' || busy}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
      {open !== undefined && (
        <DevicePanel
          key={`${open}:${changes}`}
          organization={organization}
          deviceId={open}
          canUpdate={canUpdate}
          canDelete={canDelete}
          onEdit={() => setEditing(open)}
          onDelete={(device) => list.send({ type: 'user.act', action: { kind: 'delete', device } })}
          onClose={() => openDevice(undefined)}
        />
      )}
      <DeviceActionDialog actions={actions} knownTags={choices.tags} nameOf={(deviceId) => names.get(deviceId) ?? deviceId} onClosed={() => undefined} />
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
