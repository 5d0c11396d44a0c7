// One confirmed alarm action against the service: one call per selected alarm (a few at a time), or one call for
// every alarm matching a filter. Request ids derive from the attempt (src/platform/requestIds.ts), so sending the
// same attempt again (a retry after a lost answer) is answered by the service from its record instead of being
// applied twice.
import type { AlarmsClient } from './alarmsClient';
import type { AlarmActionKind, AlarmSkipReason } from './alarmTypes';
import { type RequestId, requestPart } from './requestIds';

export type AlarmActionTarget = { kind: 'selected'; ids: readonly string[] } | { kind: 'matching'; filter: string };

export interface AlarmActionRun {
  action: AlarmActionKind;
  target: AlarmActionTarget;
  comment: string;
  /** Unique per confirmed action (its retries reuse it). */
  requestKey: RequestId;
}

export interface AlarmActionReport {
  applied: string[];
  skipped: { id: string; reason: AlarmSkipReason }[];
  failed: { id: string; error: unknown }[];
  /** See AlarmActionResult. */
  unreported?: boolean;
}

/** Calls in flight at once for selected alarms: quick for a handful, gentle on the service for hundreds. */
export const actionConcurrency = 4;

export async function runAlarmAction(
  alarms: AlarmsClient,
  organization: string,
  { action, target, comment, requestKey }: AlarmActionRun,
  signal?: AbortSignal,
): Promise<AlarmActionReport> {
  if (target.kind === 'matching') {
    const result = await alarms.actOnMatching(organization, action, { comment, data: target.filter }, signal, requestKey);
    return { ...result, failed: [] };
  }
  const report: AlarmActionReport = { applied: [], skipped: [], failed: [] };
  const queue = [...target.ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const result = await alarms.act(organization, action, { id, comment }, signal, requestPart(requestKey, id));
        report.applied.push(...result.applied);
        report.skipped.push(...result.skipped);
      } catch (error) {
        // Leaving the screen aborts the whole action, not one alarm of it.
        if (signal?.aborted) throw error;
        report.failed.push({ id, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(actionConcurrency, queue.length) }, worker));
  // In the order the alarms were chosen, however the requests finished: the same run reports the same way.
  const position = (id: string) => target.ids.indexOf(id);
  const byPosition = (left: { id: string }, right: { id: string }) => position(left.id) - position(right.id);
  return {
    applied: report.applied.sort((left, right) => position(left) - position(right)),
    skipped: report.skipped.sort(byPosition),
    failed: report.failed.sort(byPosition),
  };
}
