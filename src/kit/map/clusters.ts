// The map's clusters: the positioned devices indexed once (supercluster), then read per view (bounds and zoom) as
// places, a cluster or one device, each carrying the worst open alarm severity inside it.
import Supercluster from 'supercluster';
import type { DevicePosition } from '../../platform/mappingTypes';

/** Zoom levels go to 17 and further; from there every device stands alone (co-located ones spread, spread.ts). */
export const clusterMaxZoom = 16;
/** Pixels within which devices join a cluster. */
const clusterRadius = 60;

interface DeviceProperties {
  deviceId: string;
  label: string;
  /** Worst open alarm severity; -1 for none, so the most severe is a plain maximum. */
  worst: number;
}

interface ClusterProperties {
  worst: number;
}

export type Place =
  | { kind: 'cluster'; id: number; count: number; lat: number; lon: number; worst?: number }
  | { kind: 'device'; deviceId: string; label: string; lat: number; lon: number; worst?: number };

export type ClusterIndex = Supercluster<DeviceProperties, ClusterProperties>;

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

const severityOf = (worst: number) => (worst < 0 ? undefined : worst);

/** Indexes the positions; each cluster's `worst` is the most severe open alarm of its devices. */
export function indexPositions(positions: readonly DevicePosition[]): ClusterIndex {
  const index = new Supercluster<DeviceProperties, ClusterProperties>({
    radius: clusterRadius,
    maxZoom: clusterMaxZoom,
    map: ({ worst }) => ({ worst }),
    reduce: (accumulated, properties) => {
      accumulated.worst = Math.max(accumulated.worst, properties.worst);
    },
  });
  index.load(
    positions.map(({ deviceId, label, lat, lon, maxSeverity }) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [lon, lat] },
      properties: { deviceId, label, worst: maxSeverity ?? -1 },
    })),
  );
  return index;
}

type IndexFeature = ReturnType<ClusterIndex['getClusters']>[number];

function placeOf(feature: IndexFeature): Place {
  const [lon, lat] = feature.geometry.coordinates as [number, number];
  const { properties } = feature;
  if ('cluster' in properties && properties.cluster) {
    return { kind: 'cluster', id: properties.cluster_id, count: properties.point_count, lat, lon, worst: severityOf(properties.worst) };
  }
  const device = properties as DeviceProperties;
  return { kind: 'device', deviceId: device.deviceId, label: device.label, lat, lon, worst: severityOf(device.worst) };
}

/** The places a view shows, the most severe first, then the largest, then by name. */
export function placesIn(index: ClusterIndex, bounds: Bounds, zoom: number): Place[] {
  return orderPlaces(index.getClusters(bounds, Math.floor(zoom)).map(placeOf));
}

/** What a cluster splits into one zoom step further in. */
export function placesInside(index: ClusterIndex, clusterId: number): Place[] {
  return orderPlaces(index.getChildren(clusterId).map(placeOf));
}

const countOf = (place: Place) => (place.kind === 'cluster' ? place.count : 1);
const nameOf = (place: Place) => (place.kind === 'device' ? place.label : '');

function orderPlaces(places: Place[]): Place[] {
  return places.sort(
    (a, b) => (b.worst ?? -1) - (a.worst ?? -1) || countOf(b) - countOf(a) || nameOf(a).localeCompare(nameOf(b)),
  );
}

/** The bounds of every position, or undefined when there are none. */
export function boundsOf(positions: readonly DevicePosition[]): Bounds | undefined {
  if (positions.length === 0) return undefined;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const { lat, lon } of positions) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}
