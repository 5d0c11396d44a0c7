// An application role in a dialog over the list: loads the role and the platform's permission list, checks the
// name, sends the role with the permissions chosen in the grid and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import type { Role } from '../../platform/iamTypes';
import { useIamFlows } from './flows';
import type { IamOrganization } from './iamOrganization';
import { PermissionGridField } from './PermissionGrid';
import { roleWriteOf } from './roleForm';
import { RoleFormDialog } from './RoleFormDialog';

export interface RoleDialogProps {
  organization: IamOrganization;
  /** The role to change; absent for a new role. */
  roleId?: number;
  /** The role as the service holds it once saved. */
  onSaved: (role: Role) => void;
  onClose: () => void;
}

export function RoleDialog({ organization, roleId, onSaved, onClose }: RoleDialogProps) {
  const { t } = useLingui();
  const flows = useIamFlows();
  return (
    <RoleFormDialog
      title={roleId === undefined ? t`New role` : t`Edit role`}
      // The grid's nine columns of action names, German's long ones too, side by side at desktop width.
      size={1040}
      loadingLabel={t`Loading the role and the permissions`}
      flow={() => flows.roleForm(organization, roleId)}
      initialGrants={(data) => data.role?.applicationPermissions.map(({ id }) => id) ?? []}
      grantsField={(data, chosen, onChange, disabled) => (
        <PermissionGridField permissions={data.permissions} chosen={chosen} disabled={disabled} onChange={onChange} />
      )}
      draftOf={(values, applicationPermissions) => roleWriteOf(values, { applicationPermissions })}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
