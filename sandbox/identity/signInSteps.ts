// The main realm's sign-in after the password, as Keycloak's browser flow: the code of the person's authenticator app
// when they have one (conditional OTP), then each required action (an authenticator to set up, a new password; an
// invitation to set a password counts as UPDATE_PASSWORD), and only then the session and the code for the portal.
// Between pages the sign-in is a pending authentication session in the store, named by the form's `auth_session`;
// the key of an authenticator being set up stays there, never in the page's form.
import { identityEndpoints } from '../../src/platform/endpoints';
import type { RequiredAction } from '../../src/platform/iamTypes';
import { findUser } from '../directory';
import { store, type AuthorizationRequest, type PendingSignIn, type SandboxUser } from '../store';
import { completeAuthorization } from './authorize';
import { authenticatorCodeMatches, hasAuthenticator, pendingRequiredActions, performCredentialAction } from './credentialActions';
import { actionPage, authenticatorCodePage, errorPage } from './pages';
import { realmPath, sandboxRealm } from './realm';
import { startSession } from './sessions';
import { newTotpSecret } from './totp';

/** Keycloak's default login timeout: a sign-in left half-done for longer starts again. */
const signInTimeoutMs = 30 * 60_000;
const formAction = `${realmPath(sandboxRealm)}${identityEndpoints.auth}`;

function stepPage(pending: PendingSignIn, action: RequiredAction, error?: string): Response {
  return actionPage({
    action,
    kind: 'required',
    formAction,
    // kc_action names what the page answers, so a page posted twice (back button) does not answer the next step.
    hiddenFields: [['auth_session', pending.id], ['kc_action', action]],
    ...(pending.totpSecret === undefined ? {} : { totpSecret: pending.totpSecret }),
    ...(error === undefined ? {} : { error }),
  });
}

const codePage = (pending: PendingSignIn, error?: string) =>
  authenticatorCodePage({ action: formAction, hiddenFields: [['auth_session', pending.id]], ...(error === undefined ? {} : { error }) });

/** The next page of the sign-in, or, with nothing left to do, the session and the code for the client. */
function nextStep(pending: PendingSignIn, user: SandboxUser, origin: string): Response {
  const { signIns } = store();
  if (!pending.otpDone) {
    signIns.set(pending.id, pending);
    return codePage(pending);
  }
  const [action] = pendingRequiredActions(user);
  if (action === undefined) {
    signIns.delete(pending.id);
    return completeAuthorization(pending.request, origin, startSession(user, pending.ipAddress));
  }
  if (action === 'CONFIGURE_TOTP') pending.totpSecret ??= newTotpSecret();
  signIns.set(pending.id, pending);
  return stepPage(pending, action);
}

/** The password was right: go on to the authenticator's code and the required actions, if any. */
export function afterPassword(request: AuthorizationRequest, origin: string, user: SandboxUser, ipAddress: string): Response {
  const pending: PendingSignIn = {
    id: crypto.randomUUID(),
    username: user.username,
    request,
    ipAddress,
    otpDone: !hasAuthenticator(user),
    expiresAt: Date.now() + signInTimeoutMs,
  };
  return nextStep(pending, user, origin);
}

/** POST of a step's page (the form names its `auth_session`): the code checked, or the action done, then the next. */
export async function continueSignIn(form: URLSearchParams, origin: string): Promise<Response> {
  const { signIns } = store();
  const pending = signIns.get(form.get('auth_session') ?? '');
  const user = pending === undefined ? undefined : findUser(pending.username);
  if (pending === undefined || user === undefined || pending.expiresAt <= Date.now()) {
    if (pending !== undefined) signIns.delete(pending.id);
    return errorPage(400, 'Your sign-in has timed out. Go back to the portal and sign in again.');
  }
  if (!pending.otpDone) {
    if (!(await authenticatorCodeMatches(user, form.get('totp') ?? ''))) return codePage(pending, 'Invalid authenticator code.');
    pending.otpDone = true;
    return nextStep(pending, user, origin);
  }
  const [action] = pendingRequiredActions(user);
  if (action !== undefined && form.get('kc_action') === action) {
    const refused = await performCredentialAction(user, action, form, pending.totpSecret);
    if (refused !== undefined) return stepPage(pending, action, refused);
    delete pending.totpSecret;
  }
  return nextStep(pending, user, origin);
}
