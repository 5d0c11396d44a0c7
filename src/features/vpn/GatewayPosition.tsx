// A gateway placed by coordinates: latitude and longitude typed as text and kept as typed, each refused at its field
// unless a number within its range (-90…90, -180…180; nothing rounded or clamped), then sent.
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
import { useState, type FormEvent } from 'react';
import { latitudeRange, longitudeRange } from '../../platform/positionRules';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useVpnFlows } from './flows';

type Step = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/** Degrees as typed, when a plain decimal number within the range; else undefined. */
function degreesOf(text: string, { min, max }: { min: number; max: number }): number | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

export interface GatewayPositionProps {
  organization: string;
  gatewayId: string;
  latitude?: string;
  longitude?: string;
  onPlaced: () => void;
}

export function GatewayPosition({ organization, gatewayId, latitude: placedLatitude, longitude: placedLongitude, onPlaced }: GatewayPositionProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [place] = useState(() => flows.setPosition(organization, gatewayId));
  const [latitude, setLatitude] = useState(placedLatitude ?? '');
  const [longitude, setLongitude] = useState(placedLongitude ?? '');
  const [attempted, setAttempted] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const lat = degreesOf(latitude.trim(), latitudeRange);
  const lon = degreesOf(longitude.trim(), longitudeRange);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (lat === undefined || lon === undefined) {
      document.getElementById(lat === undefined ? 'gateway-latitude' : 'gateway-longitude')?.focus();
      return;
    }
    setStep({ kind: 'busy' });
    try {
      await place({ latitude: lat, longitude: lon });
      setStep({ kind: 'done' });
      onPlaced();
    } catch (error) {
      setStep({ kind: 'failed', error });
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t`Position`}>
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <TextInput
            id="gateway-latitude"
            label={t`Latitude`}
            w={160}
            inputMode="decimal"
            value={latitude}
            error={attempted && lat === undefined ? t`Enter a number from ${latitudeRange.min} to ${latitudeRange.max}.` : undefined}
            onChange={(event) => setLatitude(event.currentTarget.value)}
          />
          <TextInput
            id="gateway-longitude"
            label={t`Longitude`}
            w={160}
            inputMode="decimal"
            value={longitude}
            error={attempted && lon === undefined ? t`Enter a number from ${longitudeRange.min} to ${longitudeRange.max}.` : undefined}
            onChange={(event) => setLongitude(event.currentTarget.value)}
          />
        </Group>
        <Group>
          <Button type="submit" variant="default" loading={step.kind === 'busy'}>
            {t`Save position`}
          </Button>
        </Group>
        {step.kind === 'done' && <Text role="status" size="sm">{t`The gateway's position is saved.`}</Text>}
        {step.kind === 'failed' && (
          <Callout tone="error" title={t`The position was not saved`}>
            <ErrorMessage error={step.error} />
          </Callout>
        )}
      </Stack>
    </form>
  );
}
