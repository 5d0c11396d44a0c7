import type { SnapshotFrom } from 'xstate';
import type { organizationChoiceMachine } from '../../../machines/organizationChoice.machine';

type Snapshot = SnapshotFrom<typeof organizationChoiceMachine>;

/** What the selector shows; automatic steps in between count as loading. */
export const stage = (snapshot: Snapshot): 'loading' | 'failed' | 'choosing' | 'choosingSub' => {
  if (snapshot.matches('loadFailed')) return 'failed';
  if (snapshot.matches('choosing')) return 'choosing';
  if (snapshot.matches('choosingSub')) return 'choosingSub';
  return 'loading';
};
export const organizations = (snapshot: Snapshot) => snapshot.context.organizations;
export const subOrganizations = (snapshot: Snapshot) => snapshot.context.subOrganizations;
export const parent = (snapshot: Snapshot) => snapshot.context.parent;
export const unknownOrganization = (snapshot: Snapshot) => snapshot.context.unknownOrganization;
export const loadError = (snapshot: Snapshot) => snapshot.context.loadError;
