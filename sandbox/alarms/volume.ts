// Bulk alarms for benchmarks and demos: a deterministic mix of severities and states over many made-up devices of
// one organisation. They have no source tag, so only user actions change them.
import { act, fall, raise, type AlarmRecord } from './engine';

/** Alarms per made-up device, so 10 000 alarms spread over 200 devices (enough to page the per-device counts). */
const alarmsPerDevice = 50;
const kinds = [
  ['HighTemperature', 'Temperature above limit'],
  ['LowPressure', 'Pressure below limit'],
  ['MotorOverload', 'Motor overload'],
  ['DoorOpen', 'Cabinet door open'],
  ['CommunicationLost', 'Field bus communication lost'],
  ['LowBattery', 'Backup battery low'],
  ['FilterClogged', 'Air filter clogged'],
] as const;
const day = 86_400_000;
const operator = 'operator';

/** mulberry32: a small seeded generator, so every run seeds the same alarms. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` alarms of `orgResourceId`, raised over the 30 days before `now`. */
export function bulkAlarms(count: number, orgResourceId: string, now: number): AlarmRecord[] {
  const next = random(count);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const width = String(Math.ceil(count / alarmsPerDevice)).length;
  return Array.from({ length: count }, (_, index) => {
    const device = String(Math.floor(index / alarmsPerDevice) + 1).padStart(width, '0');
    const [name, description] = pick(kinds);
    const ackRequired = next() < 0.7;
    const raisedAt = now - Math.floor(next() * 30 * day);
    const value = Math.round(next() * 10_000) / 100;
    const entry: AlarmRecord = {
      id: `bulk-${String(index + 1).padStart(6, '0')}`,
      orgResourceId,
      deviceId: `bulk-device-${device}`,
      deviceLabel: `Bulk device ${device}`,
      name,
      description,
      tag: `Bulk:1/Sensors/${name}`,
      severity: Math.floor(next() * 7),
      ackRequired,
      resetRequired: ackRequired && next() < 0.4,
      valueType: 'double',
      value,
      active: false,
      ackOwed: false,
      resetOwed: false,
      userCleared: false,
      eventTimestamp: raisedAt,
      updatedAt: raisedAt,
      history: [],
    };
    // The same steps a simulated alarm takes, so states and histories agree: raised; gone for most; acknowledged and
    // reset by an operator for some of those.
    raise(entry, raisedAt, value);
    if (next() < 0.7) {
      const goneAt = Math.min(now, raisedAt + Math.floor(next() * 3_600_000));
      fall(entry, goneAt, value);
      if (next() < 0.5) act(entry, 'ack', goneAt, operator, '');
      if (next() < 0.5) act(entry, 'reset', goneAt, operator, '');
    }
    return entry;
  });
}
