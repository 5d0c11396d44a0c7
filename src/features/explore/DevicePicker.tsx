// The devices compared: found by searching the organisation's devices on the server (label or id), added from the
// answers and removed from the chosen list. A device past the most compared at once is refused at the search field.
import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DevicesFound } from '../../ui/DevicesFound';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useSettledSearch } from '../../ui/useSettledSearch';
import { maxDevices } from './exploreChoice';
import { useExploreFlows, type ExploreDevice } from './flows';
import classes from './explore.module.css';

export function DevicePicker({
  organization,
  chosen,
  onChange,
}: {
  organization: string;
  chosen: readonly ExploreDevice[];
  onChange: (devices: ExploreDevice[]) => void;
}) {
  const { t } = useLingui();
  const flows = useExploreFlows();
  const [refused, setRefused] = useState(false);
  const search = useSettledSearch(() => flows.searchDevices(organization));
  const { answer: found, failure } = search;

  const add = (device: ExploreDevice) => {
    if (chosen.length >= maxDevices) {
      setRefused(true);
      return;
    }
    onChange([...chosen, device]);
  };
  const remove = (device: ExploreDevice) => {
    setRefused(false);
    onChange(chosen.filter(({ deviceId }) => deviceId !== device.deviceId));
  };
  const offered = (found?.devices ?? []).filter(({ deviceId }) => !chosen.some((device) => device.deviceId === deviceId));

  return (
    <Stack gap="xs">
      <TextInput
        label={t`Find a device`}
        description={t`Search by name or id`}
        value={search.text}
        onChange={(event) => {
          search.change(event.currentTarget.value);
          setRefused(false);
        }}
        error={refused ? t`At most ${maxDevices} devices are compared at once. Remove one to add another.` : undefined}
      />
      {failure !== undefined && (
        <Text size="sm" c="red.9" role="alert">
          {t`The devices could not be searched.`} <ErrorMessage error={failure} />
        </Text>
      )}
      {found && (
        <>
          <DevicesFound shown={found.devices.length} total={found.total} />
          {offered.length > 0 && (
            <ul className={classes.list} aria-label={t`Devices found`}>
              {offered.map((device) => (
                <li key={device.deviceId}>
                  <Button variant="subtle" size="compact-sm" onClick={() => add(device)} aria-label={t`Add ${device.label}`}>
                    {device.label}
                  </Button>
                  <Text span size="xs" c="dimmed" className={classes.id}>
                    {device.deviceId}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {chosen.length > 0 && (
        <ul className={classes.chosen} aria-label={t`Devices compared`}>
          {chosen.map((device) => (
            <li key={device.deviceId}>
              <Group gap={4} wrap="nowrap">
                <span>{device.label}</span>
                <CloseButton size="sm" aria-label={t`Remove ${device.label}`} onClick={() => remove(device)} />
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
