// Spec §4 "Remote-access site", §7, §8: after a name login the portal signs into the remote-access site (two
// form-encoded POSTs in parallel, whose failure is ignored), keeps that session alive with a ping every 180 s until
// the next sign-in replaces it, and posts the site's logout when the person signs out. The session holds it for its
// whole life (machines/session.machine.ts `remoteAccessSite`, src/app/remoteAccessSite.ts runs it) and waits for it to
// finish before the identity provider ends the portal's session. Nothing here ever blocks the portal: every failure
// goes on as if answered.
import { assign, setup } from 'xstate';
import { keepAliveInterval, remoteAccessLogoutTimeout } from './constants';
import { notProvided } from './notProvided';
import type { SiteCredentials } from '../src/platform/types';

export type { SiteCredentials };

export type RemoteAccessSiteEvent = { type: 'site.signIn'; credentials: SiteCredentials } | { type: 'site.signOut' };

export const remoteAccessSiteMachine = setup({
  types: {} as {
    context: { credentials?: SiteCredentials };
    events: RemoteAccessSiteEvent;
  },
  actors: {
    siteLogin: notProvided<void, SiteCredentials>('siteLogin'),
    sitePing: notProvided<void>('sitePing'),
    siteLogout: notProvided<void>('siteLogout'),
  },
  delays: { keepAliveInterval, remoteAccessLogoutTimeout },
}).createMachine({
  id: 'remoteAccessSite',
  context: {},
  initial: 'idle',
  // A new sign-in replaces the site session whatever it is doing (its ping timer with it).
  on: {
    'site.signIn': { target: '.signingIn', reenter: true, actions: assign({ credentials: ({ event }) => event.credentials }) },
  },
  states: {
    // No name login yet: signing out has nothing to end on the site.
    idle: {
      on: { 'site.signOut': 'signedOut' },
    },
    // Both POSTs answered (200, 302) or failed: either way the keep-alive starts (spec §8 "ignored silently").
    signingIn: {
      invoke: {
        id: 'siteLogin',
        src: 'siteLogin',
        input: ({ context }) => context.credentials!,
        onDone: 'alive',
        onError: 'alive',
      },
      on: { 'site.signOut': 'signingOut' },
    },
    alive: {
      after: { keepAliveInterval: 'pinging' },
      on: { 'site.signOut': 'signingOut' },
    },
    pinging: {
      invoke: { id: 'sitePing', src: 'sitePing', onDone: 'alive', onError: 'alive' },
      on: { 'site.signOut': 'signingOut' },
    },
    // The site's logout, given a few seconds: a site that does not answer must not keep the person signed in.
    signingOut: {
      entry: assign({ credentials: undefined }),
      // The person is leaving: a sign-in now would outlive the portal's session.
      on: { 'site.signIn': {} },
      invoke: { id: 'siteLogout', src: 'siteLogout', onDone: 'signedOut', onError: 'signedOut' },
      after: { remoteAccessLogoutTimeout: 'signedOut' },
    },
    signedOut: { type: 'final' },
  },
});
