// Connecting to a gateway, or one endpoint of it (spec §7 Remote-access): the companion app's
// requirements are read and shown (the person installs or updates it from there), a one-time password is asked when
// the gateway needs one and checked with the service before connecting, then the connection is made and its device
// addresses shown until the person disconnects. A failure to prepare or to connect leaves the gateway disconnected
// with its reason; a refused password is told at its field; a failed disconnect stays connected with its reason; a
// connection the service ended (a reset) is disconnected.
// Events that come while a step runs are ignored, so a double click never connects twice.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

/** What is connected to: the whole gateway, or one endpoint of it. */
export interface ConnectTarget {
  gatewayId: string;
  endpointId?: string;
  /** The gateway asks for a one-time password (facts §11 `otpRequired`). */
  otpRequired: boolean;
}

export interface VpnConnectContext<App> {
  target?: ConnectTarget;
  /** The companion app's requirements for this person's operating system, once read. */
  app?: App;
  otp?: string;
  /** The service said the password typed does not open the gateway. */
  otpRefused: boolean;
  addresses: string[];
  error?: unknown;
  /** A connection already open when the flow started, not yet shown as connected. */
  held: boolean;
}

export type VpnConnectEvent =
  | { type: 'user.connect'; target: ConnectTarget }
  | { type: 'user.continue' }
  | { type: 'user.otp'; otp: string }
  | { type: 'user.cancel' }
  | { type: 'user.disconnect' }
  /** The service ended the connection (its VPN connection was reset). */
  | { type: 'service.ended' };

export function createVpnConnectMachine<App>(id: string) {
  return setup({
    types: {} as {
      context: VpnConnectContext<App>;
      events: VpnConnectEvent;
      /** A connection already open when the flow starts (the service says so). */
      input: { connected?: { target: ConnectTarget; addresses: string[] } } | undefined;
    },
    actors: {
      companionApp: notProvided<App>('companionApp'),
      checkOtp: notProvided<boolean, { target: ConnectTarget; otp: string }>('checkOtp'),
      connect: notProvided<string[], { target: ConnectTarget; otp?: string }>('connect'),
      disconnect: notProvided<void, { target: ConnectTarget }>('disconnect'),
    },
    actions: {
      // A connect or disconnect has just ended, done or failed: what the service holds (who is connected, the
      // gateway's log) may have changed. The view that runs the flow reads those again.
      serviceChanged: () => {},
    },
    guards: {
      held: ({ context }) => context.held,
      needsOtp: ({ context }) => context.target?.otpRequired === true,
      otpValid: (_, valid: boolean) => valid,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      target: input?.connected?.target,
      addresses: input?.connected?.addresses ?? [],
      otpRefused: false,
      held: input?.connected !== undefined,
    }),
    initial: 'idle',
    states: {
      idle: {
        always: { guard: 'held', target: 'connected' },
        on: {
          'user.connect': {
            target: 'preparing',
            actions: assign({ target: ({ event }) => event.target, error: undefined, otp: undefined, otpRefused: false }),
          },
        },
      },
      preparing: {
        invoke: {
          id: 'companionApp',
          src: 'companionApp',
          onDone: { target: 'appInfo', actions: assign({ app: ({ event }) => event.output }) },
          onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      // The requirements are shown; the person goes on once the app is there.
      appInfo: {
        on: {
          'user.continue': [{ guard: 'needsOtp', target: 'askingOtp' }, { target: 'connecting' }],
          'user.cancel': 'idle',
        },
      },
      askingOtp: {
        on: {
          'user.otp': { target: 'checkingOtp', actions: assign({ otp: ({ event }) => event.otp, otpRefused: false, error: undefined }) },
          'user.cancel': { target: 'idle', actions: assign({ otp: undefined, otpRefused: false, error: undefined }) },
        },
      },
      checkingOtp: {
        invoke: {
          id: 'checkOtp',
          src: 'checkOtp',
          input: ({ context }) => ({ target: context.target as ConnectTarget, otp: context.otp as string }),
          onDone: [
            { guard: { type: 'otpValid', params: ({ event }) => event.output }, target: 'connecting' },
            { target: 'askingOtp', actions: assign({ otpRefused: true }) },
          ],
          onError: { target: 'askingOtp', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      connecting: {
        invoke: {
          id: 'connect',
          src: 'connect',
          input: ({ context }) => ({ target: context.target as ConnectTarget, otp: context.otp }),
          onDone: {
            target: 'connected',
            actions: [assign({ addresses: ({ event }) => event.output, otp: undefined }), 'serviceChanged'],
          },
          onError: { target: 'idle', actions: [assign({ error: ({ event }) => event.error, otp: undefined }), 'serviceChanged'] },
        },
      },
      connected: {
        entry: assign({ held: false }),
        on: {
          'user.disconnect': { target: 'disconnecting', actions: assign({ error: undefined }) },
          'service.ended': { target: 'idle', actions: assign({ addresses: [], error: undefined }) },
        },
      },
      disconnecting: {
        invoke: {
          id: 'disconnect',
          src: 'disconnect',
          input: ({ context }) => ({ target: context.target as ConnectTarget }),
          onDone: { target: 'idle', actions: [assign({ addresses: [] }), 'serviceChanged'] },
          onError: { target: 'connected', actions: [assign({ error: ({ event }) => event.error }), 'serviceChanged'] },
        },
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests; screens create their own typed one. */
export const vpnConnectMachine = createVpnConnectMachine<unknown>('vpnConnect');

export type VpnConnectStage = 'idle' | 'preparing' | 'appInfo' | 'askingOtp' | 'checkingOtp' | 'connecting' | 'connected' | 'disconnecting';

export const selectConnectStage = (snapshot: { value: unknown }) => snapshot.value as VpnConnectStage;
