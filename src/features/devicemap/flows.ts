// The device map's reads (spec §2 /devicemap): every positioned device of the organisation with its worst open
// alarm, in pages of the service's largest size, the pages after the first read side by side (docs/decisions.md
// "Device map": 50 000 devices are five requests), and the view a person opens it on, kept as their user property.
import { fromPromise } from 'xstate';
import { createKeptSettingMachine } from '../../../machines/keptSetting.machine';
import type { PropertyOwner } from '../../platform/corePreferencesClient';
import { requestAttempts } from '../../platform/requestAttempts';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { maxPositionsPageSize, type DevicePosition } from '../../platform/mappingTypes';

/** The user property that keeps the view the person last chose: `map` or `list`. */
export const mapViewKey = 'portal:deviceMapView';

export function provideDeviceMapFlows({ mappings, coreHttp }: Pick<Platform, 'mappings' | 'coreHttp'>) {
  const preferences = async () => (await import('../../platform/corePreferencesClient')).createCorePreferencesClient(coreHttp);
  return {
    /**
     * The view (map or list) the person last chose on the device map, kept as their user property so it follows them
     * to any browser: read when the screen opens, saved when they choose; a retry of a lost answer is the same request.
     */
    view: (owner: PropertyOwner) => {
      const send = requestAttempts();
      return createKeptSettingMachine('deviceMapView').provide({
        actors: {
          load: fromPromise(async ({ signal }) => (await preferences()).userProperty(mapViewKey, owner, signal)),
          save: fromPromise<void, string>(async ({ input: value, signal }) => {
            const client = await preferences();
            await send({ deviceMapView: value }, ({ requestId }) => client.saveUserProperty(mapViewKey, value, owner, signal, requestId));
          }),
        },
      });
    },

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
