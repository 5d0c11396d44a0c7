// The map where one place is picked (maplibre-gl, loaded only with this component, on the same background as the
// device map: mapStyle.ts): a click puts the marker there, the marker can be dragged, and each pick is reported in
// degrees. The place typed in the fields beside it moves the marker. The map is the pointer's way; the fields are the
// keyboard's and screen reader's (PlaceFields.tsx), so the marker stays out of the tab order and the accessibility tree.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePortal } from '../../portal/portal';
import { chooseMapStyle } from './mapStyle';
import type { Place } from './placeText';
import classes from './map.module.css';

maplibregl.setWorkerUrl(workerUrl);

/** A placed thing is shown with its surroundings (a site, a street); with no place yet, the whole world. */
const placedZoom = 12;
const worldView = { center: [10, 30] as [number, number], zoom: 1 };

interface PlacePickerProps {
  place: Place | undefined;
  label: string;
  onPick: (place: Place) => void;
}

export default function PlacePicker({ place, label, onPick }: PlacePickerProps) {
  const { t } = useLingui();
  const { config } = usePortal().platform;
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The marker is on the map once a place is known (typed, saved or picked).
  const map = useRef<{ map: maplibregl.Map; marker: maplibregl.Marker; placed: boolean } | null>(null);
  // The latest callback and place, read by the map's own event handlers and when it starts.
  const latest = useRef({ place, onPick });
  useLayoutEffect(() => {
    latest.current = { place, onPick };
  });

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const start = latest.current.place;
    let drawn: maplibregl.Map;
    try {
      drawn = new maplibregl.Map({
        container: element,
        style: chooseMapStyle(config.map),
        ...(start ? { center: [start.longitude, start.latitude], zoom: placedZoom } : worldView),
        maxZoom: 19,
        attributionControl: { compact: true },
      });
    } catch {
      // No WebGL: the fields still take the place.
      setState('failed');
      return;
    }
    drawn.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    const marker = new maplibregl.Marker({ draggable: true });
    marker.getElement().setAttribute('aria-hidden', 'true');
    marker.getElement().removeAttribute('tabindex');
    const shown = { map: drawn, marker, placed: start !== undefined };
    if (start) marker.setLngLat([start.longitude, start.latitude]).addTo(drawn);
    // A longitude past the antimeridian (the world drawn twice) is the same place within -180…180.
    const pick = (at: maplibregl.LngLat) => {
      const wrapped = at.wrap();
      marker.setLngLat(wrapped).addTo(drawn);
      shown.placed = true;
      latest.current.onPick({ latitude: wrapped.lat, longitude: wrapped.lng });
    };
    drawn.on('click', (event) => pick(event.lngLat));
    marker.on('dragend', () => pick(marker.getLngLat()));
    drawn.on('load', () => drawn.once('idle', () => setState('ready')));
    drawn.on('error', (event) => console.warn('Map', event.error));
    map.current = shown;
    return () => {
      map.current = null;
      drawn.remove();
    };
  }, [config.map]);

  // A place typed in the fields moves the marker, and the map to it when it is out of view.
  const latitude = place?.latitude;
  const longitude = place?.longitude;
  useEffect(() => {
    const shown = map.current;
    if (shown === null || latitude === undefined || longitude === undefined) return;
    const at = new maplibregl.LngLat(longitude, latitude);
    if (shown.placed && shown.marker.getLngLat().distanceTo(at) === 0) return;
    shown.marker.setLngLat(at).addTo(shown.map);
    shown.placed = true;
    if (!shown.map.getBounds().contains(at)) shown.map.easeTo({ center: at, zoom: Math.max(shown.map.getZoom(), placedZoom) });
  }, [latitude, longitude]);

  return (
    <div className={classes.mapFrame}>
      <div ref={container} className={`${classes.map} ${classes.picker}`} role="region" aria-label={label} aria-busy={state === 'loading'} data-state={state} />
      {state === 'failed' && <p className={classes.mapFailed}>{t`The map cannot be drawn in this browser; enter the coordinates instead.`}</p>}
    </div>
  );
}
