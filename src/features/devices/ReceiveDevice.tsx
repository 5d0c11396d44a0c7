// Hands out an import token of this organisation (spec §7 Core API "importToken generate"): whoever holds it may move
// a device of theirs here, until it expires.
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ImportToken } from '../../platform/deviceMoveClient';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useDeviceFlows } from './flows';

export function ReceiveDevice({ organizationId, onClose }: { organizationId: number; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [generate] = useState(() => flows.importToken(organizationId));
  const [token, setToken] = useState<ImportToken>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const request = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      setToken(await generate());
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Receive a device`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="sm">
        <Text size="sm">{t`Give this token to the organization that has the device: with it, they move the device here.`}</Text>
        {token ? (
          <>
            <TextInput label={t`Import token`} value={token.token} readOnly onFocus={(event) => event.currentTarget.select()} />
            <Text size="sm">
              {t`Valid until`} <DateTime value={token.expiresAt} />
            </Text>
          </>
        ) : (
          <Button onClick={() => void request()} loading={busy} data-autofocus>
            {t`Generate import token`}
          </Button>
        )}
        {failure !== undefined && (
          <Callout tone="error" title={t`No token was generated`}>
            <ErrorMessage error={failure} />
          </Callout>
        )}
      </Stack>
    </Modal>
  );
}
