// Devices that stand at the same place (one site, one address) would hide under one another at any zoom; they are
// set apart on a small sunflower spiral around that place before clustering, so zooming in far enough shows each.
import type { DevicePosition } from '../../platform/mappingTypes';

/** Metres between neighbours on the spiral: about 20 px apart at zoom 17, where clusters end (clusters.ts). */
export const spreadSpacingMetres = 25;

const metresPerDegree = 111_320;
const goldenAngle = Math.PI * (3 - Math.sqrt(5));

/** Same place: equal to about a metre (5 decimals of a degree), as one number (a Map keyed by it is fast). */
const placeKey = ({ lat, lon }: DevicePosition) => Math.round(lat * 1e5) * 4e7 + Math.round(lon * 1e5);

/**
 * The positions with every group of co-located devices spread around its place (ordered by device id, so the same
 * device keeps its spot); a device alone keeps its position.
 */
export function spreadColocated<T extends DevicePosition>(positions: readonly T[], spacingMetres = spreadSpacingMetres): T[] {
  const groups = new Map<number, T[]>();
  for (const position of positions) {
    const key = placeKey(position);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [position]);
    else group.push(position);
  }
  const spread: T[] = [];
  for (const group of groups.values()) {
    if (group.length === 1) {
      spread.push(group[0] as T);
      continue;
    }
    const [{ lat, lon }] = group as [T];
    const metresPerLonDegree = metresPerDegree * Math.max(0.01, Math.cos((lat * Math.PI) / 180));
    [...group]
      .sort((a, b) => (a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : 0))
      .forEach((position, index) => {
        // Sunflower: the n-th seed at radius spacing·√n, turned by the golden angle, so neighbours keep their distance.
        const radius = spacingMetres * Math.sqrt(index);
        const angle = index * goldenAngle;
        spread.push({
          ...position,
          lat: lat + (radius * Math.cos(angle)) / metresPerDegree,
          lon: lon + (radius * Math.sin(angle)) / metresPerLonDegree,
        });
      });
  }
  return spread;
}
