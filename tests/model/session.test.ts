// Path tests for machines/session.machine.ts (spec §4 "Login", §8 "Realm lookup fails", "Token refresh failure";
// a session the services refuse ends in the sign-in prompt).
// Every generated path runs on a real actor whose named actors are promises that never settle: the path's own
// `xstate.done.actor.*` / `xstate.error.actor.*` / `xstate.after.*` events are sent to the actor, exactly as the
// runtime would deliver them. The effects at the edge (`redirectToSignIn`, `logRefreshFailure`) are spies. After
// every event, the session's state and what it asked of the identity provider is compared with an oracle replayed
// from the path's events.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { keepAliveInterval, remoteAccessLogoutTimeout, tokenCheckInterval } from '../../machines/constants';
import { remoteAccessSiteMachine, type RemoteAccessSiteEvent, type SiteCredentials } from '../../machines/remoteAccessSite.machine';
import { sessionMachine, type IdentityResult } from '../../machines/session.machine';
import { combinedCoverage } from './combinedCoverage';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof sessionMachine;

const realmDown = new Error('loginInfo answered 503');
const identityDown = new Error('identity provider unreachable');
const refreshFailed = new Error('refresh token expired');
const signOutFailed = new Error('logout endpoint answered 500');
const nameLogin: SiteCredentials = { username: 'ada/acme', password: 'ada-secret' };

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.resolveRealm', output: 'acme' },
  { type: 'xstate.error.actor.resolveRealm', error: realmDown },
  { type: 'xstate.done.actor.initIdentity', output: { authenticated: true, username: 'ada' } },
  { type: 'xstate.done.actor.initIdentity', output: { authenticated: false } },
  { type: 'xstate.error.actor.initIdentity', error: identityDown },
  { type: 'user.signIn' },
  { type: 'xstate.after.tokenCheckInterval.session.authenticated.idle' },
  { type: 'xstate.done.actor.refreshToken', output: undefined },
  { type: 'xstate.error.actor.refreshToken', error: refreshFailed },
  { type: 'user.signOut' },
  { type: 'session.expired' },
  { type: 'remoteAccess.signIn', credentials: nameLogin },
  { type: 'remoteAccess.signedOut' },
  { type: 'xstate.after.remoteAccessLogoutTimeout.session.signingOut.leavingRemoteAccess' },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: signOutFailed },
];

const generations = [false, true].map((publicRoute) => ({
  publicRoute,
  ...generatePaths(sessionMachine, { input: { publicRoute }, events: fixtures, limit: 100 }),
}));


