// The flows of the dashboard lists, versions, sharing, flows and gallery, loaded with the first screen or dialog
// that needs them: the caller suspends until they are there (the route's Suspense shows its spinner, its error
// boundary a failed load).
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { usePortal } from '../../../app/portal';
import { selectUsername } from '../../../app/selectors';

export function useDashboardLists() {
  return use(usePortal().machines.dashboardLists());
}

/** The signed-in person's user name, which the lists compare with owners and sharing lists. */
export function useUsername(): string | undefined {
  return useSelector(usePortal().actors.session, selectUsername);
}
