// The dialog every type of role is created and changed in: it loads what the form starts from, shows the role form
// with the field of what the type grants, says a failed save above it (a taken name at its field instead) and
// reports back once the service has saved the role.
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import type { Role } from '../../platform/iamTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useFormFlow } from '../../ui/useFormFlow';
import { NameTaken } from './nameTaken';
import { RoleForm } from './RoleForm';
import { roleBasics, type RoleBasics } from './roleForm';

export interface RoleFormDialogProps<Data extends { role?: Role }, Draft, Grants> {
  title: string;
  loadingLabel: string;
  size?: 'lg' | 'xl' | number;
  flow: () => ReturnType<typeof createLoadAndSubmitMachine<Data, Draft, Role>>;
  initialGrants: (data: Data) => Grants;
  grantsField: (data: Data, grants: Grants, onChange: (next: Grants) => void, disabled: boolean) => ReactNode;
  draftOf: (values: RoleBasics, grants: Grants) => Draft;
  onSaved: (role: Role) => void;
  onClose: () => void;
}

export function RoleFormDialog<Data extends { role?: Role }, Draft, Grants>(props: RoleFormDialogProps<Data, Draft, Grants>) {
  const { title, loadingLabel, size = 'lg', flow, initialGrants, grantsField, draftOf, onSaved, onClose } = props;
  const { t } = useLingui();
  const form = useFormFlow(flow, onSaved);
  const [sentName, setSentName] = useState<string>();
  const taken = form.submitError instanceof NameTaken ? sentName : undefined;
  const data = form.data;

  return (
    <FormDialog title={title} size={size} onClose={onClose} {...form.load} loadingLabel={loadingLabel} loadFailedTitle={t`The role could not be loaded`}>
      {data && (
        <>
          {form.submitError !== undefined && taken === undefined && (
            <Callout tone="error" title={t`The role was not saved`}>
              <ErrorMessage error={form.submitError} />
            </Callout>
          )}
          <RoleForm
            initial={roleBasics(data.role)}
            initialGrants={initialGrants(data)}
            grantsField={(grants, onChange, disabled) => grantsField(data, grants, onChange, disabled)}
            submitting={form.submitting}
            takenName={taken}
            onSubmit={(values, grants) => {
              setSentName(values.name);
              form.submit(draftOf(values, grants));
            }}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}
