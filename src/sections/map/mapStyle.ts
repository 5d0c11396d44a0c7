// Which background the device map draws on (config.json `map`, README "Configuration"): a configured MapLibre style
// document, else a raster style over configured tiles (OpenStreetMap-like, with streets), else a style built here
// from data that ships with the portal (Natural Earth's land and borders, world.ts), so the map works with no network
// (the sandbox, a closed plant network).
import type { StyleSpecification } from 'maplibre-gl';
import type { MapConfig } from '../../platform/config';
import { world, type CountryLabel } from './world';

/** A line every this many degrees on the offline style, to read position and scale by. */
const graticuleStep = 10;

/** Meridians and parallels as one GeoJSON of lines. */
function graticule(): GeoJSON.FeatureCollection<GeoJSON.LineString> {
  const lines: GeoJSON.Feature<GeoJSON.LineString>[] = [];
  const line = (coordinates: [number, number][]): GeoJSON.Feature<GeoJSON.LineString> => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates },
  });
  for (let lon = -180; lon <= 180; lon += graticuleStep) lines.push(line([[lon, -85], [lon, 0], [lon, 85]]));
  for (let lat = -80; lat <= 80; lat += graticuleStep) {
    lines.push(line(Array.from({ length: 37 }, (_, step): [number, number] => [-180 + step * graticuleStep, lat])));
  }
  return { type: 'FeatureCollection', features: lines };
}

/**
 * The offline style: sea, a graticule on it, land and the borders between countries, every source inline (no tiles,
 * glyphs or sprites). Country names are HTML labels (countryLabels.ts): text drawn by the map would need glyphs.
 */
export function offlineStyle(): StyleSpecification {
  const { land, borders } = world();
  return {
    version: 8,
    sources: {
      graticule: { type: 'geojson', data: graticule() },
      land: { type: 'geojson', data: land },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#d7e4ee' } },
      { id: 'graticule', type: 'line', source: 'graticule', paint: { 'line-color': '#c3d3e0', 'line-width': 1 } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f6f4ef', 'fill-outline-color': '#b9b4a8' } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#a59f93', 'line-width': 0.8 } },
    ],
  };
}

/** A raster style over tile addresses with `{z}/{x}/{y}`. */
function rasterStyle(tiles: string[], attribution: string | undefined): StyleSpecification {
  return {
    version: 8,
    sources: { tiles: { type: 'raster', tiles, tileSize: 256, maxzoom: 19, ...(attribution ? { attribution } : {}) } },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

/** The names the map writes itself: the countries' on the offline style; a configured style or tiles carry their own. */
export function mapLabels(config: MapConfig | undefined): readonly CountryLabel[] {
  return config?.style || config?.tiles?.length ? [] : world().labels;
}

/** The style the map starts with: the configured document's address, configured tiles, or the offline style. */
export function chooseMapStyle(config: MapConfig | undefined): string | StyleSpecification {
  if (config?.style) return config.style;
  if (config?.tiles?.length) return rasterStyle(config.tiles, config.attribution);
  return offlineStyle();
}
