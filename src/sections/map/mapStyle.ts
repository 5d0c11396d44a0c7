// Which background the device map draws on (config.json `map`, README "Configuration"): a configured MapLibre style
// document, else a raster style over configured tiles (OpenStreetMap-like), else a style built here from nothing
// remote, so the map works with no network (the sandbox, a closed plant network).
import type { StyleSpecification } from 'maplibre-gl';
import type { MapConfig } from '../../platform/config';

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

/** The offline style: sea-grey background and a graticule, every source inline (no tiles, glyphs or sprites). */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { graticule: { type: 'geojson', data: graticule() } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e9eef2' } },
      { id: 'graticule', type: 'line', source: 'graticule', paint: { 'line-color': '#b6c2cc', 'line-width': 1 } },
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

/** The style the map starts with: the configured document's address, configured tiles, or the offline style. */
export function chooseMapStyle(config: MapConfig | undefined): string | StyleSpecification {
  if (config?.style) return config.style;
  if (config?.tiles?.length) return rasterStyle(config.tiles, config.attribution);
  return offlineStyle();
}
