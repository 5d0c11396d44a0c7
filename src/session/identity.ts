// keycloak-js adapter (spec §4 Login): login required, fragment response, no session iframe, PKCE S256 unless
// configured off. Tokens stay in keycloak-js's memory. keycloak-js keeps its login-state callbacks for 60 minutes
// and queues concurrent refreshes into one request, which is the "one refresh in flight" rule for this token.
import Keycloak from 'keycloak-js';
import { identityEndpoints } from '../platform/endpoints';
import { renewalMargin } from './renewalMargin';

export interface IdentitySettings {
  /** Identity provider base, e.g. https://auth.<domain>/auth. */
  url: string;
  realm: string;
  clientId: string;
  pkce: boolean;
}

export interface Identity {
  init(publicRoute: boolean): Promise<boolean>;
  /** Whether init found a signed-in user (false for a visitor of a public route such as /register). */
  signedIn(): boolean;
  /**
   * A token valid for at least `minValidity` seconds (at most half its lifetime: src/session/renewalMargin.ts);
   * re-authenticates when the session is gone.
   */
  token(minValidity?: number): Promise<string>;
  /** Refreshes when under `minValidity` seconds (capped as for `token`) remain; -1 always refreshes. */
  refresh(minValidity: number): Promise<void>;
  /** The token held now, without refreshing it (to tell whether a refused token is still the current one). */
  currentToken(): string | undefined;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
  username(): string | undefined;
  resourceRoles(): string[];
  tokenEndpoint(): string;
  /** The realm's authorization endpoint (the organisation token by scope asks it silently). */
  authorizationEndpoint(): string;
  /** Spec §7: the realm's userinfo endpoint (the person's name and email). */
  userInfoEndpoint(): string;
}

export function createIdentity(settings: IdentitySettings): Identity {
  const keycloak = new Keycloak({ url: settings.url, realm: settings.realm, clientId: settings.clientId });
  const signIn = () => keycloak.login();
  const realmEndpoint = (endpoint: string) => `${settings.url}/realms/${encodeURIComponent(settings.realm)}${endpoint}`;
  let signedIn = false;
  // keycloak-js refreshes when fewer than minValidity seconds remain; for a token that lives less than that, every
  // call would refresh. -1 (forced) and keycloak-js's own default are passed through.
  const capped = (minValidity: number) => {
    const claims = keycloak.tokenParsed;
    if (minValidity < 0 || claims?.exp === undefined || claims.iat === undefined) return minValidity;
    return renewalMargin(minValidity, claims.exp - claims.iat);
  };

  return {
    init: async (publicRoute) => {
      signedIn = await keycloak.init({
        ...(publicRoute ? {} : { onLoad: 'login-required' as const }),
        responseMode: 'fragment',
        checkLoginIframe: false,
        pkceMethod: settings.pkce ? 'S256' : false,
      });
      return signedIn;
    },
    // Not keycloak.authenticated: keycloak-js clears that when a refresh fails, and token() must then sign in again.
    signedIn: () => signedIn,
    async token(minValidity = 5) {
      try {
        await keycloak.updateToken(capped(minValidity));
      } catch (error) {
        // The refresh token is gone or rejected: the only way on is signing in again (never a refresh loop).
        if (!keycloak.tokenParsed || keycloak.isTokenExpired()) {
          await signIn();
        }
        // Spec §8: the refresh failed (a token still valid is used); having none at all is the caller's to log.
        console.warn('Error retrieving standard token', error);
      }
      if (!keycloak.token) throw new Error('cannot acquire token: are we logged in?');
      return keycloak.token;
    },
    async refresh(minValidity) {
      await keycloak.updateToken(capped(minValidity));
    },
    currentToken: () => keycloak.token,
    signIn,
    signOut: () => keycloak.logout({ redirectUri: `${location.origin}${location.pathname}` }),
    username: () => keycloak.tokenParsed?.preferred_username as string | undefined,
    resourceRoles: () => keycloak.tokenParsed?.resource_access?.[settings.clientId]?.roles ?? [],
    tokenEndpoint: () => realmEndpoint(identityEndpoints.token),
    authorizationEndpoint: () => realmEndpoint(identityEndpoints.auth),
    userInfoEndpoint: () => realmEndpoint(identityEndpoints.userinfo),
  };
}
