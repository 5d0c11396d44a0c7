// What the identity provider's pages do to a person's credentials, in both realms: the main realm's required actions
// at sign-in (./signInSteps.ts) and the accounts realm's account actions (./accountActions.ts) change a
// password or set up an authenticator app by the same rules, and the authenticator's code is checked the same way.
import { passwordLength, requiredActions } from '../../src/platform/iamRules';
import type { RequiredAction } from '../../src/platform/iamTypes';
import { store, type SandboxUser } from '../store';
import { totpMatches } from './totp';

const maxDeviceNameLength = 255;

/**
 * What the person must do before their sign-in completes, in Keycloak's order (authenticator first, then the
 * password): the account's required actions, and a new password when they were invited to set one.
 */
export function pendingRequiredActions(user: SandboxUser): RequiredAction[] {
  const account = store().iam.accounts.find((candidate) => candidate.userId === user.id);
  if (account === undefined) return [];
  return requiredActions.filter((action) => account.requiredActions.includes(action) || (action === 'UPDATE_PASSWORD' && account.passwordChangeInvitation));
}

const authenticatorKeys = (user: SandboxUser): string[] =>
  store().iam.credentials.flatMap((credential) => (credential.userId === user.id && credential.type === 'otp' && credential.secret !== undefined ? [credential.secret] : []));

/** Whether the person has an authenticator app whose code the provider can check: it is then asked at sign-in. */
export const hasAuthenticator = (user: SandboxUser): boolean => authenticatorKeys(user).length > 0;

/** Whether `code` is the current code of one of the person's authenticator apps. */
export async function authenticatorCodeMatches(user: SandboxUser, code: string): Promise<boolean> {
  for (const key of authenticatorKeys(user)) if (await totpMatches(key, code)) return true;
  return false;
}

/**
 * Does `action` with the page's fields (`password-new` twice; or `totp` of the shown key and `userLabel`): the message
 * for the page when a field is refused, nothing when done. Done, the action is no longer required of the person.
 */
export async function performCredentialAction(user: SandboxUser, action: RequiredAction, form: URLSearchParams, totpSecret: string | undefined): Promise<string | undefined> {
  if (action === 'UPDATE_PASSWORD') {
    const next = form.get('password-new') ?? '';
    if (next.length < passwordLength.min || next.length > passwordLength.max) return `The new password needs ${passwordLength.min} to ${passwordLength.max} characters.`;
    if (next !== form.get('password-confirm')) return 'The new passwords do not match.';
    user.password = next;
  } else {
    const label = form.get('userLabel')?.trim() || 'Authenticator app';
    if (label.length > maxDeviceNameLength) return `The device name has at most ${maxDeviceNameLength} characters.`;
    if (totpSecret === undefined || !(await totpMatches(totpSecret, form.get('totp') ?? ''))) return 'That code is not the one your authenticator app shows now.';
    store().iam.credentials.push({ id: `otp-${crypto.randomUUID()}`, userId: user.id, type: 'otp', userLabel: label, createdDate: Date.now(), secret: totpSecret });
  }
  for (const account of store().iam.accounts) {
    if (account.userId !== user.id) continue;
    account.requiredActions = account.requiredActions.filter((required) => required !== action);
    // The invitation was to set a password: setting one answers it.
    if (action === 'UPDATE_PASSWORD') account.passwordChangeInvitation = false;
  }
  return undefined;
}
