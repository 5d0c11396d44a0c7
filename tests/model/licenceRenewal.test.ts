// Path tests for machines/licenceRenewal.machine.ts (spec §4 "Licences: renewed"): a renewal is confirmed first, sent
// once per confirmation, and a failure renews nothing and says so, to send again or drop. Every path runs on a real
// actor whose `renew` never settles; the path's `xstate.*.actor.renew` events drive it, and after every event what the
// screen shows and what was sent is compared with an oracle replayed from the path's events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { licenceRenewalMachine, type RenewalStage } from '../../machines/licenceRenewal.machine';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof licenceRenewalMachine;

const renewedLicence = { licenseId: 1, expirationDate: Date.UTC(2027, 11, 1) };
const serverDown = new Error('POST licenses/1/renew answered 500');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'user.renew' },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'user.dismiss' },
  { type: 'xstate.done.actor.renew', output: renewedLicence },
  { type: 'xstate.error.actor.renew', error: serverDown },
];

const { paths, coverage } = generatePaths(licenceRenewalMachine, { events: fixtures, limit: 200 });

function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let stage: RenewalStage = 'idle';
  let renewed: unknown;
  let error: unknown;
  let sent = 0;
  const told: unknown[] = [];
  for (const event of events as readonly LooseEvent[]) {
    switch (event.type) {
      case 'user.renew':
        if (stage !== 'idle') break;
        stage = 'confirming';
        renewed = undefined;
        error = undefined;
        break;
      case 'user.confirm':
        if (stage !== 'confirming' && stage !== 'failed') break;
        stage = 'renewing';
        error = undefined;
        sent++;
        break;
      case 'user.cancel':
        if (stage !== 'confirming' && stage !== 'failed') break;
        stage = 'idle';
        error = undefined;
        break;
      case 'user.dismiss':
        if (stage !== 'renewed') break;
        stage = 'idle';
        renewed = undefined;
        break;
      case 'xstate.done.actor.renew':
        if (stage !== 'renewing') break;
        stage = 'renewed';
        renewed = event.output;
        told.push(event.output);
        break;
      case 'xstate.error.actor.renew':
        if (stage !== 'renewing') break;
        stage = 'failed';
        error = event.error;
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return { stage, renewed, error, sent, told };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`licenceRenewal paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const renew = pending<unknown>();
    const renewedAction = vi.fn<(licence: unknown) => void>();
    const actor = createActor(
      licenceRenewalMachine.provide({ actors: { renew: renew.logic }, actions: { renewed: (_, params) => renewedAction(params.licence) } }),
    );
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        { stage: snapshot.value, renewed: snapshot.context.renewed, error: snapshot.context.error, sent: renew.inputs.length, told: renewedAction.mock.calls.map(([l]) => l) },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });
    // A failed renewal shows no renewed licence: nothing was renewed.
    if (actor.getSnapshot().value === 'failed') expect(actor.getSnapshot().context.renewed).toBeUndefined();
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
  });
});
