// The tags the chosen devices can be charted by: the numeric ones any of them advertises, once each, in the order
// the devices advertise them, with the unit of the first that names one.
import type { DeviceTagInfo } from '../../platform/platformTypes';

export interface ChartTag {
  name: string;
  unit?: string;
}

const chartable = new Set(['double', 'integer']);

export function chartTags(byDevice: ReadonlyMap<string, readonly DeviceTagInfo[]>): ChartTag[] {
  const tags = new Map<string, ChartTag>();
  for (const info of [...byDevice.values()].flat()) {
    if (!chartable.has(info.type)) continue;
    const known = tags.get(info.name);
    if (known === undefined) tags.set(info.name, { name: info.name, ...(info.unit ? { unit: info.unit } : {}) });
    else if (known.unit === undefined && info.unit) known.unit = info.unit;
  }
  return [...tags.values()];
}
