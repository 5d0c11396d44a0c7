// The sub-organisation form in a dialog over the tree: loads what the parent lets its sub-organisations switch on
// (and, editing, what this one lets its own), sends the organisation (waiting for the license manager when it is
// new) and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useOrganizationFlows, type OrganizationTarget } from './flows';
import { OrganizationForm } from './OrganizationForm';
import { newOrganizationValues, organizationValues } from './organizationForm';

export interface OrganizationDialogProps {
  target: OrganizationTarget;
  onSaved: () => void;
  onClose: () => void;
}

export function OrganizationDialog({ target, onSaved, onClose }: OrganizationDialogProps) {
  const { t } = useLingui();
  const flows = useOrganizationFlows();
  const [machine] = useState(() => flows.organizationForm(target));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onSaved();
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const editing = target.organization;
  const parentName = target.parent.label;

  return (
    <FormDialog
      title={editing ? t`Edit ${editing.label}` : t`New sub-organization of ${parentName}`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading what ${parentName} allows`}
      loadFailedTitle={t`What ${parentName} allows could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <>
          {stage === 'submitFailed' && (
            <Callout tone="error" title={editing ? t`The organization was not saved` : t`The sub-organization was not created`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <OrganizationForm
            initial={editing && data.grant && data.licence ? organizationValues(editing, data.grant, data.licence) : newOrganizationValues()}
            editing={editing !== undefined}
            parentName={parentName}
            parentGrant={data.parentGrant}
            submitting={stage === 'submitting'}
            onSubmit={(draft) => flow.send({ type: 'user.submit', draft })}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}
