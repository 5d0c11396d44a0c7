// Spec §2 /login and §5: the name login takes the username as name/domain and a password. Checked before anything is
// sent, each mistake named at its field (never trimmed into shape).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface NameLoginForm {
  username: string;
  password: string;
}

export type NameLoginErrors = Partial<Record<keyof NameLoginForm, MessageDescriptor>>;

/** name/domain: two parts, neither empty, no spaces and no further slash. */
export const isNameSlashDomain = (username: string) => /^[^/\s]+\/[^/\s]+$/.test(username);

export function validateNameLogin(form: NameLoginForm): NameLoginErrors {
  const errors: NameLoginErrors = {};
  if (!isNameSlashDomain(form.username)) errors.username = msg`Enter your user name and organization as name/domain.`;
  if (form.password === '') errors.password = msg`Enter your password.`;
  return errors;
}
