// The alarm map widget's arithmetic: each device's most severe open alarm (6 is the most severe, docs/decisions.md
// "Alarms") and its colour, and device positions projected onto the widget's drawing.
import type { AlarmSeverityByDevice } from '../../../platform/alarmTypes';
import { severityLevel } from '../../../ui/alarmSeverity';

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

/** A device without open alarms. */
export const noAlarmColour = '#2b8a3e';

/** A device's colour: its worst open alarm's severity, in the portal's one severity scale. */
export function markerColour(severity: number | undefined): string {
  return severity === undefined ? noAlarmColour : severityLevel(severity).colour;
}

export interface Placed {
  deviceId: string;
  x: number;
  y: number;
}

/**
 * Equirectangular placement inside `width` × `height` with a margin, the devices' extent filling the drawing (a
 * single device, or devices at one spot, sit in the middle). North is up.
 */
export function placeDevices(
  devices: readonly { deviceId: string; position?: { latitude: number; longitude: number } }[],
  width: number,
  height: number,
  margin: number,
): Placed[] {
  const located = devices.flatMap((device) => (device.position ? [{ deviceId: device.deviceId, ...device.position }] : []));
  if (located.length === 0) return [];
  const longitudes = located.map((device) => device.longitude);
  const latitudes = located.map((device) => device.latitude);
  const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)];
  const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)];
  const scale = Math.min((width - 2 * margin) / (east - west || 1), (height - 2 * margin) / (north - south || 1));
  const [offsetX, offsetY] = [(width - (east - west) * scale) / 2, (height - (north - south) * scale) / 2];
  return located.map(({ deviceId, longitude, latitude }) => ({
    deviceId,
    x: offsetX + (longitude - west) * scale,
    y: offsetY + (north - latitude) * scale,
  }));
}
