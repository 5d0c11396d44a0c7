// How a place of the map is named and coloured: the list beside the map and the markers on it say the same.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { severityLabel, severityLevel } from '../../ui/alarmSeverity';
import type { Place } from './clusters';

/** Colour of a place with no open alarm (white text on it: 4.5:1). */
const calmColour = '#2b8a3e';

export function placeColours(worst: number | undefined): { colour: string; ink: string } {
  return worst === undefined ? { colour: calmColour, ink: '#ffffff' } : severityLevel(worst);
}

export function usePlaceWords() {
  const { t, i18n } = useLingui();
  const alarms = (worst: number | undefined) => {
    if (worst === undefined) return t`no open alarms`;
    const level = severityLabel(i18n, worst);
    return t`worst open alarm ${level}`;
  };
  const name = (place: Place) =>
    place.kind === 'device' ? place.label : t({ message: plural(place.count, { one: '# device', other: '# devices' }) });
  return {
    alarms,
    name,
    /** "12 devices, worst open alarm 5 Critical". */
    describe: (place: Place) => `${name(place)}, ${alarms(place.worst)}`,
    /** The count a cluster's marker shows, short ("12K"). */
    count: (count: number) => i18n.number(count, { notation: 'compact' }),
  };
}

export type PlaceWords = ReturnType<typeof usePlaceWords>;
