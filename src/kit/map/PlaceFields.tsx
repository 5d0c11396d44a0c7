// Where a thing stands, in degrees (WGS 84): latitude and longitude typed as text and kept as typed, each named at its
// field when not a number within its range (nothing rounded or clamped), and a map opened on demand where a click or
// the dragged marker fills both fields. The fields are the keyboard's way (the map's marker is for the pointer). Used
// by the activation walkthrough (a device) and a gateway's panel.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { latitudeRange, longitudeRange, type PositionField } from '../../platform/positionRules';
import { Spinner } from '../../ui/Spinner';
import { pickedText, placeProblems, typedPlace } from './placeText';

const PlacePicker = lazy(() => import('./PlacePicker'));

export interface PlaceTexts {
  latitude: string;
  longitude: string;
}

export interface PlaceFieldsProps {
  /** The fields' ids are `${id}-latitude` and `${id}-longitude`, for the form to focus the first wrong one. */
  id: string;
  value: PlaceTexts;
  onChange: (value: PlaceTexts) => void;
  /** The person tried to go on: every field with a problem says it (a field out of range says it at once). */
  checked: boolean;
  /** What the map is of, for screen readers ("Map to place Yard gateway"). */
  mapLabel: string;
}

export const placeFieldId = (id: string, field: PositionField) => `${id}-${field}`;

export function PlaceFields({ id, value, onChange, checked, mapLabel }: PlaceFieldsProps) {
  const { t } = useLingui();
  const [mapOpen, setMapOpen] = useState(false);
  const problems = placeProblems(value.latitude, value.longitude);
  const shown = (field: PositionField) => problems.includes(field) && (checked || value[field].trim() !== '');
  const mapId = `${id}-map`;

  return (
    <Stack gap="xs">
      <Group gap="md" align="flex-start" grow>
        <TextInput
          id={placeFieldId(id, 'latitude')}
          label={t`Latitude`}
          required
          inputMode="decimal"
          value={value.latitude}
          onChange={(event) => onChange({ ...value, latitude: event.currentTarget.value })}
          description={t`From ${latitudeRange.min} to ${latitudeRange.max}`}
          error={shown('latitude') ? t`Enter a latitude from ${latitudeRange.min} to ${latitudeRange.max}.` : undefined}
        />
        <TextInput
          id={placeFieldId(id, 'longitude')}
          label={t`Longitude`}
          required
          inputMode="decimal"
          value={value.longitude}
          onChange={(event) => onChange({ ...value, longitude: event.currentTarget.value })}
          description={t`From ${longitudeRange.min} to ${longitudeRange.max}`}
          error={shown('longitude') ? t`Enter a longitude from ${longitudeRange.min} to ${longitudeRange.max}.` : undefined}
        />
      </Group>
      <Group>
        <Button variant="subtle" size="compact-sm" aria-expanded={mapOpen} aria-controls={mapId} onClick={() => setMapOpen((open) => !open)}>
          {mapOpen ? t`Hide the map` : t`Place on the map`}
        </Button>
      </Group>
      {mapOpen && (
        <div id={mapId}>
          <Text size="sm" c="dimmed" mb={4}>
            {t`Click the map or drag the marker: the latitude and longitude follow.`}
          </Text>
          <Suspense fallback={<Spinner label={t`Loading the map`} />}>
            <PlacePicker
              place={typedPlace(value.latitude, value.longitude)}
              label={mapLabel}
              onPick={(place) => onChange({ latitude: pickedText(place.latitude), longitude: pickedText(place.longitude) })}
            />
          </Suspense>
        </div>
      )}
    </Stack>
  );
}
