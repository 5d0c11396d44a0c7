// Renaming a dashboard: its new name and description go to the list's flow, which saves them and reads the page
// again (a failure shows above the list).
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
import type { DashboardItem } from '../../../platform/dashboardTypes';
import type { NameFields } from './dashboardFields';
import { NameFieldsForm } from './NameFieldsForm';
import { showBidiControls } from '../../../ui/Bidi';

export function RenameDialog({ dashboard, onRename, onClose }: { dashboard: DashboardItem; onRename: (fields: NameFields) => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={t`Rename “${showBidiControls(dashboard.name)}”`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <NameFieldsForm
        initial={{ name: dashboard.name, description: dashboard.description }}
        submitLabel={t`Save`}
        submitting={false}
        onCancel={onClose}
        onSubmit={onRename}
      />
    </Modal>
  );
}
