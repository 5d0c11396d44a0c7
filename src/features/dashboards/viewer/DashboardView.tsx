// A dashboard at a version with live values from the devices in its slots: the viewer screen shows it, and so does
// the flow viewer for each of its steps.
import { Button, Tabs } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Tabs.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { selectLoadStage, type SlotDevices } from '../../../../machines/dashboardLoad.machine';
import { useAccess, useSelectedOrganization } from '../../../portal/portal';
import { itemAccess } from '../browse/access';
import { gridForReaders } from '../document/editorsOnly';
import { useUsername } from '../useUsername';
import { Callout } from '../../../ui/Callout';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { PageGrid } from '../canvas/PageGrid';
import { gridOf, pagesOf } from '../document/tree';
import { LoadOutcome } from '../LoadOutcome';
import type { DeviceChoice, LoadedDashboard } from '../loadedDashboard';
import { useDashboardFlows } from '../viewerFlows';
import { DevicePicker } from './DevicePicker';
import { LiveWidget } from './LiveWidget';
import { useLiveTags } from './useLiveTags';
import { alarmDevices, showsAlarms, WidgetEnvironmentProvider } from './WidgetEnvironmentProvider';
import classes from './viewer.module.css';
import { Name } from '../../../ui/Bidi';


export interface DashboardViewProps {
  projectId: string;
  version?: string;
  slotDevices: Record<string, string>;
  /** The view mirrors picked devices into the URL. */
  onSlotsChange?: (slots: SlotDevices) => void;
  /** Actions shown beside the title (edit, versions, share…), given what was loaded. */
  actions?: (loaded: LoadedDashboard) => ReactNode;
}

export function DashboardView(props: DashboardViewProps) {
  const organization = useSelectedOrganization();
  return organization ? <View key={`${organization.resourceId}/${props.projectId}`} organization={organization.resourceId} {...props} /> : null;
}

function View({ organization, projectId, version, slotDevices, onSlotsChange, actions }: DashboardViewProps & { organization: string }) {
  const { t } = useLingui();
  const flows = useDashboardFlows();
  const onSlots = useRef(onSlotsChange);
  onSlots.current = onSlotsChange;
  const [machine] = useState(() =>
    flows.load(organization).provide({ actions: { slotsChanged: (_, { slots }) => onSlots.current?.(slots) } }),
  );
  const load = useActorRef(machine, { input: { projectId, version, slotDevices } });
  const stage = useSelector(load, selectLoadStage);
  const loaded = useSelector(load, (snapshot) => snapshot.context.dashboard);
  const slots = useSelector(load, (snapshot) => snapshot.context.slots);
  const error = useSelector(load, (snapshot) => snapshot.context.error);

  // Another version or other devices in the URL (back button, a shared link) reopen the dashboard.
  const urlKey = JSON.stringify([version, slotDevices]);
  const opened = useRef(urlKey);
  useEffect(() => {
    if (opened.current === urlKey) return;
    opened.current = urlKey;
    const current = load.getSnapshot().context;
    const sameSlots = Object.entries(slotDevices).every(([slot, device]) => current.slots[slot] === device);
    if (current.version !== version || !sameSlots) load.send({ type: 'load.open', version, slotDevices });
  }, [urlKey, version, slotDevices, load]);

  switch (stage) {
    case 'forbidden':
      return <Callout tone="warning" title={t`You may not see this dashboard`}>{t`Ask its owner to share it with you.`}</Callout>;
    case 'loading':
    case 'notFound':
    case 'failed':
      return <LoadOutcome stage={stage} error={error} loadingLabel={t`Loading dashboard`} onRetry={() => load.send({ type: 'load.retry' })} />;
    case 'ready':
      return loaded ? (
        <Shown
          organization={organization}
          loaded={loaded}
          slots={slots}
          onPick={(slot, deviceId) => load.send({ type: 'viewer.pickDevice', slot, deviceId })}
          actions={actions?.(loaded)}
        />
      ) : null;
  }
}

function Shown({
  organization,
  loaded,
  slots,
  onPick,
  actions,
}: {
  organization: string;
  loaded: LoadedDashboard;
  slots: SlotDevices;
  onPick: (slot: string, deviceId: string) => void;
  actions: ReactNode;
}) {
  const { t } = useLingui();
  const { document, shownDevices, assetUrls, item, version } = loaded;
  // Devices picked since the dashboard opened, so their pickers name them (the view's own memory of labels).
  const [picked, setPicked] = useState<Record<string, DeviceChoice>>({});
  const pages = pagesOf(document);
  const [pageId, setPageId] = useState(pages[0]?.wgtId ?? '');
  const page = pages.find((candidate) => candidate.wgtId === pageId) ?? pages[0];
  // Widgets marked for the dashboard's editors are left out for its readers (document/editorsOnly.ts).
  const mayEdit = itemAccess(item, useUsername(), useAccess()?.ability).mayEdit;
  const pageGrid = page && gridOf(page);
  const grid = pageGrid && (mayEdit ? pageGrid : gridForReaders(pageGrid));
  const { live, bindings, failure: liveFailure } = useLiveTags(organization, document, slots, grid);



  return (
    <WidgetEnvironmentProvider
      organization={organization}
      assetUrls={assetUrls}
      withAlarms={showsAlarms(grid)}
      alarmDevices={alarmDevices(grid, bindings, Object.values(slots))}
      controls
    >
      <div className={classes.header}>
        <h1 className={classes.title}>
          <Name>{item.name}</Name>
          {version !== item.version ? <span className={classes.notice}> · {t`version ${version}`}</span> : null}
        </h1>
        {actions}
      </div>
      {Object.keys(document.deviceSlots).length > 0 ? (
        <div className={classes.slots}>
          {Object.values(document.deviceSlots).map((slot) => {
            const deviceId = slots[slot.name];
            return (
              <DevicePicker
                key={slot.name}
                organization={organization}
                slot={slot}
                deviceId={deviceId}
                device={deviceId === undefined ? undefined : (picked[deviceId] ?? shownDevices[deviceId])}
                onPick={(device) => {
                  setPicked((known) => ({ ...known, [device.deviceId]: device }));
                  onPick(slot.name, device.deviceId);
                }}
              />
            );
          })}
        </div>
      ) : null}
      {liveFailure !== undefined ? (
        <div className={classes.notice} role="alert">
          <ErrorMessage error={liveFailure}>{t`Live values are not updating; the portal keeps trying.`}</ErrorMessage>
          <Button size="xs" variant="default" onClick={() => live.send({ type: 'query.refresh' })}>
            {t`Retry`}
          </Button>
        </div>
      ) : null}
      {pages.length > 1 ? (
        <Tabs value={page?.wgtId ?? null} onChange={(value) => value && setPageId(value)} mt="sm" mb="sm">
          <Tabs.List>
            {pages.map((candidate) => (
              <Tabs.Tab key={candidate.wgtId} value={candidate.wgtId}>
                {String(candidate.props.title || candidate.name)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      {grid ? (
        <PageGrid
          grid={grid}
          empty={t`This page has no widgets yet.`}
          renderWidget={(widget) => <LiveWidget widget={widget} bindings={bindings.get(widget.wgtId)} live={live} />}
        />
      ) : null}
    </WidgetEnvironmentProvider>
  );
}
