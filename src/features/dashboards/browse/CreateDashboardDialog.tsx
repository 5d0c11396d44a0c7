// A new dashboard (or composed widget): its name and description are stored with a first, empty document, then the
// editor opens it (spec §2 /dashboards/{id}/new).
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
import { navigate } from '../../../routes/hashLocation';
import { emptyDocument } from '../../../platform/dashboardDocument';
import type { DashboardType } from '../../../platform/dashboardTypes';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { Callout } from '../../../ui/Callout';
import { useFormFlow } from '../../../ui/useFormFlow';
import { useDashboardLinks } from './links';
import { NameFieldsForm } from './NameFieldsForm';
import { useDashboardLists } from '../listFlows';

export function CreateDashboardDialog({ type, onClose }: { type: DashboardType; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const links = useDashboardLinks();
  const { submitting, submitError, submit } = useFormFlow(flows.createDashboard, (created) =>
    navigate(links.editNew(created.id).slice(1)),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={type === 'WIDGET' ? t`New composed widget` : t`New dashboard`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {submitError !== undefined && (
        <Callout tone="error" title={t`The dashboard was not created`}>
          <ErrorMessage error={submitError} />
        </Callout>
      )}
      <NameFieldsForm
        initial={{ name: '', description: '' }}
        submitLabel={t`Create and edit`}
        submitting={submitting}
        onCancel={onClose}
        onSubmit={({ name, description }) => {
          // The service gives the dashboard its id and stores the document under it.
          const document = emptyDocument({ id: 'new', name, description, pageTitle: t`Page 1`, now: Date.now() });
          submit({ name, description, type, json: JSON.stringify(document) });
        }}
      />
    </Modal>
  );
}
