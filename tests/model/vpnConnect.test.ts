// Path tests for machines/vpnConnect.machine.ts: connecting to a gateway or endpoint through the companion
// app's requirements, the one-time password checked before connecting, connected with the device addresses, and
// disconnecting. Every path runs on a real actor whose effects never settle: the path's `xstate.done.actor.*` and
// `xstate.error.actor.*` events are delivered as the runtime would. After every event, what the screen shows and what
// was asked of the service is compared with an oracle replayed from the path's events; both starts (nothing held, a
// connection already held) are generated.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { createVpnConnectMachine, selectConnectStage, vpnConnectMachine, type ConnectTarget, type VpnConnectStage } from '../../machines/vpnConnect.machine';
import { combinedCoverage } from './combinedCoverage';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof vpnConnectMachine;

const press: ConnectTarget = { gatewayId: 'gw-press', otpRequired: true };
const paintRobot: ConnectTarget = { gatewayId: 'gw-paint', endpointId: 'ep-robot', otpRequired: false };
const app = { appName: 'Corvina Connect', requiredProductVersion: '4.2.0' };
const addresses = ['10.8.0.11', '10.8.0.12'];
const infoDown = new Error('GET companionApp/info answered 503');
const checkDown = new Error('GET checkotp answered 503');
const connectDown = new Error('GET connect answered 503');
const disconnectDown = new Error('GET disconnect answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'user.connect', target: press },
  { type: 'user.connect', target: paintRobot },
  { type: 'xstate.done.actor.companionApp', output: app },
  { type: 'xstate.error.actor.companionApp', error: infoDown },
  { type: 'user.continue' },
  { type: 'user.cancel' },
  { type: 'user.otp', otp: '123456' },
  { type: 'xstate.done.actor.checkOtp', output: true },
  { type: 'xstate.done.actor.checkOtp', output: false },
  { type: 'xstate.error.actor.checkOtp', error: checkDown },
  { type: 'xstate.done.actor.connect', output: addresses },
  { type: 'xstate.error.actor.connect', error: connectDown },
  { type: 'user.disconnect' },
  { type: 'xstate.done.actor.disconnect', output: undefined },
  { type: 'xstate.error.actor.disconnect', error: disconnectDown },
  { type: 'service.ended' },
];

const held = { target: press, addresses: ['10.8.0.11'] };
// Errors are told apart by their message (JSON drops an Error's own fields).
const serializeState = ({ value, context }: SnapshotFrom<Machine>) =>
  JSON.stringify({ value, ...context, error: (context.error as Error | undefined)?.message });
const fresh = generatePaths(vpnConnectMachine, { events: fixtures, serializeState, limit: 2_000 });
const holding = generatePaths(vpnConnectMachine, { events: fixtures, input: { connected: held }, serializeState, limit: 2_000 });
const runs = [
  ...fresh.paths.map((path) => ({ path, input: undefined })),
  ...holding.paths.map((path) => ({ path, input: { connected: held } })),
];

interface Expected {
  stage: VpnConnectStage;
  target?: ConnectTarget;
  app?: unknown;
  otpRefused: boolean;
  addresses: string[];
  error?: unknown;
  appReads: number;
  checks: unknown[];
  connects: unknown[];
  disconnects: unknown[];
}

