// SSO sessions of the identity provider. The browser holds only an opaque id in an HttpOnly cookie, so a
// reload (keycloak-js re-runs the redirect with login-required) signs in again without the form.
import { findUser } from '../directory';
import { store, type SandboxUser, type SsoSession } from '../store';
import { realmPath, sandboxRealm } from './realm';

export const sessionCookieName = 'KEYCLOAK_SESSION';

/** The sandbox's server puts the caller's address in X-Forwarded-For (sandbox/middleware.ts), as a proxy would. */
export function callerAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
}

export function startSession(user: SandboxUser, ipAddress = '', realm = sandboxRealm): SsoSession {
  const { refreshTokenSeconds } = store().config;
  const now = Date.now();
  const session = {
    id: crypto.randomUUID(),
    realm,
    username: user.username,
    authTime: Math.floor(now / 1000),
    expiresAt: now + refreshTokenSeconds * 1000,
    ipAddress,
    lastAccess: now,
  };
  store().sessions.set(session.id, session);
  return session;
}

/**
 * The live session of `realm` with that id and its user; an expired session is forgotten. A session of another realm
 * counts for nothing here: the accounts realm's never names the portal's tokens or sessions.
 */
export function activeSession(id: string | undefined, realm = sandboxRealm): { session: SsoSession; user: SandboxUser } | undefined {
  const session = id === undefined ? undefined : store().sessions.get(id);
  if (session === undefined || session.realm !== realm) return undefined;
  const user = findUser(session.username);
  if (session.expiresAt <= Date.now() || user === undefined) {
    endSession(session.id);
    return undefined;
  }
  return { session, user };
}

/** Ends the session and everything issued under it, as Keycloak's logout revokes the session's tokens. */
export function endSession(id: string): void {
  const { sessions, codes, refreshGrants } = store();
  sessions.delete(id);
  for (const [code, grant] of codes) if (grant.sessionId === id) codes.delete(code);
  for (const [jti, grant] of refreshGrants) if (grant.sessionId === id) refreshGrants.delete(jti);
}

/** Set-Cookie value naming the session, or clearing the main realm's cookie when there is none. Each realm's cookie is its own (its path). */
export function sessionCookie(session: SsoSession | undefined): string {
  const attributes = `Path=${realmPath(session?.realm ?? sandboxRealm)}; HttpOnly; SameSite=Lax`;
  return session === undefined
    ? `${sessionCookieName}=; ${attributes}; Max-Age=0`
    : `${sessionCookieName}=${session.id}; ${attributes}`;
}
