// The places of the map in words: what the map shows, reachable with the keyboard and read by screen readers. A
// cluster's button zooms in (on the map, or into its parts when the map is not shown); a device's link opens it.
import { useLingui } from '@lingui/react/macro';
import { Name } from '../../ui/Bidi';
import type { Place } from '../../kit/map/clusters';
import { placeColours, type PlaceWords } from '../../kit/map/placeWords';
import classes from './deviceMap.module.css';

interface PlaceListProps {
  places: readonly Place[];
  label: string;
  words: PlaceWords;
  deviceHref: (deviceId: string) => string;
  onZoom: (place: Extract<Place, { kind: 'cluster' }>) => void;
}

export function PlaceList({ places, label, words, deviceHref, onZoom }: PlaceListProps) {
  const { t } = useLingui();
  return (
    <ul className={classes.places} aria-label={label}>
      {places.map((place) => {
        const { colour } = placeColours(place.worst);
        const swatch = <span className={classes.swatch} style={{ background: colour }} aria-hidden="true" />;
        if (place.kind === 'device') {
          return (
            <li key={`d${place.deviceId}`}>
              {swatch}
              <a href={deviceHref(place.deviceId)}>
                <Name>{place.label}</Name>
              </a>
              <span className={classes.alarms}>{words.alarms(place.worst)}</span>
            </li>
          );
        }
        const name = words.name(place);
        const alarms = words.alarms(place.worst);
        return (
          <li key={`c${place.id}`}>
            {swatch}
            <button type="button" className={classes.zoom} onClick={() => onZoom(place)} aria-label={t`Zoom in to ${name}, ${alarms}`}>
              {name}
            </button>
            <span className={classes.alarms}>{alarms}</span>
          </li>
        );
      })}
    </ul>
  );
}
