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
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectError, selectStage } from '../../../../machines/loadAndSubmit.machine';
import { navigate } from '../../../routes/hashLocation';
import { emptyDocument } from '../../../platform/dashboardDocument';
import type { DashboardType } from '../../../platform/dashboardTypes';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { Callout } from '../../../ui/Callout';
import { useDashboardLinks } from './links';
import { NameFieldsForm } from './NameFieldsForm';
import { useDashboardLists } from '../listFlows';

export function CreateDashboardDialog({ type, onClose }: { type: DashboardType; onClose: () => void }) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const links = useDashboardLinks();
  const [machine] = useState(flows.createDashboard);
  const flow = useActorRef(machine, undefined, (snapshot) => {
    const created = snapshot.status === 'done' ? snapshot.context.result : undefined;
    if (created) navigate(links.editNew(created.id).slice(1));
  });
  const stage = useSelector(flow, selectStage);
  const error = useSelector(flow, selectError);

  return (
    <Modal
      opened
      onClose={onClose}
      title={type === 'WIDGET' ? t`New composed widget` : t`New dashboard`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {stage === 'submitFailed' && (
        <Callout tone="error" title={t`The dashboard was not created`}>
          <ErrorMessage error={error} />
        </Callout>
      )}
      <NameFieldsForm
        initial={{ name: '', description: '' }}
        submitLabel={t`Create and edit`}
        submitting={stage === 'submitting' || stage === 'done'}
        onCancel={onClose}
        onSubmit={({ name, description }) => {
          // The service gives the dashboard its id and stores the document under it.
          const document = emptyDocument({ id: 'new', name, description, pageTitle: t`Page 1`, now: Date.now() });
          flow.send({ type: 'user.submit', draft: { name, description, type, json: JSON.stringify(document) } });
        }}
      />
    </Modal>
  );
}
