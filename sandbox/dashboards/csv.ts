// CSV export of a dashboard version (spec §7 POST .../version/LATEST/data): one row per sample of every tag the
// version's data links read, from the simulated history of the slot's device (devices/fleet.ts).
import { splitTagName, type DashboardDocument } from '../../src/platform/dashboardDocument';
import { deviceOf, findTag, modelPath } from '../devices/fleet';
import type { ReadsTag } from '../core/dataRoles';
import { deviceTagsOf } from '../platform/formulaTags';
import { defaultSampleLimit, historyOf } from '../platform/history';

export const csvHeader = ['timestamp', 'device', 'tag', 'value'] as const;

/** RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled. */
export function cell(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows of the export, tag by tag in data-link order, each oldest first. `deviceSlots` replaces a slot's default
 * device (the device the viewer shows). A link whose slot or device is unknown in the organisation, or whose tag the
 * person's data roles do not give (`reads`, sandbox/core/dataRoles.ts), is skipped: the export holds what can be shown.
 */
export function exportCsv(
  document: DashboardDocument,
  request: { orgResourceId: string; since: number; to: number; deviceSlots: Record<string, string>; bulkDevices?: number; reads?: ReadsTag },
): string {
  const seen = new Set<string>();
  const rows: string[] = [csvHeader.join(',')];
  for (const link of document.dataLinks) {
    const address = splitTagName(link.srcProp);
    const slot = address === undefined ? undefined : document.deviceSlots[address.slot];
    if (address === undefined || slot === undefined) continue;
    const deviceId = request.deviceSlots[slot.name] ?? slot.deviceId;
    const device = deviceId === undefined ? undefined : deviceOf(request.orgResourceId, deviceId, request.bulkDevices);
    const tag = device === undefined ? undefined : findTag(device.model, `${slot.model}/${address.tagPath}`, deviceTagsOf(device));
    if (device === undefined || tag === undefined || (request.reads !== undefined && !request.reads(device.model, tag))) continue;
    const path = modelPath(device.model, tag);
    if (seen.has(`${device.deviceId} ${path}`)) continue;
    seen.add(`${device.deviceId} ${path}`);
    for (const [at, value] of historyOf(device, tag, request.since, request.to, defaultSampleLimit)) {
      rows.push([new Date(at).toISOString(), device.deviceId, path, value].map(cell).join(','));
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}
