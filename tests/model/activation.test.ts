// Path tests for machines/activation.machine.ts (the /walkthrough): every state and transition is reached on a real
// actor whose effects never settle; the path's `xstate.done.actor.*` and `xstate.error.actor.*` events are delivered
// as the runtime would. Along each path: a device is activated at most once per failed activation plus one, the
// preset goes to the device the activation made, a failure shows its own reason, and the VPN is activated only for
// a licence that carries VPN time.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  activationMachine,
  selectActivationStage,
  type ActivatedDevice,
  type ActivationInput,
  type ActivationLicence,
  type ActivationModel,
  type ActivationPreset,
  type LicenceCode,
  type LicenceVerdict,
} from '../../machines/activation.machine';
import { generatePaths, runPath, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof activationMachine;

const code: LicenceCode = { kind: 'activationKey', value: 'ACME-0001' };
const withVpn: ActivationLicence = { id: 1, activationKey: 'ACME-0001', vpnSeconds: 2_592_000 };
const withoutVpn: ActivationLicence = { id: 2, activationKey: 'ACME-0002', vpnSeconds: 0 };
const models: ActivationModel[] = [{ id: 'model-boiler-1.0.0', name: 'Boiler', version: '1.0.0' }];
const presets: ActivationPreset[] = [{ id: 'preset-boiler-eco', name: 'Boiler eco' }];
const activated: ActivatedDevice = { deviceId: 'dev-acme-act-1', logicalId: 'logical-1' };
const used: LicenceVerdict = { valid: false, reason: 'used' };
const failures = {
  lookUpLicence: new Error('GET deviceLicenses/device answered 404'),
  validateLicence: new Error('GET licenses/validate answered 503'),
  loadModels: new Error('GET models answered 503'),
  loadPresets: new Error('GET presets answered 503'),
  activateDevice: new Error('POST deviceLicenses/activate answered 503'),
  applyPreset: new Error('PUT devices/{id} answered 504'),
  activateVpn: new Error('POST deviceLicenses/vpn/activate answered 503'),
};

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'user.lookUp', code },
  { type: 'xstate.done.actor.lookUpLicence', output: withVpn },
  { type: 'xstate.done.actor.lookUpLicence', output: withoutVpn },
  { type: 'xstate.done.actor.validateLicence', output: { valid: true } },
  { type: 'xstate.done.actor.validateLicence', output: used },
  { type: 'user.describe', device: { alias: 'Boiler Hall C', description: 'By the east door' } },
  { type: 'xstate.done.actor.loadModels', output: models },
  { type: 'user.chooseModel', modelId: 'model-boiler-1.0.0' },
  { type: 'xstate.done.actor.loadPresets', output: presets },
  { type: 'user.choosePreset', presetId: 'preset-boiler-eco' },
  { type: 'user.place', placement: { latitude: 45.5, longitude: 9.2 } },
  { type: 'xstate.done.actor.activateDevice', output: activated },
  { type: 'xstate.done.actor.applyPreset', output: undefined },
  { type: 'user.activateVpn', autorenew: true },
  { type: 'xstate.done.actor.activateVpn', output: undefined },
  ...Object.entries(failures).map(([id, error]) => ({ type: `xstate.error.actor.${id}` as const, error })),
  { type: 'user.retry' },
  { type: 'user.back' },
  { type: 'user.restart' },
];

// Errors print as {} in JSON: name them by their message, so two failures are two states.
const { paths, coverage } = generatePaths(activationMachine, {
  events: fixtures,
  limit: 20_000,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context, snapshot.context.error instanceof Error ? snapshot.context.error.message : null]),
});

