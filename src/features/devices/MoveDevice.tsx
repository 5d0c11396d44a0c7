// Moves one device to another organisation (spec §2 "move to another organisation with an import token"): the
// destination's import token is checked first, so the person sees where the device goes before moving it.
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
import { isPlatformError } from '../../platform/errors';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useDeviceFlows } from './flows';

export interface MoveDeviceProps {
  organizationId: number;
  deviceId: string;
  label: string;
  onMoved: () => void;
}

export function MoveDevice({ organizationId, deviceId, label, onMoved }: MoveDeviceProps) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);
  // The token is checked first (whose it is), then the device moved with it.
  const checking = useSubmitFlow(() => flows.importDestination());
  const moving = useSubmitFlow(() => flows.moveDevice(organizationId, deviceId), onMoved);
  const destination = checking.result;
  const failure = moving.error ?? checking.error;

  const check = (event: FormEvent) => {
    event.preventDefault();
    moving.edit();
    if (token.trim() === '') {
      checking.edit();
      setMissing(true);
      return;
    }
    checking.submit(token.trim());
  };

  return (
    <Stack gap="xs">
      <form onSubmit={check} noValidate>
        <Group align="flex-start" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label={t`Import token of the destination organization`}
            description={t`The destination generates it under Receive a device.`}
            value={token}
            onChange={(event) => {
              setToken(event.currentTarget.value);
              setMissing(false);
              checking.edit();
              moving.edit();
            }}
            error={missing && t`Paste the import token.`}
          />
          <Button type="submit" variant="default" mt={44} loading={checking.submitting}>
            {t`Check token`}
          </Button>
        </Group>
      </form>
      {destination && (
        <Group justify="space-between" align="center">
          <Text size="sm" role="status">{t`${label} will move to ${destination.name}, with its data and configuration.`}</Text>
          <Button color="red.9" loading={moving.submitting} onClick={() => moving.submit(token.trim())}>
            {t`Move to ${destination.name}`}
          </Button>
        </Group>
      )}
      {failure !== undefined && (
        <Callout tone="error" title={destination ? t`The device was not moved` : t`The token could not be checked`}>
          <ErrorMessage error={failure}>{isPlatformError(failure, 'notFound') && !destination && t`The token is unknown or has expired.`}</ErrorMessage>
        </Callout>
      )}
    </Stack>
  );
}
