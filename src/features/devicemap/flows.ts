// The device map's reads (spec §2 /devicemap): every positioned device of the organisation with its worst open
// alarm, in pages of the service's largest size, the pages after the first read side by side (docs/decisions.md
// "Device map": 50 000 devices are five requests); a failed read is tried again when the person asks.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { maxPositionsPageSize, type DevicePosition } from '../../platform/mappingTypes';
import { fetchAllPages } from '../../platform/paging';

export function provideDeviceMapFlows({ mappings }: Pick<Platform, 'mappings'>) {
  return {
    positions: (organization: string) =>
      createLoadAndSubmitMachine<DevicePosition[], never, never>('devicePositions').provide({
        actors: {
          load: fromPromise(({ signal }) =>
            fetchAllPages((page, pageSize) => mappings.devicePositions(organization, { page, pageSize }, signal), {
              pageSize: maxPositionsPageSize,
              signal,
              sideBySide: true,
            }),
          ),
        },
      }),
  };
}

export const useDeviceMapFlows = sectionFlows(({ platform }) => provideDeviceMapFlows(platform));
