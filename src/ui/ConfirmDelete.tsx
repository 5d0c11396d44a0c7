// The confirmation before a destructive step (a deletion, access taken away): what goes and what it means, Cancel or
// the button naming the step (the list's row action waits in its confirming state meanwhile, its buttons disabled
// while the step runs).
import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface ConfirmDeleteProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  acting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDelete({ opened, title, children, confirmLabel, acting, onCancel, onConfirm }: ConfirmDeleteProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" disabled={acting} onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button color="red.9" loading={acting} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
