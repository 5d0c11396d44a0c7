// The device activation walkthrough (spec §2 /walkthrough, WSDK Walkthrough-store): an activation key or serial
// number is looked up and its licence validated; the person names the device, chooses its model and preset and
// places it; then the licence is activated, the preset applied, and the device is configured. Its VPN licence may be
// activated after that, renewed automatically or not. Every step that calls a service can fail with its reason and
// be tried again; a failure after the activation retries only what is left, so a device is never activated twice.
import { assign, setup } from 'xstate';
import { notProvided } from './notProvided';

/** What the person typed to find the licence. */
export interface LicenceCode {
  kind: 'activationKey' | 'serialNumber';
  value: string;
}

/** What the walkthrough reads of a device licence. */
export interface ActivationLicence {
  id: number;
  activationKey: string;
  /** VPN time the licence carries (s); 0 when it has none. */
  vpnSeconds: number;
}

/** The licence service's verdict on a licence found (ours: the spec names the call, not its answer). */
export type LicenceVerdict = { valid: true } | { valid: false; reason: 'used' | 'expired' | 'deleted' };

export interface DeviceDescription {
  alias: string;
  description: string;
}

export interface Placement {
  latitude: number;
  longitude: number;
}

export interface ActivatedDevice {
  deviceId: string;
  logicalId: string;
}

export interface ActivationModel {
  id: string;
  name: string;
  version: string;
}

export interface ActivationPreset {
  id: string;
  name: string;
}

export interface ActivationContext {
  code?: LicenceCode;
  licence?: ActivationLicence;
  device?: DeviceDescription;
  models?: ActivationModel[];
  modelId?: string;
  presets?: ActivationPreset[];
  presetId?: string;
  placement?: Placement;
  activated?: ActivatedDevice;
  autorenew?: boolean;
  /** Why the last step failed: a service error, or the refused licence's verdict. */
  error?: unknown;
}

export type ActivationEvent =
  | { type: 'user.lookUp'; code: LicenceCode }
  | { type: 'user.describe'; device: DeviceDescription }
  | { type: 'user.chooseModel'; modelId: string }
  | { type: 'user.choosePreset'; presetId: string }
  | { type: 'user.place'; placement: Placement }
  | { type: 'user.activateVpn'; autorenew: boolean }
  | { type: 'user.retry' }
  | { type: 'user.back' }
  | { type: 'user.restart' };

export interface ActivationInput {
  code: LicenceCode;
  licence: ActivationLicence;
  device: DeviceDescription;
  placement: Placement;
}

