// Path tests for machines/appConnectHandshake.machine.ts: the host's side of an embedded app's handshake.
// Every generated path runs on a real actor whose effects record what would be posted to the app; the 5000 ms limit
// runs on fake timers. After every event, what was posted and what the person is told is compared with an oracle
// written from the spec: the app is answered once per init with the complete context, or told which item is missing;
// an app that does not ask within 5000 ms of its frame loading is "Create timeout reached"; an app may ask before its
// frame's load event (the two race) or again later, and is answered each time; a connected app is told of each change
// (token, person, organisation, theme, brand) and nothing else.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { appConnectHandshakeMachine, type AppContext } from '../../machines/appConnectHandshake.machine';
import { appConnectTimeout } from '../../machines/constants';
import type { ThemeColors } from '../../src/platform/types';
import { combinedCoverage } from './combinedCoverage';
import { generatePaths, runPath, type ModelEvent } from './pathTests';

type Machine = typeof appConnectHandshakeMachine;

const acme: AppContext = {
  jwt: 'token-acme',
  username: 'alice',
  organizationId: '1',
  organizationResourceId: 'acme',
  corvinaHost: 'http://localhost:4173',
  corvinaDomain: 'localhost',
  theme: { colors: { primary: '#0b6bcb' } as ThemeColors },
  defaultStandardTime: 'Europe/Rome',
  brandName: 'Acme Industrial',
};
const globex: AppContext = {
  ...acme,
  jwt: 'token-globex',
  organizationId: '2',
  organizationResourceId: 'globex',
  theme: { colors: { ...acme.theme!.colors, primary: '#0f7b5f' } },
  brandName: 'Globex Remote',
};
/** The app's token not read yet. */
const { jwt: _jwt, ...withoutToken } = acme;

const timeout = 'xstate.after.appConnectTimeout.appConnectHandshake.waitingForInit';
const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'frame.loaded' },
  { type: 'app.init' },
  { type: 'host.context', context: acme },
  { type: 'host.context', context: globex },
  { type: 'host.context', context: withoutToken },
  { type: timeout },
];

const starts: { host: Partial<AppContext> }[] = [{ host: acme }, { host: withoutToken }];
const generated = starts.map((input) => generatePaths(appConnectHandshakeMachine, { events: fixtures, input, limit: 5_000 }));
const runs = generated.flatMap(({ paths }, index) => paths.map((path) => ({ path, input: starts[index]! })));

const required = ['jwt', 'username', 'organizationId', 'organizationResourceId', 'corvinaHost', 'corvinaDomain'] as const;
const pushNames: [keyof AppContext, string][] = [
  ['jwt', 'JWT_CHANGED'],
  ['username', 'USER_CHANGED'],
  ['organizationId', 'ORGANIZATION_ID_CHANGED'],
  ['organizationResourceId', 'ORGANIZATION_RESOURCE_ID_CHANGED'],
  ['theme', 'THEME_CHANGED'],
  ['brandName', 'BRAND_NAME_CHANGED'],
];

interface Expected {
  posted: { type: string; payload: unknown }[];
  failure?: string;
}

/** The oracle: what the app has been sent and what the person is told after `events`. */
function expectedAfter(events: ReadonlyArray<{ type: string; context?: Partial<AppContext> }>, start: Partial<AppContext>): Expected {
  let stage: 'frame' | 'init' | 'connected' | 'timedOut' | 'refused' = 'frame';
  let host = start;
  let given: Partial<AppContext> = {};
  const expected: Expected = { posted: [] };
  for (const event of events) {
    if (event.type === 'frame.loaded') {
      // The load event of a connected app's own document changes nothing.
      if (stage !== 'connected') {
        stage = 'init';
        expected.failure = undefined;
      }
    } else if (event.type === timeout && stage === 'init') {
      stage = 'timedOut';
      expected.failure = 'Create timeout reached';
    } else if (event.type === 'app.init') {
      const missing = required.find((item) => host[item] === undefined);
      if (missing === undefined) {
        stage = 'connected';
        given = host;
        expected.failure = undefined;
        expected.posted.push({ type: 'CORVINA_CONNECT_INIT_RESPONSE', payload: host });
      } else {
        stage = 'refused';
        expected.failure = `${missing} is required`;
      }
    } else if (event.type === 'host.context' && event.context) {
      const next = event.context;
      if (stage === 'connected') {
        for (const [item, type] of pushNames) {
          if (next[item] === undefined && item !== 'theme') continue;
          if (JSON.stringify(next[item]) !== JSON.stringify(given[item])) expected.posted.push({ type, payload: { [item]: next[item] } });
        }
        given = { ...given, ...next };
      }
      host = next;
    }
  }
  return expected;
}

let running: { stop: () => void } | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  running?.stop();
  running = undefined;
  vi.useRealTimers();
});

describe(`appConnectHandshake paths (${runs.length})`, () => {
  test.each(runs.map((run) => [`${run.input.host.jwt ? '' : 'without token: '}${run.path.title}`, run] as const))('%s', async (_title, { path, input }) => {
    const posted: { type: string; payload: unknown }[] = [];
    const actor = createActor(
      appConnectHandshakeMachine.provide({
        actions: {
          replyInit: (_, { context }) => posted.push({ type: 'CORVINA_CONNECT_INIT_RESPONSE', payload: context }),
          push: (_, { pushes }) => posted.push(...pushes),
        },
      }),
      { input },
    );
    running = actor;
    actor.start();
    await runPath(actor, path, { [timeout]: () => void vi.advanceTimersByTime(appConnectTimeout) }, (done) => {
      const expected = expectedAfter(path.events.slice(0, done) as never, input.host);
      expect({ posted, failure: actor.getSnapshot().context.failure }, `after ${done} event(s)`).toEqual(expected);
    });
  });

  test('cover every state and transition', () => {
    const combined = combinedCoverage(appConnectHandshakeMachine, generated.map(({ coverage }) => coverage));
    expect(combined.uncoveredStates).toEqual([]);
    expect(combined.uncoveredTransitions).toEqual([]);
    expect(combined.unusedFixtures).toEqual([]);
  });
});

describe('appConnectHandshake outside the model', () => {
  test('the limit tells the person at 5000 ms, not before; an app that asks later is still answered', () => {
    const posted: unknown[] = [];
    const actor = createActor(appConnectHandshakeMachine.provide({ actions: { replyInit: () => posted.push('init') } }), { input: { host: acme } });
    actor.start();
    actor.send({ type: 'frame.loaded' });
    vi.advanceTimersByTime(appConnectTimeout - 1);
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.failure).toBe('Create timeout reached');
    actor.send({ type: 'app.init' });
    expect({ posted, failure: actor.getSnapshot().context.failure }).toEqual({ posted: ['init'], failure: undefined });
    actor.stop();
  });

  test('an init that comes before the frame’s load event is answered, and the load event does not start the limit', () => {
    const posted: unknown[] = [];
    const actor = createActor(appConnectHandshakeMachine.provide({ actions: { replyInit: () => posted.push('init') } }), { input: { host: acme } });
    actor.start();
    actor.send({ type: 'app.init' });
    actor.send({ type: 'frame.loaded' });
    vi.advanceTimersByTime(appConnectTimeout * 2);
    expect({ posted, failure: actor.getSnapshot().context.failure, value: actor.getSnapshot().value }).toEqual({ posted: ['init'], failure: undefined, value: 'connected' });
    actor.stop();
  });
});