/**
 * The oracle, from spec §4/§8 and the path's events: the realm, then the identity provider for it; signed in, or
 * anonymous on a public route, or sent to sign in; a token check every interval asking for 70 s of validity, a failed
 * refresh only logged; sign-out ends the session whatever the provider answered; a session the services refuse
 * waits for the person to sign in again (or out), with no more token checks; a failed realm lookup or identity
 * provider is fatal and says which.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>, publicRoute: boolean) {
  let value: unknown = 'resolvingRealm';
  let realm: string | undefined;
  let username: string | undefined;
  let failure: string | undefined;
  const identityInits: unknown[] = [];
  const refreshes: unknown[] = [];
  const refreshFailures: unknown[] = [];
  let signIns = 0;
  let signOuts = 0;
  const siteEvents: unknown[] = [];
  const signedIn = () => typeof value === 'object' && value !== null && 'authenticated' in value;
  const leavingSite = () => JSON.stringify(value) === JSON.stringify({ signingOut: 'leavingRemoteAccess' });
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'xstate.done.actor.resolveRealm':
        if (value !== 'resolvingRealm') break;
        realm = event.output as string;
        value = 'initializing';
        identityInits.push({ realm, publicRoute });
        break;
      case 'xstate.error.actor.resolveRealm':
        if (value !== 'resolvingRealm') break;
        value = 'fatal';
        failure = 'realmLookup';
        break;
      case 'xstate.done.actor.initIdentity': {
        if (value !== 'initializing') break;
        const result = event.output as IdentityResult;
        if (result.authenticated) {
          value = { authenticated: 'idle' };
          username = result.username;
        } else if (publicRoute) value = 'anonymous';
        else {
          value = 'signingIn';
          signIns++;
        }
        break;
      }
      case 'xstate.error.actor.initIdentity':
        if (value !== 'initializing') break;
        value = 'fatal';
        failure = 'identity';
        break;
      case 'user.signIn':
        if (value !== 'anonymous' && value !== 'expired') break;
        value = 'signingIn';
        signIns++;
        break;
      case 'session.expired':
        if (!signedIn()) break;
        value = 'expired';
        break;
      case 'xstate.after.tokenCheckInterval.session.authenticated.idle':
        if (!signedIn()) break;
        value = { authenticated: 'refreshing' };
        refreshes.push({ minValidity: 70 });
        break;
      case 'xstate.done.actor.refreshToken':
      case 'xstate.error.actor.refreshToken':
        if (!signedIn()) break;
        value = { authenticated: 'idle' };
        if (event.type === 'xstate.error.actor.refreshToken') refreshFailures.push(event.error);
        break;
      case 'user.signOut':
        if (!signedIn() && value !== 'expired') break;
        value = { signingOut: 'leavingRemoteAccess' };
        siteEvents.push({ type: 'site.signOut' });
        break;
      case 'remoteAccess.signIn':
        if (signedIn()) siteEvents.push({ type: 'site.signIn', credentials: event.credentials });
        break;
      case 'remoteAccess.signedOut':
      case 'xstate.after.remoteAccessLogoutTimeout.session.signingOut.leavingRemoteAccess':
        if (!leavingSite()) break;
        value = { signingOut: 'endingIdentity' };
        signOuts++;
        break;
      case 'xstate.done.actor.signOut':
      case 'xstate.error.actor.signOut':
        if (JSON.stringify(value) === JSON.stringify({ signingOut: 'endingIdentity' })) value = 'signedOut';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return {
    value,
    status: value === 'signedOut' ? 'done' : 'active',
    realm,
    username,
    failure,
    identityInits,
    refreshes,
    refreshFailures,
    signIns,
    signOuts,
    siteEvents,
  };
}

/** The remote-access site's machine as the session sees it: what it is told is recorded, it never answers by itself. */
function recordingSite() {
  const received: RemoteAccessSiteEvent[] = [];
  const logic = fromCallback<RemoteAccessSiteEvent>(({ receive }) => {
    receive((event) => received.push(event));
  });
  return { logic, received };
}

function start(publicRoute: boolean) {
  const redirectToSignIn = vi.fn<() => void>();
  const logRefreshFailure = vi.fn<(error: unknown) => void>();
  const resolveRealm = pending<string>();
  const initIdentity = pending<IdentityResult, { realm: string; publicRoute: boolean }>();
  const refreshToken = pending<void, { minValidity: number }>();
  const signOut = pending<void>();
  const site = recordingSite();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        resolveRealm: resolveRealm.logic,
        initIdentity: initIdentity.logic,
        refreshToken: refreshToken.logic,
        signOut: signOut.logic,
        remoteAccessSite: site.logic,
      },
      actions: {
        redirectToSignIn,
        logRefreshFailure: (_, params) => logRefreshFailure(params.error),
      },
    }),
    { input: { publicRoute } },
  );
  actor.start();
  return { actor, redirectToSignIn, logRefreshFailure, initIdentity, refreshToken, signOut, site };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

const count = (events: ReadonlyArray<{ type: string }>, type: string) => events.filter((event) => event.type === type).length;

