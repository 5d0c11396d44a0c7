// The clustering worker over a view's positions: started for them, closed when they change or the view goes. A local
// index of what the page already holds, not a call to the services (reading the positions is the section's flow), so
// a worker that cannot index them is a fault of the portal: it is thrown to the screen's error boundary.
import { useEffect, useState } from 'react';
import type { DevicePosition } from '../../platform/mappingTypes';
import { startClusters, type Clusters } from './clusterClient';

/** The worker once it has indexed `positions`; undefined meanwhile (and while there are none to index). */
export function useClusters(positions: readonly DevicePosition[] | undefined): Clusters | undefined {
  // Kept with the positions they index, so a worker over older positions is never handed out.
  const [started, setStarted] = useState<{ positions: readonly DevicePosition[]; clusters?: Clusters; failure?: unknown }>();
  useEffect(() => {
    if (positions === undefined) return;
    let current = true;
    let ready: Clusters | undefined;
    startClusters(positions).then(
      (clusters) => {
        if (current) setStarted({ positions, clusters: (ready = clusters) });
        else clusters.close();
      },
      (failure: unknown) => {
        if (current) setStarted({ positions, failure });
      },
    );
    return () => {
      current = false;
      ready?.close();
    };
  }, [positions]);
  if (started === undefined || started.positions !== positions) return undefined;
  if (started.failure !== undefined) throw started.failure;
  return started.clusters;
}
