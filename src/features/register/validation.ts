// Self-registration input rules, checked before sending so every mistake is named at its field; the service
// checks the same rules again.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface RegistrationForm {
  organizationName: string;
  username: string;
  email: string;
  password: string;
  passwordRepeat: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationForm | 'agreements', MessageDescriptor>>;

export function validateRegistration(form: RegistrationForm, allAgreementsAccepted: boolean): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const organizationName = form.organizationName.trim();
  if (organizationName.length < 3 || organizationName.length > 64) {
    errors.organizationName = msg`Use 3 to 64 characters.`;
  }
  if (!/^[a-z0-9._-]{3,32}$/.test(form.username)) {
    errors.username = msg`Use 3 to 32 lower-case letters, digits, dots, dashes or underscores.`;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = msg`Enter an e-mail address such as name@example.com.`;
  if (form.password.length < 8) errors.password = msg`Use at least 8 characters.`;
  if (form.passwordRepeat !== form.password) errors.passwordRepeat = msg`The passwords do not match.`;
  if (!allAgreementsAccepted) errors.agreements = msg`Accept every agreement to continue.`;
  return errors;
}
