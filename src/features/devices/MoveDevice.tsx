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
import type { ImportDestination } from '../../platform/deviceMoveClient';
import { isPlatformError } from '../../platform/errors';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
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
  const [moves] = useState(() => flows.moveDevice(organizationId, deviceId));
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);
  const [destination, setDestination] = useState<ImportDestination>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    setDestination(undefined);
    if (token.trim() === '') {
      setMissing(true);
      return;
    }
    void run(async () => setDestination(await moves.verify(token.trim())));
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
              setDestination(undefined);
            }}
            error={missing && t`Paste the import token.`}
          />
          <Button type="submit" variant="default" mt={44} loading={busy && destination === undefined}>
            {t`Check token`}
          </Button>
        </Group>
      </form>
      {destination && (
        <Group justify="space-between" align="center">
          <Text size="sm" role="status">{t`${label} will move to ${destination.name}, with its data and configuration.`}</Text>
          <Button color="red.9" loading={busy} onClick={() => void run(async () => (await moves.move(token.trim()), onMoved()))}>
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