for (const { publicRoute, paths } of generations) {
  describe(`session paths, publicRoute ${publicRoute} (${paths.length})`, () => {
    test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
      const { actor, redirectToSignIn, logRefreshFailure, initIdentity, refreshToken, signOut, site } = start(publicRoute);
      running = actor;
      await runPath(actor, path, {}, (done) => {
        const snapshot = actor.getSnapshot();
        expect(
          {
            value: snapshot.value,
            status: snapshot.status,
            realm: snapshot.context.realm,
            username: snapshot.context.username,
            failure: snapshot.context.failure,
            identityInits: initIdentity.inputs,
            refreshes: refreshToken.inputs,
            refreshFailures: logRefreshFailure.mock.calls.map(([error]) => error),
            signIns: redirectToSignIn.mock.calls.length,
            signOuts: signOut.inputs.length,
            siteEvents: site.received,
          },
          `after ${done} event(s)`,
        ).toEqual(expectedAfter(path.events.slice(0, done), publicRoute));
      });

      const end = actor.getSnapshot();
      const types = path.events.map((event) => event.type);

      // The browser is sent to the identity provider exactly when the path ends signing in.
      if (end.matches('signingIn')) expect(redirectToSignIn).toHaveBeenCalledTimes(1);
      else expect(redirectToSignIn).not.toHaveBeenCalled();

      // A failed refresh is only logged (spec §8), once per failure, with that failure; the session stays.
      const refreshErrors = count(path.events, 'xstate.error.actor.refreshToken');
      expect(logRefreshFailure).toHaveBeenCalledTimes(refreshErrors);
      for (let call = 1; call <= refreshErrors; call++) expect(logRefreshFailure).toHaveBeenNthCalledWith(call, refreshFailed);
      if (refreshErrors) expect(end.matches('authenticated') || end.matches('signingOut') || end.matches('signedOut')).toBe(true);

      // Spec §4: a token check every 60 s asks for 70 s of validity.
      expect(refreshToken.inputs).toEqual(
        Array.from({ length: count(path.events, 'xstate.after.tokenCheckInterval.session.authenticated.idle') }, () => ({
          minValidity: 70,
        })),
      );

      // Sign-out ends the session whatever the identity provider answered.
      const signOutAnswered = types.includes('xstate.done.actor.signOut') || types.includes('xstate.error.actor.signOut');
      if (signOutAnswered) {
        expect(end.value).toBe('signedOut');
        expect(end.status).toBe('done');
      }
      if (end.status === 'done') expect(signOutAnswered).toBe(true);
      // Spec §4: the remote-access site is signed out of first; the identity provider only once the site's machine
      // finished (or took too long), once.
      const leftSite = end.matches({ signingOut: 'endingIdentity' }) || end.matches('signedOut');
      expect(signOut.inputs).toHaveLength(leftSite ? 1 : 0);
      if (types.includes('user.signOut') && signOut.inputs.length === 0) expect(end.value).toEqual({ signingOut: 'leavingRemoteAccess' });
      // The name login reaches the site only for a signed-in person, with exactly what was typed.
      for (const event of site.received.filter((sent) => sent.type === 'site.signIn')) expect(event).toEqual({ type: 'site.signIn', credentials: nameLogin });

      // The fatal banner names what failed.
      if (types.includes('xstate.error.actor.resolveRealm')) {
        expect(end.value).toBe('fatal');
        expect(end.context.failure).toBe('realmLookup');
        expect(initIdentity.inputs).toEqual([]);
      }
      if (types.includes('xstate.error.actor.initIdentity')) {
        expect(end.value).toBe('fatal');
        expect(end.context.failure).toBe('identity');
      }
      if (!end.matches('fatal')) expect(end.context.failure).toBeUndefined();

      // The identity provider is initialised for the realm found, knowing whether the route is public.
      if (types.includes('xstate.done.actor.resolveRealm')) expect(initIdentity.inputs).toEqual([{ realm: 'acme', publicRoute }]);

      // Only a public route may stay signed out (spec §2 /register); any other route asks to sign in.
      const signedOutInit = path.events.some(
        (event) => event.type === 'xstate.done.actor.initIdentity' && !(event.output as IdentityResult).authenticated,
      );
      if (signedOutInit && !publicRoute) expect(end.value).toBe('signingIn');
      if (signedOutInit && publicRoute) expect(['anonymous', 'signingIn']).toContain(end.value);
      if (end.matches('anonymous')) expect(publicRoute).toBe(true);

      // Once the services refuse the session, the token is no longer checked or refreshed; only the
      // person's own sign-in or sign-out leaves the prompt.
      const expiredAt = types.indexOf('session.expired');
      if (expiredAt >= 0 && types.slice(0, expiredAt).includes('xstate.done.actor.initIdentity') && !types.slice(0, expiredAt).includes('user.signOut')) {
        const checksBefore = count(path.events.slice(0, expiredAt), 'xstate.after.tokenCheckInterval.session.authenticated.idle');
        expect(refreshToken.inputs).toHaveLength(checksBefore);
      }
      if (end.matches('expired')) expect(end.context.username).toBe('ada');
      if (end.matches('authenticated')) expect(end.context.username).toBe('ada');
    });
  });
}

describe('session coverage', () => {
  test('both inputs together cover every state and transition, and use every fixture', () => {
    const coverage = combinedCoverage(sessionMachine, generations.map((generation) => generation.coverage));
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    for (const { paths } of generations) expect(paths.length).toBeGreaterThan(0);
  });

  test('the anonymous state is reached only with a public route', () => {
    const [privateRoute, publicRoute] = generations;
    expect(privateRoute!.coverage.uncoveredStates).toEqual(['session.anonymous']);
    expect(publicRoute!.coverage.uncoveredStates).toEqual([]);
  });
});

