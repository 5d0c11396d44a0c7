// Path tests for machines/preauthorizedTransaction.machine.ts (spec §4 "Pre-authorised transactions: revoked; a
// failed execution can be retried"): revoking is confirmed first; a revoked transaction offers neither revoking nor
// retrying again; after either action the execution orders are read again; a failure keeps them on screen with the
// reason. Every path runs on a real actor whose effects never settle; the path's `xstate.*.actor.*` events drive it,
// and after every event what the panel shows and what was sent is compared with an oracle replayed from the events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { preauthorizedTransactionMachine, type TransactionOutcome } from '../../machines/preauthorizedTransaction.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof preauthorizedTransactionMachine;

const orders = [{ id: 2, result: 'FAILURE' }];
const readDown = new Error('GET executions answered 503');
const actDown = new Error('answered 500');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.executions', output: orders },
  { type: 'xstate.error.actor.executions', error: readDown },
  { type: 'user.reload' },
  { type: 'user.revoke' },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'user.retry', executionId: 2 },
  { type: 'xstate.done.actor.revoke', output: undefined },
  { type: 'xstate.error.actor.revoke', error: actDown },
  { type: 'xstate.done.actor.retry', output: { succeeded: true } },
  { type: 'xstate.done.actor.retry', output: { succeeded: false } },
  { type: 'xstate.error.actor.retry', error: actDown },
];

const describeEvent = (event: ModelEvent<Machine>) =>
  event.type === 'xstate.done.actor.retry' ? `retried(${(event as LooseEvent & { output: { succeeded: boolean } }).output.succeeded ? 'success' : 'failure'})` : undefined;

const generatedFor = (revoked: boolean) => generatePaths(preauthorizedTransactionMachine, { events: fixtures, input: { revoked }, describeEvent, limit: 600 });
const active = generatedFor(false);
const alreadyRevoked = generatedFor(true);

type Stage = 'loading' | 'loadFailed' | 'idle' | 'confirming' | 'revoking' | 'retrying';

function expectedAfter(events: ReadonlyArray<{ type: string }>, startRevoked: boolean) {
  let stage: Stage = 'loading';
  let revoked = startRevoked;
  let executions: unknown;
  let outcome: TransactionOutcome | undefined;
  let error: unknown;
  let actionError: unknown;
  let reads = 1;
  const revokes: number[] = [];
  const retries: unknown[] = [];
  let toldRevoked = 0;
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'xstate.done.actor.executions':
        if (stage !== 'loading') break;
        stage = 'idle';
        executions = event.output;
        error = undefined;
        break;
      case 'xstate.error.actor.executions':
        if (stage !== 'loading') break;
        stage = 'loadFailed';
        error = event.error;
        break;
      case 'user.reload':
        if (stage !== 'loadFailed' && stage !== 'idle') break;
        stage = 'loading';
        reads++;
        break;
      case 'user.revoke':
        if (stage !== 'idle' || revoked) break;
        stage = 'confirming';
        outcome = undefined;
        actionError = undefined;
        break;
      case 'user.confirm':
        if (stage !== 'confirming') break;
        stage = 'revoking';
        revokes.push(1);
        break;
      case 'user.cancel':
        if (stage === 'confirming') stage = 'idle';
        break;
      case 'user.retry':
        if (stage !== 'idle' || revoked) break;
        stage = 'retrying';
        outcome = undefined;
        actionError = undefined;
        retries.push({ executionId: event.executionId });
        break;
      case 'xstate.done.actor.revoke':
        if (stage !== 'revoking') break;
        stage = 'loading';
        revoked = true;
        outcome = { kind: 'revoked' };
        toldRevoked++;
        reads++;
        break;
      case 'xstate.done.actor.retry':
        if (stage !== 'retrying') break;
        stage = 'loading';
        outcome = { kind: 'retried', succeeded: (event.output as { succeeded: boolean }).succeeded };
        reads++;
        break;
      case 'xstate.error.actor.revoke':
      case 'xstate.error.actor.retry':
        if (stage !== (event.type === 'xstate.error.actor.revoke' ? 'revoking' : 'retrying')) break;
        stage = 'idle';
        actionError = event.error;
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, revoked, executions, outcome, error, actionError, reads, revokes: revokes.length, retries, toldRevoked };
}

const stageOf = (value: unknown): Stage => (typeof value === 'string' ? (value as Stage) : ((value as { ready: Stage }).ready));

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe.each([
  ['an authorised transaction', false, active],
  ['a revoked transaction', true, alreadyRevoked],
] as const)('preauthorizedTransaction paths: %s', (_name, revoked, { paths, coverage }) => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const executions = pending<unknown[]>();
    const revoke = pending<unknown>();
    const retry = pending<{ succeeded: boolean }, { executionId: number }>();
    const told = vi.fn();
    const actor = createActor(
      preauthorizedTransactionMachine.provide({ actors: { executions: executions.logic, revoke: revoke.logic, retry: retry.logic }, actions: { revoked: told } }),
      { input: { revoked } },
    );
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const { value, context } = actor.getSnapshot();
      expect(
        {
          stage: stageOf(value),
          revoked: context.revoked,
          executions: context.executions,
          outcome: context.outcome,
          error: context.error,
          actionError: context.actionError,
          reads: executions.inputs.length,
          revokes: revoke.inputs.length,
          retries: retry.inputs,
          toldRevoked: told.mock.calls.length,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done), revoked));
    });
  });

  if (!revoked) {
    test('cover every state and transition', () => {
      expect(coverage.uncoveredStates).toEqual([]);
      expect(coverage.uncoveredTransitions).toEqual([]);
      expect(coverage.unusedFixtures).toEqual([]);
    });
  }
});
