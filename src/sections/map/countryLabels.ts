// Country names on the offline map, as HTML markers under the places' markers (the offline style has no glyphs to
// draw text with). A name shows once its country's largest part is wide enough on screen to hold it, so the world
// view names the large countries and a closer view the smaller ones; the names are scenery, so they stay out of the
// accessibility tree and let the pointer through.
import * as maplibregl from 'maplibre-gl';
import type { CountryLabel } from './world';

/** Screen pixels a country's largest part must span before its name is written on it. */
const minimumWidth = 80;

/** Keeps the names of the view on the map; answers the function that takes them off again. */
export function showCountryLabels(map: maplibregl.Map, labels: readonly CountryLabel[], className: string): () => void {
  const shown = new Map<string, maplibregl.Marker>();
  const update = () => {
    // MapLibre's world is 512 px wide at zoom 0.
    const worldWidth = 512 * 2 ** map.getZoom();
    const view = map.getBounds();
    for (const label of labels) {
      const fits = (label.span / 360) * worldWidth >= minimumWidth && view.contains([label.lon, label.lat]);
      const marker = shown.get(label.name);
      if (fits && marker === undefined) {
        const element = document.createElement('div');
        element.className = className;
        element.textContent = label.name;
        element.setAttribute('aria-hidden', 'true');
        shown.set(label.name, new maplibregl.Marker({ element }).setLngLat([label.lon, label.lat]).addTo(map));
      } else if (!fits && marker !== undefined) {
        marker.remove();
        shown.delete(label.name);
      }
    }
  };
  update();
  map.on('moveend', update);
  return () => {
    map.off('moveend', update);
    for (const marker of shown.values()) marker.remove();
    shown.clear();
  };
}
