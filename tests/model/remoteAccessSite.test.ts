// Path tests for machines/remoteAccessSite.machine.ts (spec §4 "Remote-access site", §7 site login, §8 "Remote-access
// site login failure: ignored silently", §9 keep-alive every 180 s).
// Every generated path runs on a real actor whose effects (site login, ping, logout) are promises that never settle;
// the path's own `xstate.done.actor.*` / `xstate.error.actor.*` / `xstate.after.*` events drive it, as the runtime
// would. After every event, the state and what was asked of the site is compared with an oracle replayed from the
// path's events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { keepAliveInterval, remoteAccessLogoutTimeout } from '../../machines/constants';
import { remoteAccessSiteMachine, type SiteCredentials } from '../../machines/remoteAccessSite.machine';
import { combinedCoverage } from './combinedCoverage';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof remoteAccessSiteMachine;

const ada: SiteCredentials = { username: 'ada/acme', password: 'ada-secret' };
const bea: SiteCredentials = { username: 'bea/globex', password: 'bea-secret' };

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'site.signIn', credentials: ada },
  { type: 'site.signIn', credentials: bea },
  { type: 'xstate.done.actor.siteLogin', output: undefined },
  { type: 'xstate.error.actor.siteLogin', error: new Error('site login answered 500') },
  { type: 'xstate.after.keepAliveInterval.remoteAccessSite.alive' },
  { type: 'xstate.done.actor.sitePing', output: undefined },
  { type: 'xstate.error.actor.sitePing', error: new Error('ping timed out') },
  { type: 'site.signOut' },
  { type: 'xstate.done.actor.siteLogout', output: undefined },
  { type: 'xstate.error.actor.siteLogout', error: new Error('logout answered 503') },
  { type: 'xstate.after.remoteAccessLogoutTimeout.remoteAccessSite.signingOut' },
];

const { paths, coverage } = generatePaths(remoteAccessSiteMachine, {
  events: fixtures,
  limit: 400,
  // The credentials of the last sign-in are the state's identity; two people are enough to see one replace another.
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, credentials: snapshot.context.credentials?.username }),
});

/**
 * The oracle, from the spec: a sign-in (again at any time before signing out) posts the credentials to the site;
 * its answer or its failure alike starts the keep-alive, a ping every interval whose failure changes nothing; signing
 * out posts the site's logout only when a sign-in was made, and the site session ends when the logout answers,
 * fails, or takes too long.
 */
function expectedAfter(events: ReadonlyArray<LooseEvent>) {
  let value = 'idle';
  let credentials: SiteCredentials | undefined;
  const logins: SiteCredentials[] = [];
  let pings = 0;
  let logouts = 0;
  const live = () => ['signingIn', 'alive', 'pinging'].includes(value);
  for (const event of events) {
    switch (event.type) {
      case 'site.signIn':
        if (value === 'signingOut' || value === 'signedOut') break;
        credentials = event.credentials as SiteCredentials;
        logins.push(credentials);
        value = 'signingIn';
        break;
      case 'xstate.done.actor.siteLogin':
      case 'xstate.error.actor.siteLogin':
        if (value === 'signingIn') value = 'alive';
        break;
      case 'xstate.after.keepAliveInterval.remoteAccessSite.alive':
        if (value !== 'alive') break;
        value = 'pinging';
        pings++;
        break;
      case 'xstate.done.actor.sitePing':
      case 'xstate.error.actor.sitePing':
        if (value === 'pinging') value = 'alive';
        break;
      case 'site.signOut':
        if (value === 'idle') value = 'signedOut';
        else if (live()) {
          value = 'signingOut';
          credentials = undefined;
          logouts++;
        }
        break;
      case 'xstate.done.actor.siteLogout':
      case 'xstate.error.actor.siteLogout':
      case 'xstate.after.remoteAccessLogoutTimeout.remoteAccessSite.signingOut':
        if (value === 'signingOut') value = 'signedOut';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { value, status: value === 'signedOut' ? 'done' : 'active', credentials, logins, pings, logouts };
}

function start() {
  const siteLogin = pending<void, SiteCredentials>();
  const sitePing = pending<void>();
  const siteLogout = pending<void>();
  const actor = createActor(
    remoteAccessSiteMachine.provide({ actors: { siteLogin: siteLogin.logic, sitePing: sitePing.logic, siteLogout: siteLogout.logic } }),
  );
  actor.start();
  return { actor, siteLogin, sitePing, siteLogout };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`remote-access site paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, siteLogin, sitePing, siteLogout } = start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          value: snapshot.value,
          status: snapshot.status,
          credentials: snapshot.context.credentials,
          logins: siteLogin.inputs,
          pings: sitePing.inputs.length,
          logouts: siteLogout.inputs.length,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done) as LooseEvent[]));
    });

    const types = path.events.map((event) => event.type);
    const end = actor.getSnapshot();
    // Spec §8: a failed site login is ignored: the keep-alive runs as after a successful one.
    if (types.at(-1) === 'xstate.error.actor.siteLogin') expect(end.value).toBe('alive');
    // The site's logout is posted at most once, and never for a site never signed into.
    expect(siteLogout.inputs.length).toBeLessThanOrEqual(1);
    if (!types.includes('site.signIn')) expect(siteLogout.inputs).toHaveLength(0);
    // A finished site session holds no password.
    if (end.status === 'done') expect(end.context.credentials).toBeUndefined();
  });
});

describe('remote-access site coverage', () => {
  test('every state and transition is covered and every fixture used', () => {
    const combined = combinedCoverage(remoteAccessSiteMachine, [coverage]);
    expect(combined.uncoveredStates).toEqual([]);
    expect(combined.uncoveredTransitions).toEqual([]);
    expect(combined.unusedFixtures).toEqual([]);
  });
});

describe('remote-access site outside the model', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('pings every 180 s after a sign-in, and a new sign-in restarts the count with the new credentials', () => {
    vi.useFakeTimers();
    const { actor, siteLogin, sitePing } = start();
    running = actor;
    expect(keepAliveInterval).toBe(180_000);
    actor.send({ type: 'site.signIn', credentials: ada });
    actor.send({ type: 'xstate.error.actor.siteLogin', error: new Error('down') } as never);
    vi.advanceTimersByTime(179_999);
    expect(sitePing.inputs).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sitePing.inputs).toHaveLength(1);
    actor.send({ type: 'xstate.done.actor.sitePing', output: undefined } as never);
    vi.advanceTimersByTime(100_000);
    // The next sign-in replaces the session: its own 180 s, not what was left of the old one.
    actor.send({ type: 'site.signIn', credentials: bea });
    actor.send({ type: 'xstate.done.actor.siteLogin', output: undefined } as never);
    vi.advanceTimersByTime(80_000);
    expect(sitePing.inputs).toHaveLength(1);
    vi.advanceTimersByTime(100_000);
    expect(sitePing.inputs).toHaveLength(2);
    expect(siteLogin.inputs).toEqual([ada, bea]);
  });

  test('a logout that never answers ends the site session after the timeout', () => {
    vi.useFakeTimers();
    const { actor, siteLogout } = start();
    running = actor;
    actor.send({ type: 'site.signIn', credentials: ada });
    actor.send({ type: 'site.signOut' });
    expect(siteLogout.inputs).toHaveLength(1);
    vi.advanceTimersByTime(remoteAccessLogoutTimeout - 1);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
