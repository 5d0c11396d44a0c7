// The alarm flows, loaded with the alarm screen: the screen suspends until they are there (the route's Suspense
// shows its spinner, its error boundary a failed load).
import { use } from 'react';
import { usePortal } from '../../app/portal';

export function useAlarmFlows() {
  return use(usePortal().machines.alarms());
}
