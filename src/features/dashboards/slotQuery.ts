// Spec §2: every query key starting with `ecc_device_` names the device of the slot after the prefix.
import type { SlotDevices } from '../../../machines/dashboardLoad.machine';

export const slotPrefix = 'ecc_device_';

export function slotDevicesOf(search: URLSearchParams): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key.startsWith(slotPrefix) && key.length > slotPrefix.length && value !== '') slots[key.slice(slotPrefix.length)] = value;
  }
  return slots;
}

/** The search with the slots' devices replaced; other keys (org, version) stay as they are. */
export function withSlotDevices(search: URLSearchParams, slots: SlotDevices): URLSearchParams {
  const next = new URLSearchParams([...search].filter(([key]) => !key.startsWith(slotPrefix)));
  for (const [slot, deviceId] of Object.entries(slots)) if (deviceId) next.set(`${slotPrefix}${slot}`, deviceId);
  return next;
}
