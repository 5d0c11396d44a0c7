// Path tests for machines/bulkAction.machine.ts, with the alarm actions as the things acted on (spec §4 "Alarms":
// reset, acknowledge, clear on one alarm from its row, without confirmation, or on several selected alarms or every
// alarm matching the filter, confirmed first); the fleet's device actions run the same machine. Every path runs on a
// real actor whose `execute` never settles: the path's `xstate.done.actor.execute` / `xstate.error.actor.execute` events are sent to it as the runtime
// would deliver them, and the test checks what was sent to the service and what the list was told. After every
// event, what the confirmation and summary show and what was sent and announced is compared with an oracle replayed
// from the path's events.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  bulkActionMachine,
  selectActionError,
  selectActionOutcome,
  selectActionRequest,
  selectActionStage,
  type BulkActionStage,
  type BulkOutcome,
  type BulkRequest,
  type ExecuteInput,
} from '../../machines/bulkAction.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { withOwnSnapshots } from './ownSnapshots';
import { pending } from './pending';

type Machine = typeof bulkActionMachine;
type AlarmActionRequest = BulkRequest;

const ackSelected: AlarmActionRequest = { action: 'ack', target: { kind: 'selected', ids: ['a1', 'a2'] } };
const resetMatching: AlarmActionRequest = {
  action: 'reset',
  target: { kind: 'matching', filter: "status != 'CLEARED' and severity >= 4", count: 9 },
};
const nothingSelected: AlarmActionRequest = { action: 'clear', target: { kind: 'selected', ids: [] } };
const clearOne: AlarmActionRequest = { action: 'clear', target: { kind: 'one', id: 'a2', label: 'Overcurrent on Line 2' } };
const unavailable = new Error('POST action/resetAll answered 500');
const applied: BulkOutcome = { applied: ['a1'], skipped: [{ id: 'a2', reason: 'notPending' }], failed: [] };
const partly: BulkOutcome = { applied: ['a1'], skipped: [], failed: [{ id: 'a2', error: unavailable }] };

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'action.request', request: ackSelected },
  { type: 'action.request', request: resetMatching },
  { type: 'action.request', request: nothingSelected },
  { type: 'action.request', request: clearOne },
  { type: 'action.request', request: clearOne, comment: 'valve replaced' },
  { type: 'action.confirm', comment: 'shift handover' },
  { type: 'action.cancel' },
  { type: 'action.retry' },
  { type: 'action.dismiss' },
  { type: 'xstate.done.actor.execute', output: applied },
  { type: 'xstate.done.actor.execute', output: partly },
  { type: 'xstate.error.actor.execute', error: unavailable },
];

const generated = generatePaths(bulkActionMachine, {
  events: fixtures,
  // The attempt counter grows with every confirmation; what the flow can do next does not depend on it.
  serializeState: (snapshot) => {
    const { attempt: _attempt, ...rest } = snapshot.context;
    return JSON.stringify([snapshot.value, rest]);
  },
  describeEvent: (event) => {
    if (event.type === 'action.request') {
      const { request } = event as { request: AlarmActionRequest };
      const { target } = request;
      const what = target.kind === 'one' ? `alarm ${target.id}` : target.kind === 'selected' ? `${target.ids.length} selected` : 'matching';
      return `alarm.request(${request.action} ${what}${'comment' in event && event.comment ? ', with comment' : ''})`;
    }
    if (event.type === 'xstate.done.actor.execute') return event.output === applied ? 'executed(all)' : 'executed(a2 failed)';
    if (event.type === 'xstate.error.actor.execute') return 'execute failed(500)';
    return undefined;
  },
  limit: 500,
});
const { coverage } = generated;
const paths = generated.paths.map((path) => withOwnSnapshots(bulkActionMachine, path));

