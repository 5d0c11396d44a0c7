// Finds a device by what a person knows of it (./flows.ts `findDevice`): the alias read off the machine or a label
// printed at activation (spec §7 platform controller `deviceByAlias`; it stays when the device is renamed), the name it
// is known by (the core's lookup by label), or part of either or of its hardware id (the core's search). One device
// found opens; several are listed to choose from.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Name, showBidiControls } from '../../ui/Bidi';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useDeviceFlows } from './flows';

export interface FindDeviceProps {
  organization: string;
  organizationId: number;
  onOpen: (deviceId: string) => void;
  onClose: () => void;
}

export function FindDevice({ organization, organizationId, onOpen, onClose }: FindDeviceProps) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const finding = useSubmitFlow(
    () => flows.findDevice(organization, organizationId),
    (found) => {
      if ('deviceId' in found) onOpen(found.deviceId);
    },
  );
  const asked = showBidiControls(finding.draft?.trim() ?? '');
  const matches = finding.result !== undefined && 'matches' in finding.result ? finding.result : undefined;
  const fieldError = blank
    ? t`Enter the device's alias or name.`
    : matches?.total === 0
      ? t`No device has the alias or name “${asked}”, and no name, alias or hardware ID contains it.`
      : undefined;

  return (
    <Modal opened onClose={onClose} title={t`Find a device`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const empty = text.trim() === '';
          setBlank(empty);
          if (!empty) finding.submit(text);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t`The alias is the name the device was activated with; it stays when the device is renamed.`}</Text>
          <TextInput
            label={t`Alias or name`}
            description={t`Part of a name, an alias or a hardware ID lists the devices that contain it.`}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setBlank(false);
              finding.edit();
            }}
            error={fieldError}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          {finding.error !== undefined && (
            <Callout tone="error" title={t`The device could not be looked up`}>
              <ErrorMessage error={finding.error} />
            </Callout>
          )}
          {matches !== undefined && matches.total > 0 && (
            <Stack gap={4} role="group" aria-label={t`Devices found for “${asked}”`}>
              <Text size="sm" role="status">
                {matches.total > matches.matches.length
                  ? t`The first ${matches.matches.length} of ${matches.total} devices found: type more to narrow them.`
                  : t`Devices found: ${matches.total}. Choose one to open.`}
              </Text>
              {matches.matches.map((device) => (
                <Button
                  key={device.id}
                  variant="subtle"
                  justify="space-between"
                  onClick={() => onOpen(device.hwId)}
                  aria-label={t`Open ${showBidiControls(device.label)}`}
                >
                  <Name>{device.label}</Name>
                  <Text span size="xs" c="dimmed" ml="sm">
                    <Name>{device.alias}</Name>
                  </Text>
                </Button>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={finding.submitting}>
              {t`Find`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
