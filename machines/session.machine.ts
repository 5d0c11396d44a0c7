// Spec §4 Login: find the realm, sign in through the identity provider, keep the token fresh, sign out.
import { assign, fromCallback, sendTo, setup } from 'xstate';
import { remoteAccessLogoutTimeout, tokenCheckInterval, tokenMinValidity } from './constants';
import { notProvided } from './notProvided';
import type { RemoteAccessSiteEvent } from './remoteAccessSite.machine';
import type { SiteCredentials } from '../src/platform/types';

export interface IdentityResult {
  authenticated: boolean;
  username?: string;
}

export type SessionFailure = 'realmLookup' | 'identity';

export interface SessionContext {
  publicRoute: boolean;
  realm?: string;
  username?: string;
  failure?: SessionFailure;
}

/**
 * `session.expired`: the services refuse the session's tokens even after a renewal (src/session/serviceTokens.ts),
 * or the identity provider refused to renew them.
 */
export type SessionEvent =
  | { type: 'user.signIn' }
  | { type: 'user.signOut' }
  | { type: 'session.expired' }
  /** The name login (`/login`): sign into the remote-access site with what the person typed (spec §4, §7). */
  | { type: 'remoteAccess.signIn'; credentials: SiteCredentials }
  /** The remote-access site's session ended (its logout answered, failed or took too long). */
  | { type: 'remoteAccess.signedOut' };

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    input: { publicRoute: boolean };
  },
  actors: {
    resolveRealm: notProvided<string>('resolveRealm'),
    initIdentity: notProvided<IdentityResult, { realm: string; publicRoute: boolean }>('initIdentity'),
    refreshToken: notProvided<void, { minValidity: number }>('refreshToken'),
    signOut: notProvided<void>('signOut'),
    // machines/remoteAccessSite.machine.ts, loaded by src/app when first needed (it stays out of the entry): told
    // `site.signIn` / `site.signOut`, it answers `remoteAccess.signedOut` once the site's session has ended.
    remoteAccessSite: fromCallback<RemoteAccessSiteEvent>(() => {
      throw new Error('remoteAccessSite must be provided by src/app');
    }),
  },
  actions: {
    redirectToSignIn: () => {},
    logRefreshFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isAuthenticated: (_, output: IdentityResult) => output.authenticated,
    isPublicRoute: ({ context }) => context.publicRoute,
  },
  delays: { tokenCheckInterval, remoteAccessLogoutTimeout },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ publicRoute: input.publicRoute }),
  initial: 'resolvingRealm',
  // The remote-access site's session (./remoteAccessSite.machine.ts) lives as long as the portal's: signed into by
  // the name login, kept alive, and signed out of before the identity provider ends the portal's session.
  invoke: { id: 'remoteAccessSite', src: 'remoteAccessSite' },
  states: {
    // The realm comes from the organisation's login info, a cookie or the default; without it nothing can sign in.
    resolvingRealm: {
      tags: ['starting'],
      invoke: {
        id: 'resolveRealm',
        src: 'resolveRealm',
        onDone: { target: 'initializing', actions: assign({ realm: ({ event }) => event.output }) },
        onError: { target: 'fatal', actions: assign({ failure: 'realmLookup' }) },
      },
    },
    // keycloak-js finishes the code exchange here, before the router reads the hash (fragment response mode).
    initializing: {
      tags: ['starting'],
      invoke: {
        id: 'initIdentity',
        src: 'initIdentity',
        input: ({ context }) => ({ realm: context.realm ?? '', publicRoute: context.publicRoute }),
        onDone: [
          {
            guard: { type: 'isAuthenticated', params: ({ event }) => event.output },
            target: 'authenticated',
            actions: assign({ username: ({ event }) => event.output.username }),
          },
          { guard: 'isPublicRoute', target: 'anonymous' },
          // keycloak-js normally redirects by itself (login required); this covers an init that returns signed out.
          { target: 'signingIn' },
        ],
        onError: { target: 'fatal', actions: assign({ failure: 'identity' }) },
      },
    },
    // Only public routes (self-registration) start without a session; anything else asks to sign in.
    anonymous: {
      on: { 'user.signIn': 'signingIn' },
    },
    // The browser leaves for the identity provider's sign-in page.
    signingIn: {
      entry: 'redirectToSignIn',
    },
    authenticated: {
      initial: 'idle',
      on: {
        'user.signOut': 'signingOut',
        'session.expired': 'expired',
        'remoteAccess.signIn': {
          actions: sendTo('remoteAccessSite', ({ event }) => ({ type: 'site.signIn' as const, credentials: event.credentials })),
        },
      },
      states: {
        // Spec §4: check every 60 s and refresh when under 70 s of validity remain.
        idle: {
          after: { tokenCheckInterval: 'refreshing' },
        },
        // A failed refresh is only logged (spec §8); the next call that needs a token re-authenticates.
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: { minValidity: tokenMinValidity },
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: { type: 'logRefreshFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // The services refuse the session: calls stop (no more exchanges), the shell asks the person to sign in again
    // and leaves the moment to them, so what is on screen stays readable. No token checks: there is nothing to
    // refresh. Signing in returns to the same page; signing out still ends the session at the identity provider.
    expired: {
      on: { 'user.signIn': 'signingIn', 'user.signOut': 'signingOut' },
    },
    // First the remote-access site's logout (spec §4; it ends by itself, after a few seconds at most), then the
    // spec's browser keys are cleared and the identity provider ends its session and sends the browser back.
    signingOut: {
      initial: 'leavingRemoteAccess',
      states: {
        leavingRemoteAccess: {
          entry: sendTo('remoteAccessSite', { type: 'site.signOut' }),
          on: { 'remoteAccess.signedOut': 'endingIdentity' },
          // Only if the site's machine were stuck: its own logout already gives up sooner.
          after: { remoteAccessLogoutTimeout: 'endingIdentity' },
        },
        endingIdentity: {
          invoke: { id: 'signOut', src: 'signOut', onDone: '#session.signedOut', onError: '#session.signedOut' },
        },
      },
    },
    signedOut: { type: 'final' },
    // Nothing works without a realm or an identity provider: the fatal banner says so.
    fatal: {},
  },
});
