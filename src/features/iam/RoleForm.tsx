// Create or change one role: its name (checked with the service before it is used), a description, whether it is
// in force, and what it grants, drawn by the dialog of its type (application permissions as the action × resource
// grid, a device role's levels, a data role's model paths). Mistakes are named at their field before anything is
// sent; what was typed stays.
import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { maxRoleNameLength } from '../../platform/iamRules';
import { validateRole, type RoleBasics, type RoleFormErrors } from './roleForm';

export interface RoleFormProps<Grants> {
  initial: RoleBasics;
  initialGrants: Grants;
  /** The field that chooses what the role grants. */
  grantsField: (grants: Grants, onChange: (next: Grants) => void, disabled: boolean) => ReactNode;
  submitting: boolean;
  /** The name the service said is taken, said at the name field until it is changed. */
  takenName?: string;
  onSubmit: (values: RoleBasics, grants: Grants) => void;
  onCancel: () => void;
}

const fieldIds = { name: 'role-name', description: 'role-description' } satisfies Record<keyof RoleFormErrors, string>;

export function RoleForm<Grants>({ initial, initialGrants, grantsField, submitting, takenName, onSubmit, onCancel }: RoleFormProps<Grants>) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [grants, setGrants] = useState(initialGrants);
  const [attempted, setAttempted] = useState(false);
  const errors: RoleFormErrors = attempted ? validateRole(values) : {};
  if (errors.name === undefined && takenName !== undefined && takenName === values.name) errors.name = msg`A role with this name exists. Choose another name.`;
  const message = (field: keyof RoleFormErrors) => (errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof RoleBasics>(field: K, value: RoleBasics[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateRole(values);
    const first = (Object.keys(fieldIds) as (keyof RoleFormErrors)[]).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldIds[first])?.focus();
      return;
    }
    onSubmit(values, grants);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Role`}>
      <Stack gap="sm">
        <TextInput
          id={fieldIds.name}
          label={t`Name`}
          description={t`Up to ${maxRoleNameLength} letters, digits, spaces and . _ -`}
          required
          value={values.name}
          error={message('name')}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <Textarea
          id={fieldIds.description}
          label={t`Description`}
          minRows={2}
          value={values.description}
          error={message('description')}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Switch label={t`In force`} checked={values.enabled} onChange={(event) => set('enabled', event.currentTarget.checked)} />
        {grantsField(grants, setGrants, submitting)}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Save role`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
