// Narrow selectors over the status-notices actor (ARCHITECTURE "Statecharts": the smallest value a view needs).
import type { SnapshotFrom } from 'xstate';
import type { statusNoticesMachine } from '../../../machines/statusNotices.machine';
import type { StatusIssue } from '../../platform/types';

type Snapshot = SnapshotFrom<typeof statusNoticesMachine>;

/** Ids of the notices on screen (leaving ones included, so they can slide out), in reveal order. */
export const selectVisibleIds = (snapshot: Snapshot): readonly string[] => snapshot.context.visible;

/** One notice's issue; the same object until a poll replaces it. */
export const selectIssue =
  (id: string) =>
  (snapshot: Snapshot): StatusIssue | undefined =>
    snapshot.context.issues.find((issue) => issue.id === id);

/** Whether a notice was dismissed and is sliding off-screen. */
export const selectIsLeaving =
  (id: string) =>
  (snapshot: Snapshot): boolean =>
    snapshot.context.leaving.includes(id);

/** For `useSelector(actor, selectVisibleIds, sameIds)`: re-render only when the list of ids really changes. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