describe('session outside the model', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('the token is checked every 60 s with a 70 s minimum validity, and each failed refresh is logged', () => {
    const { actor, refreshToken, logRefreshFailure } = start(false);
    running = actor;
    actor.send({ type: 'xstate.done.actor.resolveRealm', output: 'acme' } as never);
    actor.send({ type: 'xstate.done.actor.initIdentity', output: { authenticated: true, username: 'ada' } } as never);
    expect(tokenCheckInterval).toBe(60_000);
    vi.advanceTimersByTime(59_999);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'refreshing' });
    expect(refreshToken.inputs).toEqual([{ minValidity: 70 }]);

    const first = new Error('first refresh failed');
    const second = new Error('second refresh failed');
    actor.send({ type: 'xstate.error.actor.refreshToken', error: first } as never);
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'xstate.error.actor.refreshToken', error: second } as never);
    expect(logRefreshFailure.mock.calls).toEqual([[first], [second]]);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(refreshToken.inputs).toHaveLength(2);
  });

  test('signing out while a refresh is in flight still ends signed out', () => {
    const { actor, signOut } = start(false);
    running = actor;
    actor.send({ type: 'xstate.done.actor.resolveRealm', output: 'acme' } as never);
    actor.send({ type: 'xstate.done.actor.initIdentity', output: { authenticated: true, username: 'ada' } } as never);
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'user.signOut' });
    // The site's machine never finishing does not keep the person signed in.
    vi.advanceTimersByTime(remoteAccessLogoutTimeout);
    expect(signOut.inputs).toHaveLength(1);
    actor.send({ type: 'xstate.error.actor.signOut', error: signOutFailed } as never);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('with the real site machine: the name login signs into the site, pings every 180 s, and sign-out posts the site logout before the identity provider', async () => {
    const calls: string[] = [];
    const siteLogin = vi.fn(async (credentials: SiteCredentials) => {
      calls.push(`login ${credentials.username}`);
    });
    let answerLogout = () => {};
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          resolveRealm: fromPromise(async () => 'acme'),
          initIdentity: fromPromise<IdentityResult, { realm: string; publicRoute: boolean }>(async () => ({ authenticated: true, username: 'ada' })),
          refreshToken: fromPromise<void, { minValidity: number }>(async () => {}),
          signOut: fromPromise<void, void>(async () => {
            calls.push('identity signOut');
          }),
          // As src/app/actors.ts runs it: the site's machine told what the session says, its end answered back.
          remoteAccessSite: fromCallback<RemoteAccessSiteEvent>(({ receive, sendBack }) => {
            const site = createActor(
              remoteAccessSiteMachine.provide({
                actors: {
                  siteLogin: fromPromise<void, SiteCredentials>(({ input }) => siteLogin(input)),
                  sitePing: fromPromise<void, void>(async () => {
                    calls.push('ping');
                  }),
                  siteLogout: fromPromise<void, void>(() => {
                    calls.push('site logout');
                    return new Promise<void>((resolve) => (answerLogout = resolve));
                  }),
                },
              }),
            );
            site.subscribe({ complete: () => sendBack({ type: 'remoteAccess.signedOut' }) });
            site.start();
            receive((event) => site.send(event));
            return () => site.stop();
          }),
        },
      }),
      { input: { publicRoute: false } },
    );
    running = actor;
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);

    actor.send({ type: 'remoteAccess.signIn', credentials: nameLogin });
    await vi.advanceTimersByTimeAsync(0);
    expect(siteLogin).toHaveBeenCalledWith(nameLogin);
    await vi.advanceTimersByTimeAsync(keepAliveInterval * 2);
    expect(calls.filter((call) => call === 'ping')).toHaveLength(2);

    actor.send({ type: 'user.signOut' });
    await vi.advanceTimersByTimeAsync(0);
    // The identity provider waits for the site's logout.
    expect(calls.at(-1)).toBe('site logout');
    answerLogout();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(-2)).toEqual(['site logout', 'identity signOut']);
    expect(actor.getSnapshot().value).toBe('signedOut');
    // No ping after the site session ended.
    await vi.advanceTimersByTimeAsync(keepAliveInterval);
    expect(calls.filter((call) => call === 'ping')).toHaveLength(2);
  });
});
