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
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useDeviceFlows } from './flows';

export function ReceiveDevice({ organizationId, onClose }: { organizationId: number; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const generation = useSubmitFlow(() => flows.importToken(organizationId));
  const token = generation.result;

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
          <Button onClick={() => generation.submit()} loading={generation.submitting} data-autofocus>
            {t`Generate import token`}
          </Button>
        )}
        {generation.stage === 'failed' && (
          <Callout tone="error" title={t`No token was generated`}>
            <ErrorMessage error={generation.error} />
          </Callout>
        )}
      </Stack>
    </Modal>
  );
}
