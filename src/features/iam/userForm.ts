// The user form's values and rules, checked before sending so every mistake is named at its field; the service
// checks the same limits again (src/platform/iamRules.ts). Nothing typed is trimmed, cut or lower-cased behind the
// person's back: a value out of bounds is refused with what is wrong.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isEmail, isUsername, maxEmailLength, maxUsernameLength, passwordLength } from '../../platform/iamRules';
import type { RequiredAction } from '../../platform/iamTypes';
import type { UserDraft } from './flows';
import type { UserRow } from './userRow';

export interface UserFormValues {
  username: string;
  email: string;
  /** A new user gets a password now, or an invitation by e-mail to set one. */
  credential: 'password' | 'invitation';
  password: string;
  requiredActions: RequiredAction[];
  /** Role ids as the checkboxes hold them. */
  roleIds: string[];
  /** Editing: send the user an invitation to change the password. */
  passwordChangeInvitation: boolean;
  /** The user's security policies come from their groups too; sent only while the `groupPolicies` switch is on. */
  groupPoliciesEnabled: boolean;
}

export type UserFormErrors = Partial<Record<'username' | 'email' | 'password', MessageDescriptor>>;

export function newUserValues(): UserFormValues {
  return {
    username: '',
    email: '',
    credential: 'invitation',
    password: '',
    requiredActions: ['UPDATE_PASSWORD'],
    roleIds: [],
    passwordChangeInvitation: false,
    groupPoliciesEnabled: false,
  };
}

export function userValues(user: UserRow): UserFormValues {
  return {
    ...newUserValues(),
    username: user.username,
    email: user.email,
    credential: 'password',
    requiredActions: [],
    groupPoliciesEnabled: user.groupPoliciesEnabled === true,
  };
}

export function validateUser(values: UserFormValues, editing: boolean): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!editing) {
    if (values.username === '') errors.username = msg`Enter a user name.`;
    else if (values.username.length > maxUsernameLength) errors.username = msg`Use at most ${maxUsernameLength} characters.`;
    else if (!isUsername(values.username)) errors.username = msg`Use lower-case letters, digits and . _ - @ only.`;
  }
  if (values.email === '') errors.email = msg`Enter an e-mail address.`;
  else if (values.email.length > maxEmailLength) errors.email = msg`Use at most ${maxEmailLength} characters.`;
  else if (!isEmail(values.email)) errors.email = msg`Enter an e-mail address such as name@example.com.`;
  // Editing, an empty password keeps the current one.
  const wantsPassword = editing ? values.password !== '' : values.credential === 'password';
  if (wantsPassword && (values.password.length < passwordLength.min || values.password.length > passwordLength.max)) {
    errors.password = msg`Use ${passwordLength.min} to ${passwordLength.max} characters.`;
  }
  return errors;
}

/** What the dialog sends for valid values; `groupPolicies`: the switch is on, so the form showed the choice. */
export function userDraftOf(values: UserFormValues, editing: UserRow | undefined, groupPolicies: boolean): UserDraft {
  const policies = groupPolicies ? { groupPoliciesEnabled: values.groupPoliciesEnabled } : {};
  if (editing) {
    return {
      kind: 'update',
      id: editing.id,
      user: {
        email: values.email,
        ...(values.password === '' ? {} : { password: values.password }),
        ...(values.passwordChangeInvitation ? { passwordChangeInvitation: true } : {}),
        ...policies,
      },
    };
  }
  const invited = values.credential === 'invitation';
  return {
    kind: 'create',
    user: {
      username: values.username,
      email: values.email,
      ...(invited ? { passwordChangeInvitation: true } : { password: values.password }),
      requiredActions: values.requiredActions,
      ...policies,
    },
    roleIds: values.roleIds.map(Number),
  };
}
