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

/** How long session `index` (0 = the newest) stayed connected, and the gap before it, in ms. */
interface Rhythm {
  session: (index: number) => number;
  gap: (index: number) => number;
}

/** The IoT connection: sessions of 2 to 71 hours, gaps of 1 to 119 minutes. */
const iotRhythm = (deviceId: string): Rhythm => ({
  session: (index) => (2 + Math.floor(scatter(deviceId, index) * 70)) * hour,
  gap: (index) => (1 + Math.floor(scatter(deviceId, index + 7_919) * 119)) * 60_000,
});

/** The VPN tunnel (remote access): sessions of 10 to 129 minutes, gaps of 1 to 12 hours. */
const vpnRhythm = (deviceId: string): Rhythm => ({
  session: (index) => (10 + Math.floor(scatter(`${deviceId}/vpn`, index) * 120)) * 60_000,
  gap: (index) => (1 + Math.floor(scatter(`${deviceId}/vpn`, index + 7_919) * 12)) * hour,
});

function alternating(rhythm: Rhythm, lastEnd: number | null, now: number, since: number, to: number, limit: number): [number, boolean][] {
  const events: [number, boolean][] = [];
  // Walking back from now: the current session (or the silence) first.
  let end = lastEnd ?? now;
  if (lastEnd !== null && end <= to && end >= since) events.push([end, false]);
  for (let index = 0; events.length < limit && end > since; index++) {
    const start = end - rhythm.session(index);
    if (start <= to && start >= since) events.push([start, true]);
    end = start - rhythm.gap(index);
    if (end <= to && end >= since && events.length < limit) events.push([end, false]);
  }
  return events.reverse();
}

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
  return alternating(iotRhythm(device.deviceId), connected ? null : now - silentFor, now, since, to, limit);
}

/**
 * The device's VPN tunnel within [since, to], as `connectionEvents`: nobody holds it now; the last remote-access
 * session ended a gap ago (a silent device's, a gap before it went silent).
 */
export function vpnEvents({ device, connected, silentFor }: RegisteredDevice, now: number, since: number, to: number, limit: number): [number, boolean][] {
  const rhythm = vpnRhythm(device.deviceId);
  const lastEnd = (connected ? now : now - silentFor) - rhythm.gap(-1);
  return alternating(rhythm, lastEnd, now, since, to, limit);
}

/** Whether the connection was on just before `since`, given its events from `since` on and its state now. */
export const connectedBefore = (events: readonly [number, boolean][], connectedNow: boolean) => (events.length === 0 ? connectedNow : !events[0]![1]);
