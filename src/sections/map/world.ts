// The world the offline map draws: land and country borders from Natural Earth (public domain), as the world-atlas
// package ships them (TopoJSON at 1:110 million, about 35 KB gzip), and a label point per country. Imported only by
// mapStyle.ts and MapCanvas.tsx, so it loads with the map's chunk and never with the entry.
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
const topology = countries110m as unknown as Countries;

/** Where a country's name is written: the middle of its largest part, with that part's width in degrees of longitude. */
export interface CountryLabel {
  name: string;
  lon: number;
  lat: number;
  /** Degrees of longitude the largest part spans: a name shows once the part is wide enough on screen to hold it. */
  span: number;
}

type Ring = GeoJSON.Position[];

/** Signed area and centroid of a ring (shoelace, in degrees: a label point, not a measure). */
function ringCentre(ring: Ring): { area: number; lon: number; lat: number } {
  let area = 0;
  let lon = 0;
  let lat = 0;
  for (let index = 0; index < ring.length - 1; index++) {
    const [x0 = 0, y0 = 0] = ring[index] ?? [];
    const [x1 = 0, y1 = 0] = ring[index + 1] ?? [];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    lon += (x0 + x1) * cross;
    lat += (y0 + y1) * cross;
  }
  area /= 2;
  return area === 0 ? { area, lon: ring[0]?.[0] ?? 0, lat: ring[0]?.[1] ?? 0 } : { area, lon: lon / (6 * area), lat: lat / (6 * area) };
}

function labelOf(country: GeoJSON.Feature<GeoJSON.Geometry | null, { name: string }>): CountryLabel | undefined {
  const { geometry } = country;
  const outerRings =
    geometry?.type === 'Polygon' ? [geometry.coordinates[0]] : geometry?.type === 'MultiPolygon' ? geometry.coordinates.map((polygon) => polygon[0]) : [];
  let best: { ring: Ring; area: number; lon: number; lat: number } | undefined;
  for (const ring of outerRings) {
    if (ring === undefined) continue;
    const centre = ringCentre(ring);
    if (best === undefined || Math.abs(centre.area) > Math.abs(best.area)) best = { ring, ...centre };
  }
  if (best === undefined) return undefined;
  const longitudes = best.ring.map(([lon = 0]) => lon);
  return { name: country.properties.name, lon: best.lon, lat: best.lat, span: Math.max(...longitudes) - Math.min(...longitudes) };
}

export interface World {
  land: GeoJSON.FeatureCollection;
  /** The borders between countries, each drawn once. */
  borders: GeoJSON.MultiLineString;
  labels: CountryLabel[];
}

let made: World | undefined;

/** Land, borders and the countries' label points, converted from TopoJSON once per page. */
export function world(): World {
  made ??= {
    land: feature(topology, topology.objects.land),
    borders: mesh(topology, topology.objects.countries, (left, right) => left !== right),
    labels: feature(topology, topology.objects.countries).features.flatMap((country) => labelOf(country) ?? []),
  };
  return made;
}
