// The clustering worker over a view's positions: started for them, closed when they change or the view goes. A local
// index of what the page already holds, not a call to the services (reading the positions is the section's flow), so
// a worker that cannot index them is a fault of the portal: it is thrown to the screen's error boundary.
import { useEffect, useState } from 'react';
import type { DevicePosition } from '../../platform/mappingTypes';
import { startClusters, type Clusters } from './clusterClient';

/**
 * The worker once it has indexed `positions`; undefined meanwhile (and while there are none to index). With
 * `keepLast`, the worker over the previous positions is handed out (and kept open) until the new one is ready: a map
 * whose view reads new positions keeps its places meanwhile.
 */
export function useClusters(positions: readonly DevicePosition[] | undefined, { keepLast = false } = {}): Clusters | undefined {
  // Kept with the positions they index, so a worker over older positions is handed out only when asked for.
  const [started, setStarted] = useState<{ positions: readonly DevicePosition[]; clusters?: Clusters; failure?: unknown }>();
  // Workers over older positions still handed out, closed once a newer one is ready or the view goes.
  const [retiring] = useState<Clusters[]>(() => []);
  useEffect(
    () => () => {
      for (const clusters of retiring.splice(0)) clusters.close();
    },
    [retiring],
  );
  useEffect(() => {
    if (positions === undefined) return;
    let current = true;
    let ready: Clusters | undefined;
    startClusters(positions).then(
      (clusters) => {
        if (!current) return clusters.close();
        setStarted({ positions, clusters: (ready = clusters) });
        for (const older of retiring.splice(0)) older.close();
      },
      (failure: unknown) => {
        if (current) setStarted({ positions, failure });
      },
    );
    return () => {
      current = false;
      if (ready === undefined) return;
      if (keepLast) retiring.push(ready);
      else ready.close();
    };
  }, [positions, keepLast, retiring]);
  if (started === undefined || (started.positions !== positions && !keepLast)) return undefined;
  if (started.failure !== undefined) throw started.failure;
  return started.clusters;
}
