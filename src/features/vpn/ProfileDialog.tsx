// The profile form in a dialog over the list: loads every application of the domain (and the profile being edited),
// sends the profile, and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { ProfileForm } from './ProfileForm';
import { useVpnFlows, type ProfileFormData } from './flows';

export interface ProfileDialogProps {
  organization: string;
  /** The profile to edit; absent for a new one. */
  profileId?: string;
  onSaved: () => void;
  onClose: () => void;
}

export function ProfileDialog({ organization, profileId, onSaved, onClose }: ProfileDialogProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.profileForm(organization, profileId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onSaved();
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData<ProfileFormData>);
  const error = useSelector(flow, selectError);

  return (
    <FormDialog
      title={profileId === undefined ? t`New application profile` : t`Edit application profile`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the profile`}
      loadFailedTitle={t`The profile could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <>
          {stage === 'submitFailed' && (
            <Callout tone="error" title={t`The profile was not saved`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <ProfileForm
            applications={data.applications}
            profile={data.profile}
            submitting={stage === 'submitting'}
            onSubmit={(draft) => flow.send({ type: 'user.submit', draft })}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}
