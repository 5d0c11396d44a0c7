// The notification flows, loaded with the first notification screen: the screen suspends until they are there
// (the route's Suspense shows its spinner, its error boundary a failed load).
import { use } from 'react';
import { usePortal } from '../../app/portal';

export function useNotificationFlows() {
  return use(usePortal().machines.notifications());
}
