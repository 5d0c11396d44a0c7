// The clustering worker over a view's positions, through machines/clusterIndex.machine.ts: the view says which
// positions it shows and reads the worker handed out. A local index of what the page already holds, not a call to
// the services (reading the positions is the section's flow), so a worker that cannot index them is a fault of the
// portal: it is thrown to the screen's error boundary.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import { createClusterIndexMachine, type IndexEvent } from '../../../machines/clusterIndex.machine';
import { useActorRef } from '../../platform/actorFactory';
import type { DevicePosition } from '../../platform/mappingTypes';
import { startClusters, type Clusters } from './clusterClient';

type Positions = readonly DevicePosition[];

/** A worker over the positions: says when it has indexed them (or could not), and is closed when its actor stops. */
const indexWorker = fromCallback<EventObject, Positions>(({ input, sendBack }) => {
  let stopped = false;
  let ready: Clusters | undefined;
  startClusters(input).then(
    (clusters) => {
      if (stopped) return clusters.close();
      ready = clusters;
      sendBack({ type: 'index.ready', index: clusters } satisfies IndexEvent<Clusters>);
    },
    (error: unknown) => {
      if (!stopped) sendBack({ type: 'index.failed', error } satisfies IndexEvent<Clusters>);
    },
  );
  return () => {
    stopped = true;
    ready?.close();
  };
});

const machine = createClusterIndexMachine<Positions, Clusters>().provide({ actors: { index: indexWorker } });

/**
 * The worker once it has indexed `positions`; undefined meanwhile (and while there are none to index). With
 * `keepLast`, the worker over the previous positions is handed out until the new one is ready.
 */
export function useClusters(positions: Positions | undefined, { keepLast = false } = {}): Clusters | undefined {
  // The option holds for the view's life, as the machine's input.
  const [input] = useState({ keepLast });
  const index = useActorRef(machine, { input });
  useEffect(() => {
    if (positions !== undefined) index.send({ type: 'positions.change', positions });
  }, [index, positions]);
  const shown = useSelector(index, (snapshot) => snapshot.context.shown);
  const failure = useSelector(index, (snapshot) => (snapshot.matches('failed') ? { error: snapshot.context.error } : undefined));
  if (failure !== undefined) throw failure.error;
  // Without keepLast, a worker over other positions than these is not handed out, even before the machine is told.
  if (shown === undefined || (!keepLast && shown.positions !== positions)) return undefined;
  return shown.index;
}