/**
 * The oracle, from the requirements: the app's requirements are read on each connect; a password is asked only when the
 * target needs one and is checked before connecting with it; a refused one is said at its field; connect and
 * disconnect are asked once per step, with the target chosen; a failed connect goes back to disconnected with its
 * reason; a failed disconnect stays connected with its reason; a connection the service ended is disconnected;
 * events that do not fit the step change nothing.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>, start: typeof held | undefined): Expected {
  const state: Expected = {
    stage: start ? 'connected' : 'idle',
    target: start?.target,
    otpRefused: false,
    addresses: start?.addresses ?? [],
    appReads: 0,
    checks: [],
    connects: [],
    disconnects: [],
  };
  let otp: string | undefined;
  for (const event of events as readonly LooseEvent[]) {
    switch (`${state.stage} ${event.type}`) {
      case 'idle user.connect':
        Object.assign(state, { stage: 'preparing', target: event.target, error: undefined, otpRefused: false });
        otp = undefined;
        state.appReads++;
        break;
      case 'preparing xstate.done.actor.companionApp':
        Object.assign(state, { stage: 'appInfo', app: event.output });
        break;
      case 'preparing xstate.error.actor.companionApp':
        Object.assign(state, { stage: 'idle', error: event.error });
        break;
      case 'appInfo user.continue':
        if (state.target?.otpRequired) state.stage = 'askingOtp';
        else {
          state.stage = 'connecting';
          state.connects.push({ target: state.target, otp });
        }
        break;
      case 'appInfo user.cancel':
        state.stage = 'idle';
        break;
      case 'askingOtp user.otp':
        otp = event.otp as string;
        Object.assign(state, { stage: 'checkingOtp', otpRefused: false, error: undefined });
        state.checks.push({ target: state.target, otp });
        break;
      case 'askingOtp user.cancel':
        Object.assign(state, { stage: 'idle', otpRefused: false, error: undefined });
        otp = undefined;
        break;
      case 'checkingOtp xstate.done.actor.checkOtp':
        if (event.output) {
          state.stage = 'connecting';
          state.connects.push({ target: state.target, otp });
        } else Object.assign(state, { stage: 'askingOtp', otpRefused: true });
        break;
      case 'checkingOtp xstate.error.actor.checkOtp':
        Object.assign(state, { stage: 'askingOtp', error: event.error });
        break;
      case 'connecting xstate.done.actor.connect':
        Object.assign(state, { stage: 'connected', addresses: event.output });
        otp = undefined;
        break;
      case 'connecting xstate.error.actor.connect':
        Object.assign(state, { stage: 'idle', error: event.error });
        otp = undefined;
        break;
      case 'connected user.disconnect':
        Object.assign(state, { stage: 'disconnecting', error: undefined });
        state.disconnects.push({ target: state.target });
        break;
      case 'connected service.ended':
        Object.assign(state, { stage: 'idle', addresses: [], error: undefined });
        break;
      case 'disconnecting xstate.done.actor.disconnect':
        Object.assign(state, { stage: 'idle', addresses: [] });
        break;
      case 'disconnecting xstate.error.actor.disconnect':
        Object.assign(state, { stage: 'connected', error: event.error });
        break;
      default:
        // Anything else at this step (a second click while connecting, a stale answer) changes nothing.
        break;
    }
  }
  return state;
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`vpnConnect paths (${runs.length})`, () => {
  test.each(runs.map((run) => [`${run.input ? 'holding: ' : ''}${run.path.title}`, run] as const))('%s', async (_title, { path, input }) => {
    const companionApp = pending<unknown>();
    const checkOtp = pending<boolean, { target: ConnectTarget; otp: string }>();
    const connect = pending<string[], { target: ConnectTarget; otp?: string }>();
    const disconnect = pending<void, { target: ConnectTarget }>();
    const actor = createActor(vpnConnectMachine.provide({ actors: { companionApp: companionApp.logic, checkOtp: checkOtp.logic, connect: connect.logic, disconnect: disconnect.logic } }), {
      input,
    });
    running = actor;
    actor.start();
    await runPath(actor, path, {}, (done) => {
      const snapshot = actor.getSnapshot();
      const { target, app: shownApp, otpRefused, addresses: shown, error } = snapshot.context;
      expect(
        {
          stage: selectConnectStage(snapshot),
          target,
          app: shownApp,
          otpRefused,
          addresses: shown,
          error,
          appReads: companionApp.inputs.length,
          checks: checkOtp.inputs,
          connects: connect.inputs,
          disconnects: disconnect.inputs,
        },
        `after ${done} event(s)`,
      ).toEqual(expect.objectContaining(stripUndefined(expectedAfter(path.events.slice(0, done), input?.connected))));
    });
    // Never connected with a password the service did not accept first.
    for (const asked of connect.inputs) if (asked.target.otpRequired) expect(checkOtp.inputs.map(({ otp }) => otp)).toContain(asked.otp);
  });

  test('cover every state and transition', () => {
    const combined = combinedCoverage(vpnConnectMachine, [fresh.coverage, holding.coverage]);
    expect(combined.uncoveredStates).toEqual([]);
    expect(combined.uncoveredTransitions).toEqual([]);
    expect(combined.unusedFixtures).toEqual([]);
  });
});

/** The oracle leaves a field undefined where the machine may not carry it at all. */
function stripUndefined(expected: Expected): Partial<Expected> {
  return Object.fromEntries(Object.entries(expected).filter(([, value]) => value !== undefined));
}

describe('vpnConnect outside the model', () => {
  test('a double click on Connect with a password connects once', async () => {
    let connects = 0;
    const machine = createVpnConnectMachine<string>('double-click').provide({
      actors: {
        companionApp: fromPromise(async () => 'app'),
        checkOtp: fromPromise(async () => true),
        connect: fromPromise(() => {
          connects++;
          return new Promise<string[]>(() => {});
        }),
        disconnect: fromPromise<void, { target: ConnectTarget }>(async () => {}),
      },
    });
    const actor = createActor(machine, { input: undefined });
    running = actor;
    actor.start();
    actor.send({ type: 'user.connect', target: press });
    await waitFor(actor, (snapshot) => snapshot.matches('appInfo'));
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.otp', otp: '123456' });
    actor.send({ type: 'user.otp', otp: '123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('connecting'));
    actor.send({ type: 'user.connect', target: press });
    actor.send({ type: 'user.otp', otp: '123456' });
    expect(actor.getSnapshot().value).toBe('connecting');
    expect(connects).toBe(1);
  });
});
