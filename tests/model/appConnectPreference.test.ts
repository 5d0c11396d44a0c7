// Path tests for machines/appConnectPreference.machine.ts: one preference get or set of an embedded app.
// Every generated path runs on a real actor whose effects never settle (the path's done/error events stand for the
// service's answer) and whose 10000 ms limit runs on fake timers. After every event, what the app was answered,
// what the service was asked and what the person is told is compared with an oracle written from the spec and issue
// 26: a request without its key (or, to set, its value), or with one of another type or too long, is refused with the
// reason ("{X} is required", "… must be text", "… must be at most … characters"), answered with it, and never reaches
// the service; a read is answered with its key and value (undefined when never set), a save with its key; at the
// limit the answer says "Timeout reached waiting for user preference {key} response" and a later one is not passed
// on; a failed call is answered with why. Every request gets exactly one answer.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { appConnectPreferenceMachine, type PreferenceRequest } from '../../machines/appConnectPreference.machine';
import { appPreferenceTimeout } from '../../machines/constants';
import { combinedCoverage } from './combinedCoverage';
import { generatePaths, runPath, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof appConnectPreferenceMachine;

const down = new Error('PUT answered 503');
const readingTimeout = 'xstate.after.appPreferenceTimeout.appConnectPreference.reading';
const savingTimeout = 'xstate.after.appPreferenceTimeout.appConnectPreference.saving';
const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.read', output: 'North hall' },
  { type: 'xstate.done.actor.read', output: undefined },
  { type: 'xstate.error.actor.read', error: down },
  { type: 'xstate.done.actor.save', output: undefined },
  { type: 'xstate.error.actor.save', error: down },
  { type: readingTimeout },
  { type: savingTimeout },
];

const requests: PreferenceRequest[] = [
  { kind: 'get', key: 'warehouse' },
  { kind: 'set', key: 'warehouse', value: 'North hall' },
  { kind: 'set', key: 'warehouse', value: '' },
  { kind: 'get' },
  { kind: 'get', key: '' },
  { kind: 'set', value: 'North hall' },
  { kind: 'set', key: 'warehouse' },
  { kind: 'get', key: 3 },
  { kind: 'get', key: 'k'.repeat(201) },
  { kind: 'set', key: 'warehouse', value: 5 },
  { kind: 'set', key: 'warehouse', value: 'v'.repeat(10_001) },
];
const generated = requests.map((request) => generatePaths(appConnectPreferenceMachine, { events: fixtures, input: { request }, limit: 500 }));
const runs = generated.flatMap(({ paths }, index) => paths.map((path) => ({ path, request: requests[index]! })));

interface Expected {
  replies: unknown[];
  reads: unknown[];
  saves: unknown[];
  failure?: string;
}

const getAnswer = 'USER_PREFERENCE_GET_RESPONSE';
const setAnswer = 'USER_PREFERENCE_SET_RESPONSE';

/** The refusal of `request`, written from the wire protocol's rules, or undefined for a sound request. */
function refusalOf(request: PreferenceRequest): string | undefined {
  if (request.key === undefined || request.key === '') return 'key is required';
  if (typeof request.key !== 'string') return 'key must be text';
  if (request.key.length > 200) return 'key must be at most 200 characters';
  if (request.kind === 'get') return undefined;
  if (request.value === undefined) return 'value is required';
  if (typeof request.value !== 'string') return 'value must be text';
  if (request.value.length > 10_000) return 'value must be at most 10000 characters';
  return undefined;
}

function failureAnswer(request: PreferenceRequest, error: string) {
  const key = typeof request.key === 'string' ? request.key : undefined;
  return request.kind === 'get' ? { type: getAnswer, payload: { key, value: undefined, error } } : { type: setAnswer, payload: { key, error } };
}

function expectedAfter(events: ReadonlyArray<{ type: string; output?: unknown }>, request: PreferenceRequest): Expected {
  const refused = refusalOf(request);
  if (refused) return { replies: [failureAnswer(request, refused)], reads: [], saves: [], failure: refused };
  const key = request.key as string;
  const expected: Expected = {
    replies: [],
    reads: request.kind === 'get' ? [{ key }] : [],
    saves: request.kind === 'set' ? [{ key, value: request.value }] : [],
  };
  const [first] = events;
  if (first === undefined) return expected;
  if (first.type === 'xstate.done.actor.read') expected.replies.push({ type: getAnswer, payload: { key, value: first.output } });
  if (first.type === 'xstate.done.actor.save') expected.replies.push({ type: setAnswer, payload: { key } });
  if (first.type.startsWith('xstate.error.actor.')) expected.replies.push(failureAnswer(request, 'The preference could not be read or saved; try again later'));
  if (first.type.startsWith('xstate.after.')) {
    expected.failure = `Timeout reached waiting for user preference ${key} response`;
    expected.replies.push(failureAnswer(request, expected.failure));
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

describe(`appConnectPreference paths (${runs.length})`, () => {
  test.each(runs.map((run) => [`${JSON.stringify(run.request)}: ${run.path.title}`, run] as const))('%s', async (_title, { path, request }) => {
    const read = pending<string | undefined, { key: string }>();
    const save = pending<void, { key: string; value: string }>();
    const replies: unknown[] = [];
    const actor = createActor(
      appConnectPreferenceMachine.provide({ actors: { read: read.logic, save: save.logic }, actions: { reply: (_, message) => replies.push(message) } }),
      { input: { request } },
    );
    running = actor;
    actor.start();
    const elapse = () => void vi.advanceTimersByTime(appPreferenceTimeout);
    await runPath(actor, path, { [readingTimeout]: elapse, [savingTimeout]: elapse }, (done) => {
      const { failure } = actor.getSnapshot().context;
      expect({ replies, reads: read.inputs, saves: save.inputs, failure }, `after ${done} event(s)`).toEqual(expectedAfter(path.events.slice(0, done), request));
    });
  });

  test('cover every state and transition', () => {
    const combined = combinedCoverage(appConnectPreferenceMachine, generated.map(({ coverage }) => coverage));
    // `checking` only sorts the request on start (eventless transitions): no path rests in it, every path passes it.
    expect(combined.uncoveredStates).toEqual(['appConnectPreference.checking']);
    expect(combined.uncoveredTransitions).toEqual([]);
    expect(combined.unusedFixtures).toEqual([]);
  });
});

describe('appConnectPreference outside the model', () => {
  test('an answer a millisecond before the limit is passed on; at the limit the app is told, and a later answer is not passed on', async () => {
    const reply = (wait: number) => {
      const replies: unknown[] = [];
      const read = pending<string | undefined, { key: string }>();
      const actor = createActor(appConnectPreferenceMachine.provide({ actors: { read: read.logic }, actions: { reply: (_, message) => replies.push(message) } }), {
        input: { request: { kind: 'get', key: 'warehouse' } },
      });
      actor.start();
      vi.advanceTimersByTime(wait);
      actor.send({ type: 'xstate.done.actor.read', output: 'North hall' } as never);
      const { failure } = actor.getSnapshot().context;
      actor.stop();
      return { replies: replies.length, failure };
    };
    expect(reply(appPreferenceTimeout - 1)).toEqual({ replies: 1, failure: undefined });
    expect(reply(appPreferenceTimeout)).toEqual({ replies: 1, failure: 'Timeout reached waiting for user preference warehouse response' });
  });
});
