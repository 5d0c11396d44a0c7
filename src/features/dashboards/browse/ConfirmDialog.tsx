// A destructive step's confirmation: what will be lost, and a button naming the step. The step runs in the list's
// flow, so the buttons stay disabled while it does.
import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The step is under way. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ opened, title, children, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" disabled={busy} onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button color="red.9" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