export const activationMachine = setup({
  types: {} as { context: ActivationContext; events: ActivationEvent },
  actors: {
    lookUpLicence: notProvided<ActivationLicence, LicenceCode>('lookUpLicence'),
    validateLicence: notProvided<LicenceVerdict, ActivationLicence>('validateLicence'),
    loadModels: notProvided<ActivationModel[]>('loadModels'),
    loadPresets: notProvided<ActivationPreset[], string>('loadPresets'),
    activateDevice: notProvided<ActivatedDevice, ActivationInput>('activateDevice'),
    applyPreset: notProvided<unknown, { deviceId: string; presetId: string }>('applyPreset'),
    activateVpn: notProvided<unknown, { licence: ActivationLicence; activated: ActivatedDevice; autorenew: boolean }>('activateVpn'),
  },
  actions: {
    clearError: assign({ error: undefined }),
    // Another device starts from nothing.
    forget: assign({
      code: undefined,
      licence: undefined,
      device: undefined,
      models: undefined,
      modelId: undefined,
      presets: undefined,
      presetId: undefined,
      placement: undefined,
      activated: undefined,
      autorenew: undefined,
      error: undefined,
    }),
  },
  guards: {
    licenceValid: (_, verdict: LicenceVerdict) => verdict.valid,
    carriesVpn: ({ context }) => (context.licence?.vpnSeconds ?? 0) > 0,
  },
}).createMachine({
  id: 'activation',
  context: {},
  initial: 'enteringCode',
  states: {
    enteringCode: {
      on: { 'user.lookUp': { target: 'lookingUp', actions: assign({ code: ({ event }) => event.code }) } },
    },
    lookingUp: {
      entry: 'clearError',
      invoke: {
        id: 'lookUpLicence',
        src: 'lookUpLicence',
        input: ({ context }) => context.code as LicenceCode,
        onDone: { target: 'validating', actions: assign({ licence: ({ event }) => event.output }) },
        onError: { target: 'codeRefused', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    validating: {
      invoke: {
        id: 'validateLicence',
        src: 'validateLicence',
        input: ({ context }) => context.licence as ActivationLicence,
        onDone: [
          { guard: { type: 'licenceValid', params: ({ event }) => event.output }, target: 'describing' },
          { target: 'codeRefused', actions: assign({ error: ({ event }) => event.output }) },
        ],
        onError: { target: 'codeRefused', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // The code stays in context, so the field shows what was typed; a service failure is retried with it.
    codeRefused: {
      on: {
        'user.lookUp': { target: 'lookingUp', actions: assign({ code: ({ event }) => event.code }) },
        'user.retry': 'lookingUp',
      },
    },
    describing: {
      on: {
        'user.describe': { target: 'loadingModels', actions: assign({ device: ({ event }) => event.device }) },
        'user.back': 'enteringCode',
      },
    },
    loadingModels: {
      entry: 'clearError',
      invoke: {
        id: 'loadModels',
        src: 'loadModels',
        onDone: { target: 'choosingModel', actions: assign({ models: ({ event }) => event.output }) },
        onError: { target: 'modelsFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    modelsFailed: {
      on: { 'user.retry': 'loadingModels', 'user.back': 'describing' },
    },
    choosingModel: {
      on: {
        'user.chooseModel': { target: 'loadingPresets', actions: assign({ modelId: ({ event }) => event.modelId }) },
        'user.back': 'describing',
      },
    },
    loadingPresets: {
      entry: ['clearError', assign({ presets: undefined, presetId: undefined })],
      invoke: {
        id: 'loadPresets',
        src: 'loadPresets',
        input: ({ context }) => context.modelId as string,
        onDone: { target: 'choosingPreset', actions: assign({ presets: ({ event }) => event.output }) },
        onError: { target: 'presetsFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    presetsFailed: {
      on: { 'user.retry': 'loadingPresets', 'user.back': 'choosingModel' },
    },
    choosingPreset: {
      on: {
        'user.choosePreset': { target: 'placing', actions: assign({ presetId: ({ event }) => event.presetId }) },
        'user.chooseModel': { target: 'loadingPresets', actions: assign({ modelId: ({ event }) => event.modelId }) },
        'user.back': 'choosingModel',
      },
    },
    placing: {
      on: {
        'user.place': { target: 'activating', actions: assign({ placement: ({ event }) => event.placement }) },
        'user.back': 'choosingPreset',
      },
    },
    activating: {
      entry: 'clearError',
      invoke: {
        id: 'activateDevice',
        src: 'activateDevice',
        input: ({ context }) => ({
          code: context.code as LicenceCode,
          licence: context.licence as ActivationLicence,
          device: context.device as DeviceDescription,
          placement: context.placement as Placement,
        }),
        onDone: { target: 'applyingPreset', actions: assign({ activated: ({ event }) => event.output }) },
        onError: { target: 'activationFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // Nothing was activated: the person may retry, or go back and change the place first.
    activationFailed: {
      on: { 'user.retry': 'activating', 'user.back': 'placing' },
    },
    applyingPreset: {
      entry: 'clearError',
      invoke: {
        id: 'applyPreset',
        src: 'applyPreset',
        input: ({ context }) => ({ deviceId: (context.activated as ActivatedDevice).deviceId, presetId: context.presetId as string }),
        onDone: 'configured',
        onError: { target: 'presetFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // The device is activated: a retry applies the preset again, never the activation.
    presetFailed: {
      on: { 'user.retry': 'applyingPreset' },
    },
    configured: {
      on: {
        'user.activateVpn': { guard: 'carriesVpn', target: 'activatingVpn', actions: assign({ autorenew: ({ event }) => event.autorenew }) },
        'user.restart': { target: 'enteringCode', actions: 'forget' },
      },
    },
    activatingVpn: {
      entry: 'clearError',
      invoke: {
        id: 'activateVpn',
        src: 'activateVpn',
        input: ({ context }) => ({
          licence: context.licence as ActivationLicence,
          activated: context.activated as ActivatedDevice,
          autorenew: context.autorenew === true,
        }),
        onDone: 'vpnActive',
        onError: { target: 'vpnFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    vpnFailed: {
      on: {
        'user.activateVpn': { target: 'activatingVpn', actions: assign({ autorenew: ({ event }) => event.autorenew }) },
        'user.retry': 'activatingVpn',
        'user.restart': { target: 'enteringCode', actions: 'forget' },
      },
    },
    vpnActive: {
      on: { 'user.restart': { target: 'enteringCode', actions: 'forget' } },
    },
  },
});

export type ActivationStage =
  | 'enteringCode'
  | 'lookingUp'
  | 'validating'
  | 'codeRefused'
  | 'describing'
  | 'loadingModels'
  | 'modelsFailed'
  | 'choosingModel'
  | 'loadingPresets'
  | 'presetsFailed'
  | 'choosingPreset'
  | 'placing'
  | 'activating'
  | 'activationFailed'
  | 'applyingPreset'
  | 'presetFailed'
  | 'configured'
  | 'activatingVpn'
  | 'vpnFailed'
  | 'vpnActive';

export const selectActivationStage = (snapshot: { value: unknown }) => snapshot.value as ActivationStage;
