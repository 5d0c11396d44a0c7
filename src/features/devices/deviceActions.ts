// What the fleet does to several devices at once (add or remove a tag, join or leave a group, delete), on
// the selected devices or on every device matching the filters, as a bulk action (machines/bulkAction.machine.ts). The mappings service
// has no bulk call, so each device is one call (a tag change reads the device first, so the change keeps the tags it
// has now; a group's membership call says itself whether the device was a member), a few at a time; each call carries the request id of its device within the attempt, so a retry after
// a lost answer is answered, not applied again. The outcome says per device what was changed, left as it was, or
// failed.
import type { BulkOutcome, BulkRequest } from '../../../machines/bulkAction.machine';
import type { DeviceRecord, MappingClient } from '../../platform/mappingClient';
import { fetchAllPages } from '../../platform/paging';
import { type RequestId, requestPart } from '../../platform/requestIds';
import { deviceSearchQuery, fleetFilterFromSearch } from './fleetFilter';

/**
 * The tag of a tag action is what the person writes in the confirmation, the group of a group action the id of the
 * group chosen there (the bulk action's `comment`).
 */
export type DeviceAction = 'addTag' | 'removeTag' | 'joinGroup' | 'leaveGroup' | 'delete';
export type DeviceActionRequest = BulkRequest<DeviceAction>;

/** Why a device was left as it was. */
export type DeviceSkipReason = 'hasTag' | 'lacksTag' | 'inGroup' | 'notInGroup';

/** The view a 'matching' target was taken from: the fleet's filter key and its search. */
export interface MatchingView {
  filter: string;
  search: string;
}

export const matchingTarget = (view: MatchingView): string => JSON.stringify(view);

/** Calls under way at once: quick for a handful of devices, gentle on the service for thousands. */
const parallel = 4;

type Mappings = Pick<MappingClient, 'devices' | 'device' | 'patchDevice' | 'deleteDevice' | 'setDeviceGroupMember'>;

/** The ids of every device the view matches now, a page at a time. */
async function matchingIds(mappings: Mappings, organization: string, view: MatchingView, signal?: AbortSignal): Promise<string[]> {
  const filter = fleetFilterFromSearch(view.filter);
  const devices = await fetchAllPages((page, pageSize) => mappings.devices(organization, deviceSearchQuery(filter, { page, pageSize, search: view.search }), signal), {
    signal,
  });
  return devices.map(({ deviceId }) => deviceId);
}

async function actOn(
  mappings: Mappings,
  organization: string,
  { action, subject }: { action: DeviceAction; subject: string },
  deviceId: string,
  requestId: RequestId,
  signal?: AbortSignal,
): Promise<'applied' | DeviceSkipReason> {
  if (action === 'delete') {
    await mappings.deleteDevice(organization, deviceId, signal, requestId);
    return 'applied';
  }
  if (action === 'joinGroup' || action === 'leaveGroup') {
    const join = action === 'joinGroup';
    const { changed } = await mappings.setDeviceGroupMember(organization, subject, deviceId, join, signal, requestId);
    return changed ? 'applied' : join ? 'inGroup' : 'notInGroup';
  }
  const tag = subject;
  const device: DeviceRecord = await mappings.device(organization, deviceId, signal);
  const tags = device.tags ?? [];
  const has = tags.includes(tag);
  if (action === 'addTag' && has) return 'hasTag';
  if (action === 'removeTag' && !has) return 'lacksTag';
  const next = action === 'addTag' ? [...tags, tag] : tags.filter((other) => other !== tag);
  await mappings.patchDevice(organization, deviceId, { tags: next }, signal, requestId);
  return 'applied';
}

export async function runDeviceAction(
  mappings: Mappings,
  organization: string,
  request: DeviceActionRequest,
  /** The tag, or the group's id (see DeviceAction). */
  subject: string,
  requestKey: RequestId,
  signal?: AbortSignal,
): Promise<BulkOutcome> {
  const { target } = request;
  const ids =
    target.kind === 'one'
      ? [target.id]
      : target.kind === 'selected'
        ? [...target.ids]
        : await matchingIds(mappings, organization, JSON.parse(target.filter) as MatchingView, signal);
  const applied: string[] = [];
  const skipped: { id: string; reason: DeviceSkipReason }[] = [];
  const failed: { id: string; error: unknown }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string;
      try {
        const result = await actOn(mappings, organization, { action: request.action, subject }, id, requestPart(requestKey, id), signal);
        if (result === 'applied') applied.push(id);
        else skipped.push({ id, reason: result });
      } catch (error) {
        // Leaving the screen aborts the whole action, not one device.
        if (signal?.aborted) throw error;
        failed.push({ id, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, ids.length) }, worker));
  return { applied, skipped, failed };
}
