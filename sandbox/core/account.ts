// The signed-in person's own account (spec §7 "Core API": GET, PATCH /account; DELETE /account/credentials/{id} and
// /account/sessions/{id}), answered from the identity provider's records: the person's credentials and their live
// SSO sessions. Ending a session ends everything issued under it (sandbox/identity/sessions.ts), so that browser's
// next call or refresh is refused and it is asked to sign in again.
import { HttpResponse, http } from 'msw';
import { accountEndpoints } from '../../src/platform/iamEndpoints';
import { isEmail, maxEmailLength, maxPersonNameLength } from '../../src/platform/iamRules';
import type { Account, AccountProfile } from '../../src/platform/iamTypes';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { activeSession, endSession } from '../identity/sessions';
import { stringClaim } from '../identity/tokens';
import { store, type SandboxUser } from '../store';
import { iamPath } from './iamAccess';

function accountOf(user: SandboxUser, currentSession: string | undefined): Account {
  const state = store();
  const sessions = [...state.sessions.values()]
    .filter((session) => session.username === user.username && activeSession(session.id) !== undefined)
    .sort((left, right) => right.lastAccess - left.lastAccess)
    .map(({ id, ipAddress, authTime, lastAccess }) => ({ id, ipAddress, start: authTime * 1000, lastAccess, current: id === currentSession }));
  const credentials = state.iam.credentials
    .filter((credential) => credential.userId === user.id)
    .map(({ id, type, userLabel, createdDate }) => ({ id, type, userLabel, createdDate }));
  return { username: user.username, email: user.email, firstName: user.firstName, lastName: user.lastName, credentials, sessions };
}

/** The profile of a PATCH body, or the 400 naming the field that cannot be stored. */
function asProfile(body: unknown): AccountProfile | Response {
  if (!isRecord(body)) return errorResponse(400, 'A JSON profile is required');
  const { email, firstName, lastName } = body;
  if (typeof email !== 'string' || !isEmail(email) || email.length > maxEmailLength) {
    return errorResponse(400, `email: a valid e-mail address of at most ${maxEmailLength} characters is required`);
  }
  for (const [field, value] of [['firstName', firstName], ['lastName', lastName]] as const) {
    if (typeof value !== 'string' || value.length > maxPersonNameLength) return errorResponse(400, `${field}: at most ${maxPersonNameLength} characters`);
  }
  return { email, firstName: firstName as string, lastName: lastName as string };
}

export const accountHandlers = [
  http.get(
    servicePath('core', accountEndpoints.account),
    withUser(({ user, claims }) => HttpResponse.json<Account>(accountOf(user, stringClaim(claims, 'sid')))),
  ),

  http.patch(
    servicePath('core', accountEndpoints.account),
    withUser(async ({ request, user, claims }) => {
      const profile = asProfile(await readJson(request));
      if (profile instanceof Response) return profile;
      const email = profile.email.toLowerCase();
      if (store().users.some((other) => other.id !== user.id && other.email.toLowerCase() === email)) {
        return errorResponse(409, `email: '${profile.email}' is in use`);
      }
      Object.assign(user, profile);
      return HttpResponse.json<Account>(accountOf(user, stringClaim(claims, 'sid')));
    }),
  ),

  // The password is how the person signs in: Keycloak's account console does not remove it either.
  http.delete(
    iamPath(accountEndpoints.credential, 'id'),
    withUser(({ params, user }) => {
      const state = store();
      const found = state.iam.credentials.find((credential) => credential.id === params.id && credential.userId === user.id);
      if (found === undefined) return errorResponse(404, `Credential ${String(params.id)} not found`);
      if (found.type === 'password') return errorResponse(409, 'The password cannot be removed: it is how you sign in');
      state.iam.credentials = state.iam.credentials.filter((credential) => credential !== found);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    iamPath(accountEndpoints.session, 'id'),
    withUser(({ params, user }) => {
      const found = store().sessions.get(String(params.id));
      if (found === undefined || found.username !== user.username) return errorResponse(404, `Session ${String(params.id)} not found`);
      endSession(found.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
