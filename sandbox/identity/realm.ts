// Where the sandbox's identity provider lives. One realm, as the organisations' loginInfo answers.
import { isLoopbackHostname } from '../http';

export const sandboxRealm = 'corvina';

/** Path of a realm, below any origin (Keycloak keeps the legacy `/auth` context path on the platform). */
export function realmPath(realm: string): string {
  return `/auth/realms/${realm}`;
}

/** msw pattern for a realm endpoint on any origin and any realm name (unknown realms are answered 404). */
export function realmEndpointPattern(endpoint: string): string {
  return `*/auth/realms/:realm${endpoint}`;
}

/** Issuer of tokens requested on `origin`: the portal may reach the provider on several hosts. */
export function issuerFor(origin: string, realm = sandboxRealm): string {
  return `${origin}${realmPath(realm)}`;
}

/**
 * The client is public and registered with redirect URIs on any loopback host, so sign-in works from
 * localhost, the preview port and every `<org>.app.localhost` host, and nowhere else.
 */
export function isAllowedRedirectUri(value: string | null): value is string {
  if (value === null) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHostname(url.hostname);
  } catch {
    return false;
  }
}
