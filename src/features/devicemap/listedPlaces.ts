// The places the device map's list shows on its own (without the map, which reports the places in its view): the
// whole world at the list's zoom, or what the cluster the person opened splits into, read from the clustering worker
// over the positions (src/kit/map/clusterClient.ts). A live query over the level: a newer level's answer replaces an
// older one still on its way, and an answer names the level it lists, so the view shows it only while that level is
// the one opened (a second press must not open the level left behind again).
import { fromPromise } from 'xstate';
import { createLiveQueryMachine, unchangingAnswerPollInterval } from '../../../machines/liveQuery.machine';
import type { Clusters } from '../../kit/map/clusterClient';
import type { Bounds, Place } from '../../kit/map/clusters';

/** A level of the list: the index it is read from (none until the worker has indexed the positions) and the cluster opened. */
export interface ListLevel {
  clusters?: Clusters;
  opened?: number;
}

export interface ListedPlaces {
  level: ListLevel;
  places: Place[];
}

/** The zoom the list starts at: a continent in a few dozen places. */
const listZoom = 3;
const world: Bounds = [-180, -85, 180, 85];

export const createListedPlacesMachine = () =>
  createLiveQueryMachine<ListLevel, ListedPlaces | undefined>('deviceMapList').provide({
    actors: {
      fetch: fromPromise(async ({ input: { query: level } }) => {
        const { clusters, opened } = level;
        if (clusters === undefined) return undefined;
        return { level, places: await (opened === undefined ? clusters.places(world, listZoom) : clusters.inside(opened)) };
      }),
    },
    // An index answers the same for a level until the positions change, which brings a new index.
    delays: { pollInterval: unchangingAnswerPollInterval },
  });
