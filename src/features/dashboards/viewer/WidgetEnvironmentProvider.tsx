// What the viewer and the editor give their widgets beyond data: the organisation (the device table pages through
// its devices on the server), the signed addresses of images and, only when the page shows an alarm map, the
// devices it places with each one's most severe open alarm, and the open alarms of the devices the page shows (its
// value tiles' and its slots'), both polled like the alarm list.
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Widget } from '../../../platform/dashboardDocument';
import { useDashboardFlows } from '../viewerFlows';
import { WidgetEnvironmentContext, useWidgetEnvironment, type WidgetEnvironment } from '../widgets/environment';
import { useWidgetFlows, type DeviceAlarmsQuery } from '../widgets/widgetFlows';
import type { Binding } from './liveSources';

/** Whether a page's grid holds an alarm map (only then are alarms read). */
export const showsAlarms = (grid: Widget | undefined) => grid?.children.some((widget) => widget.type === 'MapAlarmWgt') ?? false;

/**
 * The devices whose open alarms a page shows, each once, sorted: its value tiles' (each tile in the colour of its own
 * tag's worst open alarm) and its slots' (each device's worst beside its picker).
 */
export function alarmDevices(
  grid: Widget | undefined,
  bindings: ReadonlyMap<string, ReadonlyMap<string, Binding>>,
  slotDevices: readonly (string | undefined)[],
): string[] {
  const ids = (grid?.children ?? []).flatMap((widget) => {
    const deviceId = widget.type === 'ValueWgt' ? bindings.get(widget.wgtId)?.get('value')?.deviceId : undefined;
    return deviceId === undefined ? [] : [deviceId];
  });
  return [...new Set([...ids, ...slotDevices.filter((id) => id !== undefined)])].sort();
}

interface ProviderProps {
  organization: string;
  assetUrls: Readonly<Record<string, string>>;
  withAlarms: boolean;
  /** Devices whose open alarms the page shows (alarmDevices); none, none is read. */
  alarmDevices?: readonly string[];
  /** Widgets offer their own controls (WidgetEnvironment.controls). */
  controls?: boolean;
  children: ReactNode;
}

export function WidgetEnvironmentProvider({ organization, assetUrls, withAlarms, alarmDevices = [], controls = false, children }: ProviderProps) {
  const base = useMemo(() => ({ organization, assetUrl: (name: string) => assetUrls[name], controls }), [organization, assetUrls, controls]);
  const inner =
    alarmDevices.length > 0 ? (
      <WithDeviceAlarms organization={organization} deviceIds={alarmDevices}>
        {children}
      </WithDeviceAlarms>
    ) : (
      children
    );
  return withAlarms ? (
    <WithAlarms organization={organization} base={base}>
      {inner}
    </WithAlarms>
  ) : (
    <WidgetEnvironmentContext.Provider value={base}>{inner}</WidgetEnvironmentContext.Provider>
  );
}

function WithDeviceAlarms({ organization, deviceIds, children }: { organization: string; deviceIds: readonly string[]; children: ReactNode }) {
  const outer = useWidgetEnvironment();
  const key = JSON.stringify([organization, deviceIds]);
  const query = useMemo<DeviceAlarmsQuery>(() => {
    const [org, ids] = JSON.parse(key) as [string, string[]];
    return { organization: org, deviceIds: ids };
  }, [key]);
  const live = useActorRef(useWidgetFlows().deviceAlarms, { input: { query } });
  const sent = useRef(query);
  useEffect(() => {
    if (sent.current === query) return;
    sent.current = query;
    live.send({ type: 'query.change', query });
  }, [query, live]);
  // A poll that finds the same alarms redraws no tile.
  const worst = useSelector(live, (snapshot) => snapshot.context.data, (left, right) => JSON.stringify(left) === JSON.stringify(right));
  const value = useMemo<WidgetEnvironment>(() => ({ ...outer, deviceAlarms: worst }), [outer, worst]);
  return <WidgetEnvironmentContext.Provider value={value}>{children}</WidgetEnvironmentContext.Provider>;
}

function WithAlarms({ organization, base, children }: { organization: string; base: WidgetEnvironment; children: ReactNode }) {
  const live = useActorRef(useDashboardFlows().alarmMap, { input: { query: { organization } } });
  const data = useSelector(live, (snapshot) => snapshot.context.data);
  const failed = useSelector(live, (snapshot) => snapshot.value === 'failed');
  const value = useMemo<WidgetEnvironment>(
    () => ({ ...base, alarms: data ? { state: 'ready', ...data } : { state: failed ? 'failed' : 'loading' } }),
    [base, data, failed],
  );
  return <WidgetEnvironmentContext.Provider value={value}>{children}</WidgetEnvironmentContext.Provider>;
}
