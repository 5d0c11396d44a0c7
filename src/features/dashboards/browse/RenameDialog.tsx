// Renaming a dashboard: its new name and description go to the list's flow, which saves them and reads the page
// again. The dialog stays while they are saved: a failure shows in it, with the name and description as typed.
import { Modal } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DashboardItem } from '../../../platform/dashboardTypes';
import type { NameFields } from './dashboardFields';
import { NameFieldsForm } from './NameFieldsForm';
import { showBidiControls } from '../../../ui/Bidi';

export interface RenameDialogProps {
  dashboard: DashboardItem;
  /** The rename is being saved. */
  saving: boolean;
  /** Shown above the fields: why the last rename was not saved. */
  children?: ReactNode;
  onRename: (fields: NameFields) => void;
  onClose: () => void;
}

export function RenameDialog({ dashboard, saving, children, onRename, onClose }: RenameDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={t`Rename “${showBidiControls(dashboard.name)}”`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {children}
      <NameFieldsForm
        initial={{ name: dashboard.name, description: dashboard.description }}
        submitLabel={t`Save`}
        submitting={saving}
        onCancel={onClose}
        onSubmit={onRename}
      />
    </Modal>
  );
}
