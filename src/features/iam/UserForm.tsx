// Create a user (a user name checked with the service first, an e-mail address, a password or an invitation to set
// one, what the person must do at first sign-in, and the organisation's roles to give) or change one (the e-mail
// address, a new password, an invitation to change it). Mistakes are named at their field before anything is sent.
import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { passwordLength, requiredActions } from '../../platform/iamRules';
import type { RequiredAction, Role } from '../../platform/iamTypes';
import type { UserDraft } from './flows';
import type { UserRow } from './userRow';
import { userDraftOf, validateUser, type UserFormErrors, type UserFormValues } from './userForm';
import { PasswordField } from '../../ui/PasswordField';

export interface UserFormProps {
  initial: UserFormValues;
  /** The user being changed; absent for a new one. */
  editing?: UserRow;
  /** The roles a new user may be given. */
  roles: readonly Role[];
  submitting: boolean;
  /** The user name the service said is taken, said at its field until it is changed. */
  takenUsername?: string;
  /** The `groupPolicies` experimental switch is on: the form offers the user's group policies. */
  groupPolicies?: boolean;
  onSubmit: (draft: UserDraft) => void;
  onCancel: () => void;
}

const fieldIds = { username: 'user-username', email: 'user-email', password: 'user-password' } satisfies Record<keyof UserFormErrors, string>;

const actionLabels = {
  UPDATE_PASSWORD: msg`Change the password`,
  CONFIGURE_TOTP: msg`Set up two-factor authentication (TOTP)`,
} satisfies Record<RequiredAction, unknown>;

export function UserForm({ initial, editing, roles, submitting, takenUsername, groupPolicies = false, onSubmit, onCancel }: UserFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const errors: UserFormErrors = attempted ? validateUser(values, editing !== undefined) : {};
  if (errors.username === undefined && takenUsername !== undefined && takenUsername === values.username) {
    errors.username = msg`This user name is taken. Choose another one.`;
  }
  const message = (field: keyof UserFormErrors) => (errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateUser(values, editing !== undefined);
    const first = (Object.keys(fieldIds) as (keyof UserFormErrors)[]).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldIds[first])?.focus();
      return;
    }
    onSubmit(userDraftOf(values, editing, groupPolicies));
  };

  const passwordField = (label: string, description: string, required: boolean) => (
    <PasswordField
      required={required}
      id={fieldIds.password}
      label={label}
      description={description}
      autoComplete="new-password"
      value={values.password}
      error={message('password')}
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
      onChange={(event) => set('password', event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t`User`}>
      <Stack gap="sm">
        {editing ? (
          <Text>
            {t`User name`}: <strong>{editing.username}</strong>
          </Text>
        ) : (
          <TextInput
            id={fieldIds.username}
            label={t`User name`}
            description={t`Lower-case letters, digits and . _ - @`}
            required
            autoComplete="off"
            value={values.username}
            error={message('username')}
            onChange={(event) => set('username', event.currentTarget.value)}
          />
        )}
        <TextInput
          id={fieldIds.email}
          type="email"
          label={t`E-mail address`}
          required
          value={values.email}
          error={message('email')}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
        {groupPolicies && (
          <Checkbox
            label={t`Group policies`}
            description={t`The user also reaches the devices of their user groups' security policies.`}
            checked={values.groupPoliciesEnabled}
            onChange={(event) => set('groupPoliciesEnabled', event.currentTarget.checked)}
          />
        )}
        {editing ? (
          <>
            {passwordField(t`New password`, t`Leave empty to keep the current password.`, false)}
            <Checkbox
              label={t`Send an invitation to change the password`}
              checked={values.passwordChangeInvitation}
              onChange={(event) => set('passwordChangeInvitation', event.currentTarget.checked)}
            />
          </>
        ) : (
          <>
            <Radio.Group
              label={t`How the user gets a password`}
              value={values.credential}
              onChange={(value) => set('credential', value === 'password' ? 'password' : 'invitation')}
            >
              <Stack gap={6} mt={4}>
                <Radio value="invitation" label={t`Send an invitation by e-mail to set a password`} />
                <Radio value="password" label={t`Set a password now`} />
              </Stack>
            </Radio.Group>
            {values.credential === 'password' &&
              passwordField(t`Password`, t`${passwordLength.min} to ${passwordLength.max} characters.`, true)}
            <Checkbox.Group
              label={t`At the first sign-in, the user must`}
              value={values.requiredActions}
              onChange={(chosen) => set('requiredActions', requiredActions.filter((action) => chosen.includes(action)))}
            >
              <Stack gap={6} mt={4}>
                {requiredActions.map((action) => (
                  <Checkbox key={action} value={action} label={i18n._(actionLabels[action])} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Checkbox.Group label={t`Roles`} value={values.roleIds} onChange={(chosen) => set('roleIds', chosen)}>
              <Stack gap={6} mt={4}>
                {roles.length === 0 && <Text size="sm" c="dimmed">{t`This organization has no roles yet.`}</Text>}
                {roles.map((role) => (
                  <Checkbox key={role.id} value={String(role.id)} label={role.name} description={role.description || undefined} />
                ))}
              </Stack>
            </Checkbox.Group>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {editing ? t`Save user` : t`Create user`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
