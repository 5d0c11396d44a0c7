// The unit of an alarm's value: the alarm names its source tag (facts §8.1 `tag`), the device's advertised tags
// (platform controller availableTags) carry the unit. Read once per device per screen visit, since a device's tags do
// not change while the list polls; a read that fails leaves the values without a unit rather than the list empty.
// The list's rows never wait for them (a page over many devices asks as many devices): the units follow the rows.
import type { Alarm } from '../../platform/alarmTypes';
import type { DeviceTagInfo } from '../../platform/platformTypes';

/** An alarm as the screen shows it: with its tag's unit where the device tells it. */
export type ShownAlarm = Alarm & { unit?: string };

/** `Boiler:1/Boiler/Temperature` and `Boiler/Temperature` both name the tag `Boiler/Temperature` (facts §6 modelPath). */
export function tagUnit(tags: readonly DeviceTagInfo[], alarmTag: string): string | undefined {
  const name = alarmTag.replace(/^[^/:]+:\d+\//, '');
  return tags.find((tag) => tag.name === name)?.unit || undefined;
}

export function createTagUnits(read: (deviceId: string) => Promise<DeviceTagInfo[]>) {
  const known = new Map<string, Promise<readonly DeviceTagInfo[]>>();
  const tagsOf = (deviceId: string) => {
    let tags = known.get(deviceId);
    if (tags === undefined) {
      // Forgotten on failure, so the next poll asks again.
      tags = read(deviceId).catch(() => {
        known.delete(deviceId);
        return [];
      });
      known.set(deviceId, tags);
    }
    return tags;
  };
  const withUnit = async <A extends Alarm>(alarm: A): Promise<A & { unit?: string }> => {
    const unit = tagUnit(await tagsOf(alarm.deviceId), alarm.tag);
    return unit === undefined ? alarm : { ...alarm, unit };
  };
  return {
    withUnit,
    /** The advertised tags of each device, by device id. */
    tagsOf: async (deviceIds: readonly string[]): Promise<ReadonlyMap<string, readonly DeviceTagInfo[]>> =>
      new Map(await Promise.all(deviceIds.map(async (deviceId) => [deviceId, await tagsOf(deviceId)] as const))),
  };
}
