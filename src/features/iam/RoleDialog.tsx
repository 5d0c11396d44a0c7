// The role form in a dialog over the list: loads the role and the platform's permission list, checks the name,
// sends the role and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { RoleWrite } from '../../platform/iamTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useIamFlows, type IamOrganization } from './flows';
import { NameTaken } from './nameTaken';
import { PermissionGridField } from './PermissionGrid';
import { RoleForm } from './RoleForm';
import { roleBasics, roleWriteOf } from './roleForm';

export interface RoleDialogProps {
  organization: IamOrganization;
  /** The role to change; absent for a new role. */
  roleId?: number;
  onSaved: () => void;
  onClose: () => void;
}

export function RoleDialog({ organization, roleId, onSaved, onClose }: RoleDialogProps) {
  const { t } = useLingui();
  const flows = useIamFlows();
  const [machine] = useState(() => flows.roleForm(organization, roleId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onSaved();
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);
  const [sent, setSent] = useState<RoleWrite>();
  const taken = stage === 'submitFailed' && error instanceof NameTaken ? sent?.name : undefined;

  return (
    <FormDialog
      title={roleId === undefined ? t`New role` : t`Edit role`}
      size="xl"
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the role and the permissions`}
      loadFailedTitle={t`The role could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <>
          {stage === 'submitFailed' && taken === undefined && (
            <Callout tone="error" title={t`The role was not saved`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <RoleForm
            initial={roleBasics(data.role)}
            initialGrants={data.role?.applicationPermissions.map(({ id }) => id) ?? []}
            grantsField={(chosen, onChange, disabled) => (
              <PermissionGridField permissions={data.permissions} chosen={chosen} disabled={disabled} onChange={onChange} />
            )}
            submitting={stage === 'submitting'}
            takenName={taken}
            onSubmit={(values, applicationPermissions) => {
              const draft = roleWriteOf(values, { applicationPermissions });
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
