// Opens a device by its alias, the name it registered with (spec §7 platform controller `deviceByAlias`): what a
// person reads off the machine or a label printed at activation, which stays when the device is renamed here.
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
import { isPlatformError } from '../../platform/errors';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useDeviceFlows } from './flows';

export function OpenByAlias({ organization, onOpen, onClose }: { organization: string; onOpen: (deviceId: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [alias, setAlias] = useState('');
  const [blank, setBlank] = useState(false);
  const lookup = useSubmitFlow(() => flows.deviceByAlias(organization), (device) => onOpen(device.deviceId));
  const unknown = isPlatformError(lookup.error) && lookup.error.kind === 'notFound' ? lookup.draft?.trim() : undefined;
  const fieldError = blank ? t`Enter the device's alias.` : unknown !== undefined ? t`No device has the alias “${unknown}”.` : undefined;

  return (
    <Modal opened onClose={onClose} title={t`Open a device by its alias`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const empty = alias.trim() === '';
          setBlank(empty);
          if (!empty) lookup.submit(alias);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t`The alias is the name the device was activated with; it stays when the device is renamed.`}</Text>
          <TextInput
            label={t`Alias`}
            value={alias}
            onChange={(event) => {
              setAlias(event.currentTarget.value);
              setBlank(false);
              lookup.edit();
            }}
            error={fieldError}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          {lookup.error !== undefined && unknown === undefined && (
            <Callout tone="error" title={t`The device could not be looked up`}>
              <ErrorMessage error={lookup.error} />
            </Callout>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={lookup.submitting}>
              {t`Open device`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