/**
 * The oracle, from spec §4 and the machine's header, replayed from the path's events: an action on one alarm from its
 * row is sent at once with its comment (or none) under a new attempt; an action on several alarms asks for
 * confirmation (on none, nothing happens), and confirming sends it with the comment under a new attempt; every
 * answer is announced to the list; a partial failure shows what failed and its retry sends only the failed alarms
 * (one alarm: that alarm), a whole failure shows the error and its retry sends the whole request again, both under
 * the same attempt.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage = 'idle' as BulkActionStage;
  let request: AlarmActionRequest | undefined;
  let comment = '';
  let attempt = 0;
  let outcome: BulkOutcome | undefined;
  let error: unknown;
  const executions: ExecuteInput[] = [];
  const announced: Array<BulkOutcome | undefined> = [];
  const execute = () => {
    stage = 'executing';
    outcome = undefined;
    error = undefined;
    executions.push({ request: request!, comment, attempt });
  };
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'action.request': {
        const asked = event.request as AlarmActionRequest;
        const free = stage === 'idle' || stage === 'done' || stage === 'failed';
        if (free && asked.target.kind === 'one') {
          request = asked;
          comment = (event.comment as string | undefined) ?? '';
          attempt++;
          execute();
          break;
        }
        const count = asked.target.kind === 'selected' ? asked.target.ids.length : asked.target.kind === 'matching' ? asked.target.count : 1;
        if (free && count > 0) {
          stage = 'confirming';
          request = asked;
          comment = '';
          outcome = undefined;
          error = undefined;
        }
        break;
      }
      case 'action.confirm':
        if (stage !== 'confirming') break;
        comment = event.comment as string;
        attempt++;
        execute();
        break;
      case 'action.cancel':
        if (stage === 'confirming') stage = 'idle';
        break;
      case 'xstate.done.actor.execute':
        if (stage !== 'executing') break;
        outcome = event.output as BulkOutcome;
        stage = outcome.failed.length ? 'failed' : 'done';
        announced.push(outcome);
        break;
      case 'xstate.error.actor.execute':
        if (stage !== 'executing') break;
        stage = 'failed';
        error = event.error;
        announced.push(undefined);
        break;
      case 'action.retry':
        if (stage !== 'failed') break;
        if (error === undefined && request!.target.kind !== 'one') {
          request = { action: request!.action, target: { kind: 'selected', ids: outcome!.failed.map((failure) => failure.id) } };
        }
        execute();
        break;
      case 'action.dismiss':
        if (stage === 'done' || stage === 'failed') stage = 'idle';
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, request, outcome, error, executions, announced };
}

function start() {
  const execute = pending<BulkOutcome, ExecuteInput>();
  const actor = createActor(bulkActionMachine.provide({ actors: { execute: execute.logic } }));
  const changes: Array<BulkOutcome | undefined> = [];
  actor.on('targets.changed', (event) => changes.push(event.outcome));
  actor.start();
  return { actor, execute, changes };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

type Snapshot = SnapshotFrom<Machine>;

/** What the service must have been asked, step by step, written out from the spec and the machine's header. */
function expectedExecutions(path: (typeof paths)[number]): ExecuteInput[] {
  const expected: ExecuteInput[] = [];
  let before: Snapshot = path.initial;
  let attempts = 0;
  for (const { event, state } of path.steps) {
    if (event.type === 'action.confirm') {
      attempts++;
      expected.push({ request: before.context.request!, comment: 'shift handover', attempt: attempts });
    }
    // One alarm from its row: sent at once, unless an action is still being confirmed or under way.
    const busy = before.matches('confirming') || before.matches('executing');
    if (event.type === 'action.request' && event.request.target.kind === 'one' && !busy) {
      attempts++;
      expected.push({ request: event.request, comment: event.comment ?? '', attempt: attempts });
    }
    if (event.type === 'action.retry') {
      const previous = expected[expected.length - 1]!;
      // A failed call goes again as it was; a partial failure sends only the failed alarms (one alarm: itself).
      // Same attempt either way.
      expected.push(
        before.context.error !== undefined || previous.request.target.kind === 'one'
          ? previous
          : { ...previous, request: { action: previous.request.action, target: { kind: 'selected', ids: ['a2'] } } },
      );
    }
    before = state;
  }
  return expected;
}

