// Path tests for machines/loadAndSubmit.machine.ts (the agreements screen and self-registration): load, edit, submit;
// failures keep the person's input and offer a retry; a second submit while one is under way is ignored.
// Every path runs on a real actor whose `load` and `submit` never settle: the path's `xstate.done.actor.*` and
// `xstate.error.actor.*` events are sent to it as the runtime would deliver them. After every event, what the screen
// shows and what was asked is compared with an oracle replayed from the path's events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  createLoadAndSubmitMachine,
  loadAndSubmitMachine,
  selectData,
  selectError,
  selectStage,
  type LoadAndSubmitStage,
} from '../../machines/loadAndSubmit.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof loadAndSubmitMachine;

const agreements = [{ id: 7, type: 'TERM' }];
const draft = { accepted: [7] };
const result = { acceptedAt: '2025-01-02T03:04:05Z' };
const loadDown = new Error('GET agreements/last answered 503');
const submitRefused = new Error('POST agreements/accept answered 409');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.load', output: agreements },
  { type: 'xstate.error.actor.load', error: loadDown },
  { type: 'user.retry' },
  { type: 'user.submit', draft },
  { type: 'xstate.done.actor.submit', output: result },
  { type: 'xstate.error.actor.submit', error: submitRefused },
  { type: 'user.edit' },
];

const { paths, coverage } = generatePaths(loadAndSubmitMachine, { events: fixtures, limit: 100 });


/**
 * The oracle, from the machine's contract and the path's events: a load at start and on each retry after a failed
 * one; a submission of what was loaded and what was typed; a failure shows its reason and keeps the input; a new
 * submission clears the old reason; finished once, with the answer, when the service accepted.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: LoadAndSubmitStage = 'loading';
  let data: unknown;
  let typed: unknown;
  let error: unknown;
  let loads = 1;
  const submissions: unknown[] = [];
  const finishes: unknown[] = [];
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'xstate.done.actor.load':
        if (stage !== 'loading') break;
        stage = 'editing';
        data = event.output;
        error = undefined;
        break;
      case 'xstate.error.actor.load':
        if (stage !== 'loading') break;
        stage = 'loadFailed';
        error = event.error;
        break;
      case 'user.retry':
        if (stage !== 'loadFailed') break;
        stage = 'loading';
        loads++;
        break;
      case 'user.submit':
        if (stage !== 'editing' && stage !== 'submitFailed') break;
        stage = 'submitting';
        typed = event.draft;
        error = undefined;
        submissions.push({ data, draft: typed });
        break;
      case 'xstate.done.actor.submit':
        if (stage !== 'submitting') break;
        stage = 'done';
        finishes.push(event.output);
        break;
      case 'xstate.error.actor.submit':
        if (stage !== 'submitting') break;
        stage = 'submitFailed';
        error = event.error;
        break;
      case 'user.edit':
        if (stage === 'submitFailed') stage = 'editing';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, data, draft: typed, error, loads, submissions, finishes };
}

function start() {
  const load = pending<unknown>();
  const submit = pending<unknown, { data: unknown; draft: unknown }>();
  const finished = vi.fn<(result: unknown) => void>();
  const actor = createActor(
    loadAndSubmitMachine.provide({
      actors: { load: load.logic, submit: submit.logic },
      actions: { finished: (_, params) => finished(params.result) },
    }),
  );
  actor.start();
  return { actor, load, submit, finished };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

const count = (events: ReadonlyArray<{ type: string }>, type: string) => events.filter((event) => event.type === type).length;

describe(`loadAndSubmit paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, load, submit, finished } = start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: selectStage(snapshot),
          data: selectData(snapshot),
          draft: snapshot.context.draft,
          error: selectError(snapshot),
          loads: load.inputs.length,
          submissions: submit.inputs,
          finishes: finished.mock.calls.map(([answer]) => answer),
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    const end = actor.getSnapshot();

    // Finished once, with the service's answer, exactly when the flow is done.
    if (end.status === 'done') {
      expect(end.value).toBe('done');
      expect(finished).toHaveBeenCalledTimes(1);
      expect(finished).toHaveBeenCalledWith(result);
    } else {
      expect(finished).not.toHaveBeenCalled();
    }

    // One load at start and one per retry; one submission per submit, with what was loaded and what was typed.
    expect(load.inputs).toHaveLength(1 + count(path.events, 'user.retry'));
    expect(submit.inputs).toEqual(Array.from({ length: count(path.events, 'user.submit') }, () => ({ data: agreements, draft })));

    // A failed submission keeps the person's input and shows the error.
    if (end.matches('submitFailed')) {
      expect(end.context.draft).toEqual(draft);
      expect(end.context.error).toBe(submitRefused);
    }
    if (end.matches('loadFailed')) expect(end.context.error).toBe(loadDown);
    // Editing after a failure keeps the input too.
    if (end.matches('editing') && path.events.some((event) => event.type === 'user.submit')) {
      expect(end.context.draft).toEqual(draft);
    }
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});

describe('loadAndSubmit outside the model', () => {
  test('a second submit while the first is under way is ignored: one request, one finish', async () => {
    let submissions = 0;
    let answer: ((value: string) => void) | undefined;
    const finished = vi.fn<(result: string) => void>();
    const machine = createLoadAndSubmitMachine<string[], { name: string }, string>('double-click').provide({
      actors: {
        load: fromPromise(async () => ['TERM']),
        submit: fromPromise<string, { data: string[]; draft: { name: string } }>(() => {
          submissions++;
          return new Promise<string>((resolve) => {
            answer = resolve;
          });
        }),
      },
      actions: { finished: (_, params) => finished(params.result) },
    });
    const actor = createActor(machine);
    running = actor;
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));

    actor.send({ type: 'user.submit', draft: { name: 'first' } });
    actor.send({ type: 'user.submit', draft: { name: 'second' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.draft).toEqual({ name: 'first' });
    expect(submissions).toBe(1);

    answer?.('accepted');
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(end.context.result).toBe('accepted');
    expect(submissions).toBe(1);
    expect(finished.mock.calls).toEqual([['accepted']]);
  });

  test('after a refused submission the draft is kept and a corrected one can be sent', async () => {
    const sent: Array<{ name: string }> = [];
    const machine = createLoadAndSubmitMachine<string[], { name: string }, string>('retry-after-refusal').provide({
      actors: {
        load: fromPromise(async () => ['TERM']),
        submit: fromPromise<string, { data: string[]; draft: { name: string } }>(async ({ input }) => {
          sent.push(input.draft);
          if (sent.length === 1) throw new Error('409 name taken');
          return 'registered';
        }),
      },
    });
    const actor = createActor(machine);
    running = actor;
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'user.submit', draft: { name: 'acme' } });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('submitFailed'));
    expect(refused.context.draft).toEqual({ name: 'acme' });
    expect((refused.context.error as Error).message).toBe('409 name taken');

    actor.send({ type: 'user.submit', draft: { name: 'acme-two' } });
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([{ name: 'acme' }, { name: 'acme-two' }]);
    expect(end.context.result).toBe('registered');
    expect(end.context.error).toBeUndefined();
  });
});
