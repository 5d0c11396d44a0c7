// Path tests for machines/permissionChange.machine.ts (a user group's roles changed on /permission): a change is
// previewed with what it takes from whom before it is applied, applied only on confirmation, and kept through going
// back and through refusals. Every path runs on a real actor whose `test` and `apply` never settle: the path's
// `xstate.done.actor.*` and `xstate.error.actor.*` events are sent as the runtime would. After every event, what the
// screen shows and what was asked of the service is compared with an oracle replayed from the path's events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { permissionChangeMachine, selectChangeStage, type PermissionChangeStage } from '../../machines/permissionChange.machine';
import type { PermissionChange } from '../../src/platform/types';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof permissionChangeMachine;

const none = { groupsToAdd: [], rolesToAdd: [], groupsToRemove: [], rolesToRemove: [] };
const removeOperator: PermissionChange = { ...none, rolesToRemove: [9] };
const empty: PermissionChange = none;
const revoked = [{ userId: 102, username: 'bob', permissions: ['alarms:ack'] }];
const previewDown = new Error('POST roles/testApplicationPermissions answered 503');
const changeRefused = new Error('PUT userGroups/7/permissions answered 400');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'user.review', change: removeOperator },
  { type: 'user.review', change: empty },
  { type: 'xstate.done.actor.test', output: revoked },
  { type: 'xstate.error.actor.test', error: previewDown },
  { type: 'user.retry' },
  { type: 'user.edit' },
  { type: 'user.confirm' },
  { type: 'xstate.done.actor.apply', output: undefined },
  { type: 'xstate.error.actor.apply', error: changeRefused },
];

const { paths, coverage } = generatePaths(permissionChangeMachine, { events: fixtures, limit: 400 });

/**
 * The oracle: a review of a real change asks for its preview (an empty one is ignored); the preview is shown and a
 * confirmation applies exactly the change previewed; a refusal shows its reason, keeps the change and is sent again
 * on retry or confirm; going back keeps the draft; applied once, when the service accepted.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: PermissionChangeStage = 'editing';
  let change: PermissionChange | undefined;
  let shown: unknown;
  let error: unknown;
  const tests: PermissionChange[] = [];
  const applies: PermissionChange[] = [];
  let applied = 0;
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'user.review': {
        const sent = event.change as PermissionChange;
        if (stage !== 'editing' || sent === empty) break;
        stage = 'testing';
        change = sent;
        shown = undefined;
        error = undefined;
        tests.push(sent);
        break;
      }
      case 'xstate.done.actor.test':
        if (stage !== 'testing') break;
        stage = 'reviewing';
        shown = event.output;
        break;
      case 'xstate.error.actor.test':
        if (stage !== 'testing') break;
        stage = 'testFailed';
        error = event.error;
        break;
      case 'user.retry':
        if (stage !== 'testFailed') break;
        stage = 'testing';
        error = undefined;
        tests.push(change!);
        break;
      case 'user.edit':
        if (stage === 'testFailed' || stage === 'reviewing' || stage === 'applyFailed') stage = 'editing';
        break;
      case 'user.confirm':
        if (stage !== 'reviewing' && stage !== 'applyFailed') break;
        stage = 'applying';
        error = undefined;
        applies.push(change!);
        break;
      case 'xstate.done.actor.apply':
        if (stage !== 'applying') break;
        stage = 'done';
        applied++;
        break;
      case 'xstate.error.actor.apply':
        if (stage !== 'applying') break;
        stage = 'applyFailed';
        error = event.error;
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, change, revoked: shown, error, tests, applies, applied };
}

function start() {
  const test = pending<typeof revoked, PermissionChange>();
  const apply = pending<void, PermissionChange>();
  const applied = vi.fn();
  const actor = createActor(permissionChangeMachine.provide({ actors: { test: test.logic, apply: apply.logic }, actions: { applied } }));
  actor.start();
  return { actor, test, apply, applied };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`permissionChange paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, test: preview, apply, applied } = start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: selectChangeStage(snapshot),
          change: snapshot.context.change,
          revoked: snapshot.context.revoked,
          error: snapshot.context.error,
          tests: preview.inputs,
          applies: apply.inputs,
          applied: applied.mock.calls.length,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    // Nothing is applied that was not previewed first.
    for (const change of apply.inputs) expect(preview.inputs).toContain(change);
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});
