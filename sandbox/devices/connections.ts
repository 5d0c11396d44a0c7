// A device's connection history (spec §7 `devices/{id}/status`): alternating connections and disconnections
// leading to its state now (registry.ts: connected, or silent for a while). Session and gap lengths come from a
// hash of the device id and the session's number, so the history is the same on every call.
import type { RegisteredDevice } from './registry';

const hour = 3_600_000;

/** 0…1 from a text and a number, the same every run. */
function scatter(text: string, index: number): number {
  let hash = 2_166_136_261 ^ index;
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 16_777_619);
  return ((hash ^ (hash >>> 13)) >>> 0) / 0x1_0000_0000;
}

/** How long session `index` (0 = the newest) stayed connected, and the gap before it. */
const sessionHours = (deviceId: string, index: number) => 2 + Math.floor(scatter(deviceId, index) * 70);
const gapMinutes = (deviceId: string, index: number) => 1 + Math.floor(scatter(deviceId, index + 7_919) * 119);

/**
 * Events within [since, to], oldest first, at most the newest `limit`: `[time, connected]` — true when the device
 * connected at that time, false when it left.
 */
export function connectionEvents(
  { device, connected, silentFor }: RegisteredDevice,
  now: number,
  since: number,
  to: number,
  limit: number,
): [number, boolean][] {
  const events: [number, boolean][] = [];
  // Walking back from now: the current session (or the silence) first.
  let end = connected ? now : now - silentFor;
  if (!connected && end <= to && end >= since) events.push([end, false]);
  for (let index = 0; events.length < limit && end > since; index++) {
    const start = end - sessionHours(device.deviceId, index) * hour;
    if (start <= to && start >= since) events.push([start, true]);
    end = start - gapMinutes(device.deviceId, index) * 60_000;
    if (end <= to && end >= since && events.length < limit) events.push([end, false]);
  }
  return events.reverse();
}
