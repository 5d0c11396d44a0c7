// What the viewer and the editor give their widgets beyond data: the organisation (the device table pages through
// its devices on the server), the signed addresses of images and, only when the page shows an alarm map, the
// devices it places with each one's most severe open alarm (polled like the alarm list).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { Widget } from '../../../platform/dashboardDocument';
import { useDashboardFlows } from '../viewerFlows';
import { WidgetEnvironmentContext, type WidgetEnvironment } from '../widgets/environment';

/** Whether a page's grid holds an alarm map (only then are alarms read). */
export const showsAlarms = (grid: Widget | undefined) => grid?.children.some((widget) => widget.type === 'MapAlarmWgt') ?? false;

interface ProviderProps {
  organization: string;
  assetUrls: Readonly<Record<string, string>>;
  withAlarms: boolean;
  children: ReactNode;
}

export function WidgetEnvironmentProvider({ organization, assetUrls, withAlarms, children }: ProviderProps) {
  const base = useMemo(() => ({ organization, assetUrl: (name: string) => assetUrls[name] }), [organization, assetUrls]);
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
  const data = useSelector(live, (snapshot) => snapshot.context.data);
  const failed = useSelector(live, (snapshot) => snapshot.value === 'failed');
  const value = useMemo<WidgetEnvironment>(
    () => ({ ...base, alarms: data ? { state: 'ready', ...data } : { state: failed ? 'failed' : 'loading' } }),
    [base, data, failed],
  );
  return <WidgetEnvironmentContext.Provider value={value}>{children}</WidgetEnvironmentContext.Provider>;
}
