// The alarm map widget's arithmetic: each device's most severe open alarm (6 is the most severe, docs/decisions.md
// "Alarms"), and device positions projected onto the widget's drawing.
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

export type Tone = 'none' | 'low' | 'medium' | 'high';

/** Severity bands of the map's colours: 0–2 low, 3–4 medium, 5–6 high. */
export function toneOf(severity: number | undefined): Tone {
  if (severity === undefined) return 'none';
  if (severity >= 5) return 'high';
  return severity >= 3 ? 'medium' : 'low';
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