function start() {
  const effects = {
    lookUpLicence: pending<ActivationLicence, LicenceCode>(),
    validateLicence: pending<LicenceVerdict, ActivationLicence>(),
    loadModels: pending<ActivationModel[]>(),
    loadPresets: pending<ActivationPreset[], string>(),
    activateDevice: pending<ActivatedDevice, ActivationInput>(),
    applyPreset: pending<unknown, { deviceId: string; presetId: string }>(),
    activateVpn: pending<unknown, { licence: ActivationLicence; activated: ActivatedDevice; autorenew: boolean }>(),
  };
  const actor = createActor(
    activationMachine.provide({
      actors: Object.fromEntries(Object.entries(effects).map(([name, effect]) => [name, effect.logic])) as never,
    }),
  );
  actor.start();
  return { actor, effects };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

const count = (events: ReadonlyArray<{ type: string }>, type: string) => events.filter((event) => event.type === type).length;

describe(`activation paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, effects } = start();
    running = actor;
    await runPath(actor, path, {}, (done) => {
      const events = path.events.slice(0, done);
      const snapshot = actor.getSnapshot();
      // Never activated twice: each activation after the first follows a failed one, and none follows a success
      // until the person starts another device.
      const sinceRestart = events.slice(events.map(({ type }) => type).lastIndexOf('user.restart') + 1);
      expect(
        effects.activateDevice.inputs.length,
        `activations after ${done} event(s)`,
      ).toBeLessThanOrEqual(count(events, 'xstate.error.actor.activateDevice') + count(events, 'user.restart') + 1);
      expect(count(sinceRestart, 'xstate.done.actor.activateDevice')).toBeLessThanOrEqual(1);
      // The preset goes to the device the activation made, the VPN to its licence and logical id.
      for (const input of effects.applyPreset.inputs) expect(input).toEqual({ deviceId: activated.deviceId, presetId: 'preset-boiler-eco' });
      for (const input of effects.activateVpn.inputs) {
        expect(input).toEqual({ licence: withVpn, activated, autorenew: true });
      }
      // A failure shows its own reason until the step is tried again.
      const last = events.at(-1);
      if (last?.type.startsWith('xstate.error.actor.')) expect(snapshot.context.error).toBe((last as unknown as { error: unknown }).error);
      if (last?.type === 'xstate.done.actor.validateLicence' && selectActivationStage(snapshot) === 'codeRefused') {
        expect(snapshot.context.error).toEqual(used);
      }
    });
    // What the activation is sent: the code, licence, description and place the person gave.
    for (const input of effects.activateDevice.inputs) {
      expect(input).toEqual({
        code,
        licence: expect.objectContaining({ activationKey: expect.any(String) }),
        device: { alias: 'Boiler Hall C', description: 'By the east door' },
        placement: { latitude: 45.5, longitude: 9.2 },
      });
    }
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
  });
});

describe('activation outside the model', () => {
  test('a preset that fails after the activation is applied again on retry; the device is activated once', async () => {
    let activations = 0;
    let applications = 0;
    const machine = activationMachine.provide({
      actors: {
        lookUpLicence: fromPromise(async () => withoutVpn),
        validateLicence: fromPromise(async (): Promise<LicenceVerdict> => ({ valid: true })),
        loadModels: fromPromise(async () => models),
        loadPresets: fromPromise(async () => presets),
        activateDevice: fromPromise(async () => {
          activations++;
          return activated;
        }),
        applyPreset: fromPromise<unknown, { deviceId: string; presetId: string }>(async () => {
          applications++;
          if (applications === 1) throw failures.applyPreset;
          return undefined;
        }),
      },
    });
    const actor = createActor(machine);
    running = actor;
    actor.start();
    actor.send({ type: 'user.lookUp', code });
    await waitFor(actor, (snapshot) => snapshot.matches('describing'));
    actor.send({ type: 'user.describe', device: { alias: 'Boiler Hall C', description: '' } });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingModel'));
    actor.send({ type: 'user.chooseModel', modelId: models[0]!.id });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingPreset'));
    actor.send({ type: 'user.choosePreset', presetId: presets[0]!.id });
    actor.send({ type: 'user.place', placement: { latitude: 45.5, longitude: 9.2 } });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('presetFailed'));
    expect(failed.context.error).toBe(failures.applyPreset);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('configured'));
    expect({ activations, applications }).toEqual({ activations: 1, applications: 2 });
    // This licence carries no VPN time: the VPN cannot be activated.
    actor.send({ type: 'user.activateVpn', autorenew: true });
    expect(actor.getSnapshot().value).toBe('configured');
  });
});
