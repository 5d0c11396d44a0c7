// The map itself (maplibre-gl, loaded only with this component), drawn by the device map and the dashboards' alarm
// map widget: the background chosen by mapStyle.ts (with the countries' names on the offline one), the places of the
// view as markers coloured by their worst open alarm. A cluster zooms in when clicked, a device opens. The
// markers are for the pointer; the list beside the map (PlaceList.tsx) is the keyboard's and screen reader's way
// to the same places, so the markers stay out of the tab order and the accessibility tree.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePortal } from '../../portal/portal';
import type { Clusters } from './clusterClient';
import type { Bounds, Place } from './clusters';
import { showCountryLabels } from './countryLabels';
import { chooseMapStyle, mapLabels } from './mapStyle';
import { placeColours, type PlaceWords } from './placeWords';
import classes from './map.module.css';

maplibregl.setWorkerUrl(workerUrl);

export interface MapControls {
  /** Moves the map to show what a cluster holds. */
  zoomInto: (place: Extract<Place, { kind: 'cluster' }>) => void;
}

interface MapCanvasProps {
  /** The places to draw; new ones replace the markers on the map as it stands, without moving it. */
  clusters: Clusters;
  /** Where the map starts (all the devices in view); read once, when it is made. */
  bounds: Bounds | undefined;
  /** The view the map shows after each move has ended (a pan, a zoom, a cluster opened). */
  onView?: (bounds: Bounds) => void;
  label: string;
  words: PlaceWords;
  deviceHref: (deviceId: string) => string;
  onPlaces: (places: Place[]) => void;
  controls: RefObject<MapControls | null>;
  /** Fills its container rather than taking a screen's height (a dashboard widget). */
  compact?: boolean;
  /** False: the map holds still and its places open nothing (a widget on the editor's canvas). */
  interactive?: boolean;
}

const placeKey = (place: Place) => (place.kind === 'cluster' ? `c${place.id}` : `d${place.deviceId}`);

function markerElement(place: Place, words: PlaceWords): HTMLElement {
  const element = document.createElement('div');
  const { colour, ink } = placeColours(place.worst);
  element.className = (place.kind === 'cluster' ? classes.cluster : classes.device) ?? '';
  element.style.setProperty('--place', colour);
  element.style.setProperty('--place-ink', ink);
  if (place.kind === 'cluster') {
    // Larger for more devices: 28 px for two, 52 px for 100 000.
    element.style.setProperty('--size', `${Math.round(28 + 24 * (Math.log10(place.count) / 5))}px`);
    element.textContent = words.count(place.count);
  }
  element.title = words.describe(place);
  element.setAttribute('aria-hidden', 'true');
  return element;
}

export default function MapCanvas({ clusters, bounds, label, words, deviceHref, onPlaces, onView, controls, compact, interactive = true }: MapCanvasProps) {
  const { t } = useLingui();
  const { config } = usePortal().platform;
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The latest callbacks, read by the map's own event handlers.
  const latest = useRef({ words, deviceHref, onPlaces, onView, clusters, bounds });
  latest.current = { words, deviceHref, onPlaces, onView, clusters, bounds };
  // Draws the places of the latest clusters in the current view, once the map has loaded.
  const redraw = useRef<(() => void) | null>(null);

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let map: maplibregl.Map;
    try {
      map = new maplibregl.Map({
        container: element,
        style: chooseMapStyle(config.map),
        bounds: latest.current.bounds ?? [-20, 30, 40, 65],
        // One device (or one site) is shown with its surroundings, not at the closest zoom.
        fitBoundsOptions: { padding: 40, maxZoom: 12 },
        maxZoom: 19,
        attributionControl: { compact: true },
        interactive,
      });
    } catch {
      // No WebGL: the list beside still shows every place.
      setState('failed');
      return;
    }
    if (interactive) map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    const markers = new Map<string, maplibregl.Marker>();
    let hideLabels: (() => void) | undefined;

    // Views answered out of order are dropped: only the latest one is drawn.
    let asked = 0;
    // The clusters the markers were drawn from: a cluster's id means another place in new ones.
    let drawnFrom: Clusters | undefined;
    const showPlaces = async () => {
      const question = ++asked;
      const view = map.getBounds();
      const { clusters } = latest.current;
      const places = await clusters.places([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()], map.getZoom());
      if (question !== asked) return;
      const { words: currentWords, deviceHref: href, onPlaces: report } = latest.current;
      const shown = new Set(drawnFrom === clusters ? places.map(placeKey) : []);
      drawnFrom = clusters;
      for (const [key, marker] of markers) {
        if (!shown.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
      for (const place of places) {
        const key = placeKey(place);
        if (markers.has(key)) continue;
        const markerNode = markerElement(place, currentWords);
        if (interactive) {
          markerNode.addEventListener('click', (event) => {
            event.stopPropagation();
            if (place.kind === 'cluster') void zoomInto(place, clusters);
            else location.assign(href(place.deviceId));
          });
        }
        markers.set(key, new maplibregl.Marker({ element: markerNode }).setLngLat([place.lon, place.lat]).addTo(map));
      }
      report(places);
    };

    // A cluster's id means something only in the index it came from: a marker still on screen when a newer search
    // replaced the index asks its own, or the click would do nothing (an id unknown to the new one).
    const zoomInto = async (place: Extract<Place, { kind: 'cluster' }>, from: Clusters) => {
      map.easeTo({ center: [place.lon, place.lat], zoom: await from.expansionZoom(place.id) });
    };
    controls.current = { zoomInto: (place) => void zoomInto(place, latest.current.clusters) };

    map.on('load', () => {
      hideLabels = showCountryLabels(map, mapLabels(config.map), classes.countryLabel ?? '');
      // Ready once the first places are on the map and it has drawn what it was loading.
      const idle = new Promise((resolve) => map.once('idle', resolve));
      void Promise.all([showPlaces(), idle]).then(() => setState('ready'));
      redraw.current = () => void showPlaces();
    });
    map.on('moveend', () => {
      void showPlaces();
      const view = map.getBounds();
      latest.current.onView?.([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()]);
    });
    map.on('error', (event) => console.warn('Map', event.error));
    return () => {
      controls.current = null;
      redraw.current = null;
      hideLabels?.();
      map.remove();
    };
  }, [config.map, controls, interactive]);

  useEffect(() => {
    redraw.current?.();
  }, [clusters]);

  return (
    <div className={compact ? `${classes.mapFrame} ${classes.compact}` : classes.mapFrame}>
      <div
        ref={container}
        className={compact ? `${classes.map} ${classes.compact}` : classes.map}
        role="region"
        aria-label={label}
        aria-busy={state === 'loading'}
        data-state={state}
      />
      {state === 'failed' && <p className={classes.mapFailed}>{t`The map cannot be drawn in this browser; the list shows the same places.`}</p>}
    </div>
  );
}
