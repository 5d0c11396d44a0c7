// The device map's reads (spec §2 /devicemap): every positioned device of the organisation with its worst open
// alarm, in pages of the service's largest size, the pages after the first read side by side (docs/decisions.md
// "Device map": 50 000 devices are five requests), a failed read tried again when the person asks; and the view a
// person opens it on, kept as their user property.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import type { PropertyOwner } from '../../platform/corePreferencesClient';
import { keptUserProperty } from '../../kit/keptUserProperty';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { maxPositionsPageSize, type DevicePosition } from '../../platform/mappingTypes';
import { fetchAllPagesSideBySide } from '../../platform/pagingSideBySide';

/** The user property that keeps the view the person last chose: `map` or `list`. */
export const mapViewKey = 'portal:deviceMapView';

export function provideDeviceMapFlows({ mappings, coreHttp }: Pick<Platform, 'mappings' | 'coreHttp'>) {
  return {
    /**
     * The view (map or list) the person last chose on the device map, kept as their user property so it follows them
     * to any browser: read when the screen opens, saved when they choose.
     */
    view: (owner: PropertyOwner) => keptUserProperty(coreHttp, 'deviceMapView', mapViewKey, owner),

    positions: (organization: string) =>
      createLoadAndSubmitMachine<DevicePosition[], never, never>('devicePositions').provide({
        actors: {
          load: fromPromise(({ signal }) =>
            fetchAllPagesSideBySide((page, pageSize) => mappings.devicePositions(organization, { page, pageSize }, signal), {
              pageSize: maxPositionsPageSize,
              signal,
            }),
          ),
        },
      }),
  };
}

export const useDeviceMapFlows = sectionFlows(({ platform }) => provideDeviceMapFlows(platform));
