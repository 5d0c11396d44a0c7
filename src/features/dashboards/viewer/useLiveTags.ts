// The live values of what a page shows, for the viewer and the editor alike: the bindings of its widgets to the
// devices in the slots, and one live query refreshed every second. An equal query (same devices and tags) keeps the
// running refreshes; another one restarts them.
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { SlotDevices } from '../../../../machines/dashboardLoad.machine';
import type { DashboardDocument, Widget } from '../../../platform/dashboardDocument';
import { useDashboardFlows } from '../viewerFlows';
import { bindingsOf, liveQueryKey, liveQueryOf } from './liveSources';

export function useLiveTags(organization: string, document: DashboardDocument, slots: SlotDevices, grid: Widget | undefined) {
  const flows = useDashboardFlows();
  const bindings = useMemo(() => bindingsOf(document, slots), [document, slots]);
  const query = useMemo(() => liveQueryOf(organization, document, slots, grid?.children ?? []), [organization, document, slots, grid]);
  const live = useActorRef(flows.live, { input: { query } });
  const queryKey = liveQueryKey(query);
  const sent = useRef(queryKey);
  useEffect(() => {
    if (sent.current === queryKey) return;
    sent.current = queryKey;
    live.send({ type: 'query.change', query });
  }, [queryKey, query, live]);
  // Why the values stopped updating, while they do not (the last ones stay on screen meanwhile).
  const failure = useSelector(live, (snapshot) =>
    snapshot.value === 'failed' ? snapshot.context.error : snapshot.context.refreshError,
  );
  return { live, bindings, failure };
}
