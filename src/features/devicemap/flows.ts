// The device map's reads (spec §2 /devicemap): the organisation's devices inside the map's view, through the mappings
// service's device search by bounds, every page of it (the pages after the first side by side), searched again once
// a pan or zoom has settled and every minute (the alarms' colours), a failed read tried again when the person asks;
// and the view a person opens it on, kept as their user property (docs/decisions.md "Device map").
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import type { PropertyOwner } from '../../platform/corePreferencesClient';
import { keptUserProperty } from '../../kit/keptUserProperty';
import type { Bounds } from '../../kit/map/clusters';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { maxSearchPageSize, type DeviceGeoSearch, type DevicePosition } from '../../platform/mappingTypes';
import { fetchAllPagesSideBySide } from '../../platform/pagingSideBySide';

/** The user property that keeps the view the person last chose: `map` or `list`. */
export const mapViewKey = 'portal:deviceMapView';

/** The whole world: the first search (where the map starts) and the list alone's. */
export const worldView: Bounds = [-180, -90, 180, 90];

/** The colours of the worst open alarms are read again this often while the view holds still. */
const viewSearchInterval = 60_000;

/** Longitude in [-180, 180]: the map's view goes past the antimeridian when it pans around the world. */
const wrapped = (lon: number) => (lon >= -180 && lon <= 180 ? lon : ((((lon + 180) % 360) + 360) % 360) - 180);

/**
 * The search's bounds for a view: latitudes within the poles, a view a whole turn wide or more the whole world, and
 * any other its longitudes wrapped (west east of east then crosses the antimeridian).
 */
export function geoSearchOf([west, south, east, north]: Bounds): DeviceGeoSearch {
  const whole = east - west >= 360;
  return {
    geoBoundsTopLeft: { lat: Math.min(90, north), lon: whole ? -180 : wrapped(west) },
    geoBoundsBottomRight: { lat: Math.max(-90, south), lon: whole ? 180 : wrapped(east) },
  };
}

export function provideDeviceMapFlows({ mappings, coreHttp }: Pick<Platform, 'mappings' | 'coreHttp'>) {
  return {
    /**
     * The view (map or list) the person last chose on the device map, kept as their user property so it follows them
     * to any browser: read when the screen opens, saved when they choose.
     */
    view: (owner: PropertyOwner) => keptUserProperty(coreHttp, 'deviceMapView', mapViewKey, owner),

    /** The devices inside a view (the query: `[west, south, east, north]`), as the map draws them. */
    devicesInView: (organization: string) =>
      createLiveQueryMachine<Bounds, DevicePosition[]>('deviceMapSearch').provide({
        actors: {
          fetch: fromPromise(async ({ input: { query }, signal }) => {
            const found = await fetchAllPagesSideBySide(
              (page, pageSize) => mappings.searchDevicesInView(organization, geoSearchOf(query), { page, pageSize }, signal),
              { pageSize: maxSearchPageSize, signal },
            );
            return found.map(({ deviceId, label, position: { lat, lon }, maxSeverity }) => ({ deviceId, label, lat, lon, maxSeverity }));
          }),
        },
        delays: { pollInterval: viewSearchInterval },
      }),
  };
}

export const useDeviceMapFlows = sectionFlows(({ platform }) => provideDeviceMapFlows(platform));
