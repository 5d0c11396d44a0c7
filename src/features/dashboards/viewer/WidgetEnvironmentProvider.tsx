// What the viewer and the editor give their widgets beyond data: the organisation's devices, the signed addresses
// of images and, only when the page shows an alarm map, each device's most severe open alarm (polled like the
// alarm list).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { Widget } from '../../../platform/dashboardDocument';
import type { DeviceDetails } from '../../../platform/platformTypes';
import { useDashboardFlows } from '../viewerFlows';
import { WidgetEnvironmentContext, type WidgetEnvironment } from '../widgets/environment';

/** Whether a page's grid holds an alarm map (only then are alarms read). */
export const showsAlarms = (grid: Widget | undefined) => grid?.children.some((widget) => widget.type === 'MapAlarmWgt') ?? false;

interface ProviderProps {
  organization: string;
  devices: readonly DeviceDetails[];
  assetUrls: Readonly<Record<string, string>>;
  withAlarms: boolean;
  children: ReactNode;
}

export function WidgetEnvironmentProvider({ organization, devices, assetUrls, withAlarms, children }: ProviderProps) {
  const base = useMemo(
    () => ({
      devices: devices.map((device) => ({
        deviceId: device.deviceId,
        label: device.label,
        model: `${device.modelName} ${device.modelVersion}`,
        connected: device.connected,
        ...(device.position ? { position: device.position } : {}),
      })),
      assetUrl: (name: string) => assetUrls[name],
    }),
    [devices, assetUrls],
  );
  return withAlarms ? (
    <WithAlarms organization={organization} base={base}>
      {children}
    </WithAlarms>
  ) : (
    <WidgetEnvironmentContext.Provider value={base}>{children}</WidgetEnvironmentContext.Provider>
  );
}

function WithAlarms({ organization, base, children }: { organization: string; base: WidgetEnvironment; children: ReactNode }) {
  const live = useActorRef(useDashboardFlows().alarmMap, { input: { query: { organization } } });
  const worst = useSelector(live, (snapshot) => snapshot.context.data);
  const failed = useSelector(live, (snapshot) => snapshot.value === 'failed');
  const value = useMemo<WidgetEnvironment>(
    () => ({ ...base, alarms: worst ? { state: 'ready', worst } : { state: failed ? 'failed' : 'loading' } }),
    [base, worst, failed],
  );
  return <WidgetEnvironmentContext.Provider value={value}>{children}</WidgetEnvironmentContext.Provider>;
}
