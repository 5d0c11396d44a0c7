// The user form in a dialog over the list: checks a new user name with the service, creates the user and gives the
// chosen roles (or saves the change), and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { IamUser } from '../../platform/iamTypes';
import { useSwitch } from '../../sections/useSwitch';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useIamFlows, type IamOrganization, type UserDraft } from './flows';
import { NameTaken } from './nameTaken';
import { UserForm } from './UserForm';
import { newUserValues, userValues } from './userForm';
import type { UserRow } from './userRow';

export interface UserDialogProps {
  organization: IamOrganization;
  /** The user to change; absent for a new user. */
  user?: UserRow;
  /** The user as the service holds it once saved. */
  onSaved: (user: IamUser) => void;
  onClose: () => void;
}

export function UserDialog({ organization, user, onSaved, onClose }: UserDialogProps) {
  const { t } = useLingui();
  const flows = useIamFlows();
  const groupPolicies = useSwitch('groupPolicies');
  const [machine] = useState(() => flows.userForm(organization, user));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result !== undefined) onSaved(snapshot.context.result);
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const [sent, setSent] = useState<UserDraft>();
  const taken = stage === 'submitFailed' && error instanceof NameTaken && sent?.kind === 'create' ? sent.user.username : undefined;

  return (
    <FormDialog
      title={user === undefined ? t`New user` : t`Edit user ${user.username}`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the roles`}
      loadFailedTitle={t`The roles could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <>
          {stage === 'submitFailed' && taken === undefined && (
            <Callout tone="error" title={t`The user was not saved`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <UserForm
            initial={user ? userValues(user) : newUserValues()}
            editing={user}
            roles={data.roles}
            submitting={stage === 'submitting'}
            takenUsername={taken}
            groupPolicies={groupPolicies}
            onSubmit={(draft) => {
              setSent(draft);
              flow.send({ type: 'user.submit', draft });
            }}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}