describe(`alarmActions paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, execute, changes } = start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: selectActionStage(snapshot),
          request: selectActionRequest(snapshot),
          outcome: selectActionOutcome(snapshot),
          error: selectActionError(snapshot),
          executions: execute.inputs,
          announced: changes,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    const end = actor.getSnapshot();

    expect(execute.inputs).toEqual(expectedExecutions(path));
    // Every finished execution, failed or not, tells the list to show the new state, with the per-alarm outcome
    // when there is one.
    const settled = path.events.filter((event) => event.type.startsWith('xstate.done.actor') || event.type.startsWith('xstate.error.actor'));
    expect(changes).toEqual(settled.map((event) => (event.type === 'xstate.done.actor.execute' ? event.output : undefined)));

    // An empty request never reaches the confirmation, nor does an action on one alarm.
    if (end.matches('confirming')) expect(end.context.request).not.toBe(nothingSelected);
    if (end.matches('confirming')) expect(end.context.request).not.toBe(clearOne);
    // The outcome on screen is the last answer; a failed call leaves none, only the error.
    const last = settled[settled.length - 1];
    if (end.matches('done')) expect(end.context.outcome).toBe(applied);
    if (end.matches('failed') && last?.type === 'xstate.error.actor.execute') {
      expect(end.context.error).toBe(unavailable);
      expect(end.context.outcome).toBeUndefined();
    }
    if (end.matches('failed') && last?.type === 'xstate.done.actor.execute') expect(end.context.outcome).toBe(partly);
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});

describe('alarmActions outside the model', () => {
  test('an action on no alarm asks for no confirmation', () => {
    const { actor } = start();
    running = actor;
    actor.send({ type: 'action.request', request: nothingSelected });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('a second confirm while the action runs is ignored: one call to the service', async () => {
    const calls: ExecuteInput[] = [];
    let answer: ((outcome: BulkOutcome) => void) | undefined;
    const actor = createActor(
      bulkActionMachine.provide({
        actors: {
          execute: fromPromise<BulkOutcome, ExecuteInput>(({ input }) => {
            calls.push(input);
            return new Promise((resolve) => {
              answer = resolve;
            });
          }),
        },
      }),
    );
    running = actor;
    actor.start();
    actor.send({ type: 'action.request', request: ackSelected });
    actor.send({ type: 'action.confirm', comment: 'first' });
    actor.send({ type: 'action.confirm', comment: 'second' });
    expect(actor.getSnapshot().value).toBe('executing');
    expect(calls).toEqual([{ request: ackSelected, comment: 'first', attempt: 1 }]);

    answer?.({ applied: ['a1', 'a2'], skipped: [], failed: [] });
    const end = await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(end.context.outcome?.applied).toEqual(['a1', 'a2']);
    expect(calls).toHaveLength(1);
  });

  test('each confirmed action is a new attempt; its retries are not', async () => {
    const calls: ExecuteInput[] = [];
    const outcomes = [partly, applied, applied];
    const actor = createActor(
      bulkActionMachine.provide({
        actors: {
          execute: fromPromise<BulkOutcome, ExecuteInput>(async ({ input }) => {
            calls.push(input);
            return outcomes.shift()!;
          }),
        },
      }),
    );
    running = actor;
    actor.start();
    actor.send({ type: 'action.request', request: ackSelected });
    actor.send({ type: 'action.confirm', comment: '' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'action.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    actor.send({ type: 'action.request', request: resetMatching });
    actor.send({ type: 'action.confirm', comment: '' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls.map((call) => [call.attempt, call.request.target])).toEqual([
      [1, ackSelected.target],
      [1, { kind: 'selected', ids: ['a2'] }],
      [2, resetMatching.target],
    ]);
  });
});
