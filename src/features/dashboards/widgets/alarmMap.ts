// The alarm map widget's arithmetic: each device's most severe open alarm (6 is the most severe, docs/decisions.md
// "Alarms"); the map colours it (src/kit/map/placeWords.ts).
import type { AlarmSeverityByDevice } from '../../../platform/alarmTypes';

/** deviceId → the highest severity among its open alarms; devices without open alarms are absent. */
export type WorstSeverities = Readonly<Record<string, number>>;

export function worstSeverities(pages: readonly AlarmSeverityByDevice[]): WorstSeverities {
  const worst: Record<string, number> = {};
  for (const page of pages) {
    for (const entry of page.data) {
      for (const [deviceId, counts] of Object.entries(entry)) {
        for (const { severity, count } of counts) {
          if (count > 0 && severity > (worst[deviceId] ?? -1)) worst[deviceId] = severity;
        }
      }
    }
  }
  return worst;
}
