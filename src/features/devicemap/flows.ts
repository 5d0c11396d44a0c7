// The device map's reads (spec §2 /devicemap): every positioned device of the organisation with its worst open
// alarm, in pages of the service's largest size, the pages after the first read side by side (docs/decisions.md
// "Device map": 50 000 devices are five requests).
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { maxPositionsPageSize, type DevicePosition } from '../../platform/mappingTypes';

export function provideDeviceMapFlows({ mappings }: Pick<Platform, 'mappings'>) {
  return {
    positions: async (organization: string, signal?: AbortSignal): Promise<DevicePosition[]> => {
      const pageSize = maxPositionsPageSize;
      const first = await mappings.devicePositions(organization, { page: 0, pageSize }, signal);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
          mappings.devicePositions(organization, { page: index + 1, pageSize }, signal),
        ),
      );
      return [first, ...rest].flatMap(({ data }) => data);
    },
  };
}

export const useDeviceMapFlows = sectionFlows(({ platform }) => provideDeviceMapFlows(platform));
