// The remote application form in a dialog over the list: loads the application being edited, sends it, and reports
// back once the service has saved it; what the service refused is told above the form, with what was typed kept.
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { RemoteApplication } from '../../platform/vpnClient';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { ApplicationForm } from './ApplicationForm';
import { applicationValues, newApplicationValues } from './applicationForm';
import { useVpnFlows } from './flows';

export interface ApplicationDialogProps {
  organization: string;
  /** The application to edit; absent for a new one. */
  applicationId?: string;
  onSaved: (application: RemoteApplication) => void;
  onClose: () => void;
}

export function ApplicationDialog({ organization, applicationId, onSaved, onClose }: ApplicationDialogProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.applicationForm(organization, applicationId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result) onSaved(snapshot.context.result);
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);

  return (
    <FormDialog
      title={applicationId === undefined ? t`New remote application` : t`Edit remote application`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the application`}
      loadFailedTitle={t`The application could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {stage === 'submitFailed' && (
        <Callout tone="error" title={t`The application was not saved`}>
          <ErrorMessage error={error} />
        </Callout>
      )}
      <ApplicationForm
        initial={data ? applicationValues(data) : newApplicationValues()}
        submitting={stage === 'submitting'}
        onSubmit={(draft) => flow.send({ type: 'user.submit', draft })}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
