// One widget fed by the live values: it re-renders only when one of its own tags got a new sample, or when its value
// turns stale or fresh again (staleness.ts).
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { createLiveQueryMachine } from '../../../../machines/liveQuery.machine';
import type { Widget } from '../../../platform/dashboardDocument';
import { WidgetView } from '../widgets/WidgetView';
import { pickSamples, sameSamples, widgetData, type Binding, type LiveQuery, type LiveSamples } from './liveSources';
import { staleSince } from './staleness';

export type LiveActor = ActorRefFrom<ReturnType<typeof createLiveQueryMachine<LiveQuery, LiveSamples>>>;

export function LiveWidget({ widget, bindings, live }: { widget: Widget; bindings?: ReadonlyMap<string, Binding>; live: LiveActor }) {
  const picked = useSelector(live, (snapshot) => pickSamples(bindings, snapshot.context.data), sameSamples);
  const data = useMemo(() => widgetData(bindings, picked), [bindings, picked]);
  // Read at every answer of the live query (every second), so an age past the limit shows without a timer of its own.
  const since = useSelector(live, (snapshot) =>
    staleSince(bindings, { data: snapshot.context.data, failing: snapshot.value === 'failed' || snapshot.context.refreshError !== undefined }, Date.now()),
  );
  return <WidgetView widget={widget} data={data} staleSince={since} />;
}
