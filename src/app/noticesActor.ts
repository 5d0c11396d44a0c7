// The status notices (spec §4, §7) with their real effects: the status page read through the platform's status
// client, the dismissed notices remembered in local storage (`closedFrames`) across visits.
import { createActor } from '../platform/actorFactory';
import { fromPromise } from 'xstate';
import { statusNoticesMachine } from '../../machines/statusNotices.machine';
import type { Platform } from '../portal/platform';
import { localKeys } from '../session/browserKeys';

export type NoticesActor = ReturnType<typeof createNoticesActor>;

export function createNoticesActor(platform: Pick<Platform, 'status'>) {
  return createActor(
    statusNoticesMachine.provide({
      actors: { fetchStatus: fromPromise(({ signal }) => platform.status.issues(signal)) },
      actions: {
        persistClosed: (_, { closedFrames }) => localStorage.setItem(localKeys.closedFrames, JSON.stringify(closedFrames)),
        logFetchFailure: (_, { error }) => console.warn('Status page could not be read', error),
      },
    }),
    { input: { closedFrames: readClosedFrames() } },
  );
}

/** The ids dismissed on earlier visits; anything unreadable counts as none. */
function readClosedFrames(): string[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(localKeys.closedFrames) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
