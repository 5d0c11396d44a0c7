// Path tests for machines/submit.machine.ts (a write with nothing to load: a gateway's position). Every path runs
// on a real actor whose `submit` never settles: the path's `xstate.done.actor.submit` and `xstate.error.actor.submit`
// are sent as the runtime would deliver them. After every event, the stage, the draft, the reason shown, what was
// sent and what was reported saved are compared with an oracle replayed from the path's events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { selectSubmitStage, submitMachine, type SubmitStage } from '../../machines/submit.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof submitMachine;

const draft = { latitude: 45.07, longitude: 7.69 };
const saved = { placed: true };
const refused = new Error('PUT position answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'user.submit', draft },
  { type: 'xstate.done.actor.submit', output: saved },
  { type: 'xstate.error.actor.submit', error: refused },
  { type: 'user.edit' },
];

const { paths, coverage } = generatePaths(submitMachine, { events: fixtures, limit: 100 });

/**
 * The oracle: a submit is sent unless one is under way; a failure shows its reason and keeps the draft; a new
 * submit clears the reason; a success is reported once per send; an edit after either leaves "saved" or the reason.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: SubmitStage = 'idle';
  let typed: unknown;
  let error: unknown;
  const sent: unknown[] = [];
  const finishes: unknown[] = [];
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'user.submit':
        if (stage === 'submitting') break;
        stage = 'submitting';
        typed = event.draft;
        error = undefined;
        sent.push({ draft: typed });
        break;
      case 'xstate.done.actor.submit':
        if (stage !== 'submitting') break;
        stage = 'saved';
        finishes.push(event.output);
        break;
      case 'xstate.error.actor.submit':
        if (stage !== 'submitting') break;
        stage = 'failed';
        error = event.error;
        break;
      case 'user.edit':
        if (stage === 'saved' || stage === 'failed') stage = 'idle';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, draft: typed, error, sent, finishes };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`submit paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const submit = pending<unknown, { draft: unknown }>();
    const finished = vi.fn<(result: unknown) => void>();
    const actor = createActor(submitMachine.provide({ actors: { submit: submit.logic }, actions: { finished: (_, params) => finished(params.result) } }));
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: selectSubmitStage(snapshot),
          draft: snapshot.context.draft,
          error: snapshot.context.error,
          sent: submit.inputs,
          finishes: finished.mock.calls.map(([answer]) => answer),
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    // It never ends: a form that stays open may save again.
    expect(actor.getSnapshot().status).toBe('active');
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});
