// Where a dashboard page shows alarm colour: a value tile only for an open alarm of the very value it shows (the
// alarm's source tag is the tile's bound tag, facts §8.1 `tag`), and the device's most severe open alarm once, beside
// the device's own picker. A tile never carries another value's alarm ("Burner off" on the temperature).
import type { Alarm } from '../../../platform/alarmTypes';

export interface PageAlarms {
  /** `tagKey(deviceId, modelPath)` → the most severe open alarm of that tag; tags without one are absent. */
  byTag: Readonly<Record<string, number>>;
  /** deviceId → the most severe open alarm of the device; devices without one are absent. */
  byDevice: Readonly<Record<string, number>>;
}

export const tagKey = (deviceId: string, modelPath: string) => `${deviceId}|${modelPath}`;

/** The worst severity per tag and per device of the open alarms found (6 is the most severe). */
export function pageAlarms(alarms: readonly Alarm[]): PageAlarms {
  const byTag: Record<string, number> = {};
  const byDevice: Record<string, number> = {};
  for (const { deviceId, tag, severity } of alarms) {
    const key = tagKey(deviceId, tag);
    if (severity > (byTag[key] ?? -1)) byTag[key] = severity;
    if (severity > (byDevice[deviceId] ?? -1)) byDevice[deviceId] = severity;
  }
  return { byTag, byDevice };
}
