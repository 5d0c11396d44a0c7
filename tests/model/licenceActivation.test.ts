// Path tests for machines/licenceActivation.machine.ts (spec §4 "Licences: activated"): a code is checked before it
// may be activated, a refused code is never activated, a change of code or client drops the check, and a failed
// activation keeps the request to send again. Every path runs on a real actor whose `check` and `activate` never
// settle: the path's `xstate.done.actor.*` / `xstate.error.actor.*` events drive it. After every event, what the
// dialog shows and what was sent is compared with an oracle replayed from the path's events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { licenceActivationMachine, type ActivationRequest, type ActivationStage, type CodeCheck } from '../../machines/licenceActivation.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof licenceActivationMachine;

const forBakery: ActivationRequest = { code: 'ACME-IOT-BASIC-0004', organization: 'bakery-bros' };
const valid: CodeCheck = { valid: true, expirationDate: Date.UTC(2027, 0, 5) };
const used: CodeCheck = { valid: false, reason: 'used', expirationDate: Date.UTC(2026, 11, 1) };
const checkDown = new Error('GET licenses/validate answered 503');
const activateDown = new Error('POST licenses/activation answered 500');
const licence = { licenseId: 4, code: forBakery.code, activatedOrgResourceId: 'bakery-bros' };

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'user.check', request: forBakery },
  { type: 'user.change' },
  { type: 'user.activate' },
  { type: 'xstate.done.actor.check', output: valid },
  { type: 'xstate.done.actor.check', output: used },
  { type: 'xstate.error.actor.check', error: checkDown },
  { type: 'xstate.done.actor.activate', output: licence },
  { type: 'xstate.error.actor.activate', error: activateDown },
];

const { paths, coverage } = generatePaths(licenceActivationMachine, {
  events: fixtures,
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.check') return event.output === valid ? 'checked(valid)' : 'checked(used)';
    return undefined;
  },
  limit: 400,
});

/** The oracle, from the machine's contract. */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: ActivationStage = 'editing';
  let check: CodeCheck | undefined;
  let error: unknown;
  const checks: ActivationRequest[] = [];
  const activations: ActivationRequest[] = [];
  const activated: unknown[] = [];
  let request: ActivationRequest | undefined;
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'user.check':
        if (!['editing', 'ready', 'refused', 'checkFailed'].includes(stage)) break;
        request = event.request as ActivationRequest;
        stage = 'checking';
        check = undefined;
        error = undefined;
        checks.push(request);
        break;
      case 'user.change':
        if (!['checking', 'ready', 'refused', 'checkFailed', 'activateFailed'].includes(stage)) break;
        stage = 'editing';
        check = undefined;
        error = undefined;
        break;
      case 'user.activate':
        if (stage !== 'ready' && stage !== 'activateFailed') break;
        stage = 'activating';
        error = undefined;
        activations.push(request as ActivationRequest);
        break;
      case 'xstate.done.actor.check':
        if (stage !== 'checking') break;
        check = event.output as CodeCheck;
        stage = check.valid ? 'ready' : 'refused';
        break;
      case 'xstate.error.actor.check':
        if (stage !== 'checking') break;
        stage = 'checkFailed';
        error = event.error;
        break;
      case 'xstate.done.actor.activate':
        if (stage !== 'activating') break;
        stage = 'activated';
        activated.push(event.output);
        break;
      case 'xstate.error.actor.activate':
        if (stage !== 'activating') break;
        stage = 'activateFailed';
        error = event.error;
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, check, error, checks, activations, activated };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`licenceActivation paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const check = pending<CodeCheck, ActivationRequest>();
    const activate = pending<unknown, ActivationRequest>();
    const activated = vi.fn<(licence: unknown) => void>();
    const actor = createActor(
      licenceActivationMachine.provide({
        actors: { check: check.logic, activate: activate.logic },
        actions: { activated: (_, params) => activated(params.licence) },
      }),
    );
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          stage: snapshot.value,
          check: snapshot.context.check,
          error: snapshot.context.error,
          checks: check.inputs,
          activations: activate.inputs,
          activated: activated.mock.calls.map(([answer]) => answer),
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    // A code is activated only after a valid check of that very code and client.
    const end = actor.getSnapshot();
    if (activate.inputs.length > 0) expect(path.events.some((event) => event.type === 'xstate.done.actor.check' && (event as LooseEvent).output === valid)).toBe(true);
    if (end.value === 'refused') expect(activate.inputs).toEqual([]);
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
  });
});
