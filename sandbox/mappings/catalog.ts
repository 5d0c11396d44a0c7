// The mappings service's models, presets, device configurations and device groups (spec §7 device
// mapping API). The simulated fleet's models (devices/fleet.ts) and two presets of each are the platform's: every
// organisation sees them, nobody changes or deletes them (devices report them). An organisation's own models are
// seen by its sub-organisations once shared; a preset is seen where its model is.
import type { IoTData, IoTProperty } from '../../src/platform/mappingTypes';
import { simulatedModels, type SimulatedDevice, type SimulatedModel } from '../devices/fleet';
import { checkFormula } from './formula';

export interface ModelRecord {
  id: string;
  /** The owning organisation's resourceId; '' for the platform's models. */
  owner: string;
  name: string;
  version: string;
  properties: Record<string, { type: string }>;
  shared: boolean;
  /** When the version was made (epoch ms). */
  created: number;
}

export interface PresetRecord {
  id: string;
  owner: string;
  name: string;
  modelId: string;
  properties: Record<string, IoTProperty>;
  /** A platform preset of a simulated model: a device activated through a licence takes that model with it. */
  simulated?: SimulatedModel;
  /** Seen by the owner's sub-organisations, where they see its model. */
  shared?: boolean;
}

export interface GroupRecord {
  id: string;
  owner: string;
  name: string;
  tags: string[];
  members: string[];
}

/** A model path an organisation registered in the core (src/platform/iamTypes.ts RegisteredModelPath). */
export interface RegisteredPathRecord {
  id: number;
  owner: string;
  modelPath: string;
}

export interface CatalogState {
  models: ModelRecord[];
  /** The core's model paths (sandbox/core/modelPaths.ts), kept beside the models they name. */
  registeredPaths: RegisteredPathRecord[];
  presets: PresetRecord[];
  /** Presets people applied, by device id; other devices run their model's default preset. */
  applied: Map<string, string>;
  groups: GroupRecord[];
  lastId: number;
}

export const modelIdOf = (name: string, version: string) => `model-${name.toLowerCase()}-${version}`;
const presetIdOf = (model: SimulatedModel, kind: string) => `preset-${model.name.toLowerCase()}-${kind}`;

function platformPreset(model: SimulatedModel, kind: string): PresetRecord {
  return {
    id: presetIdOf(model, kind),
    owner: '',
    name: `${model.name}-${kind}`,
    modelId: modelIdOf(model.name, model.version),
    // The platform's presets read each tag under its own path; the fast one sends every second, the others every ten.
    properties: Object.fromEntries(
      model.tags.map((tag) => [
        tag.name,
        {
          type: tag.type,
          mode: tag.setpoint === undefined ? 'R' : 'RW',
          datalink: { source: tag.name },
          historyPolicy: { enabled: true },
          sendPolicy: { triggers: [{ type: 'onchange', changeMask: 'value', minIntervalMs: kind === 'fast' ? 1_000 : 10_000, skipFirstNChanges: 0 }] },
        } satisfies IoTProperty,
      ]),
    ),
    simulated: model,
  };
}

/** acme's own model, with one preset of its own: something acme may change, share and delete from the start. */
const chiller: ModelRecord = {
  id: 'model-chiller-1.0.0',
  owner: 'acme',
  name: 'Chiller',
  version: '1.0.0',
  properties: { 'Chiller/Temperature': { type: 'double' }, 'Chiller/Running': { type: 'boolean' } },
  shared: false,
  created: Date.UTC(2026, 2, 9, 14, 30),
};

const chillerFromBoiler: PresetRecord = {
  id: 'preset-chiller-standard',
  owner: 'acme',
  name: 'Chiller-standard',
  modelId: chiller.id,
  properties: {
    'Chiller/Temperature': {
      type: 'double',
      mode: 'R',
      datalink: { source: 'Boiler/Temperature' },
      historyPolicy: { enabled: true },
      sendPolicy: { triggers: [{ type: 'onchange', changeMask: 'value', minIntervalMs: 10_000, skipFirstNChanges: 0 }] },
    },
    'Chiller/Running': {
      type: 'boolean',
      mode: 'R',
      datalink: { source: 'Boiler/BurnerOn' },
      historyPolicy: { enabled: false },
      sendPolicy: { triggers: [{ type: 'onchange', changeMask: 'value', minIntervalMs: 0, skipFirstNChanges: 0 }] },
    },
  },
};

/** When the platform's models were made: before any organisation's. */
const platformModelsMade = Date.UTC(2025, 10, 3, 9, 0);

export function createCatalogState(): CatalogState {
  return {
    models: [
      ...simulatedModels.map((model) => ({
        id: modelIdOf(model.name, model.version),
        owner: '',
        name: model.name,
        version: model.version,
        properties: Object.fromEntries(model.tags.map((tag) => [tag.name, { type: tag.type }])),
        shared: true,
        created: platformModelsMade,
      })),
      structuredClone(chiller),
    ],
    presets: [
      ...simulatedModels.flatMap((model) => ['default', model.name === 'Boiler' ? 'eco' : 'fast'].map((kind) => platformPreset(model, kind))),
      structuredClone(chillerFromBoiler),
    ],
    registeredPaths: [{ id: 1, owner: 'acme', modelPath: 'Boiler:1/Boiler/Temperature' }],
    applied: new Map(),
    groups: [
      { id: 'grp-heating', owner: 'acme', name: 'Heating', tags: ['heating', 'winter-service'], members: ['dev-acme-boiler-1', 'dev-acme-boiler-2', 'dev-north-boiler-1'] },
      { id: 'grp-packaging', owner: 'acme', name: 'Packaging lines', tags: ['packaging'], members: ['dev-acme-conveyor-1', 'dev-acme-conveyor-2'] },
      { id: 'grp-initech', owner: 'initech', name: 'Initech floor', tags: [], members: ['dev-initech-conveyor-1'] },
    ],
    lastId: 0,
  };
}

/** The ancestors of a resource id, nearest first: `a.b.c` → `a.b`, `a`. */
function ancestors(organization: string): string[] {
  const parts = organization.split('.');
  return parts.slice(1).map((_, index) => parts.slice(0, parts.length - 1 - index).join('.'));
}

/** Models the organisation sees: the platform's, its own, and those its ancestors share. */
export function modelsOf(state: CatalogState, organization: string): ModelRecord[] {
  const above = ancestors(organization);
  return state.models.filter((model) => model.owner === '' || model.owner === organization || (model.shared && above.includes(model.owner)));
}

export function modelOf(state: CatalogState, organization: string, modelId: string): ModelRecord | undefined {
  return modelsOf(state, organization).find((model) => model.id === modelId);
}

/** Presets the organisation sees: of the models it sees, the platform's, its own and those shared from above. */
export function presetsOf(state: CatalogState, organization: string): PresetRecord[] {
  const models = new Set(modelsOf(state, organization).map((model) => model.id));
  const above = ancestors(organization);
  return state.presets.filter(
    (preset) =>
      models.has(preset.modelId) && (preset.owner === '' || preset.owner === organization || (preset.shared === true && above.includes(preset.owner))),
  );
}

export const nextId = (state: CatalogState, prefix: string) => `${prefix}-${++state.lastId}`;

export function modelDocument(model: ModelRecord): IoTData {
  return { type: 'object', instanceOf: `${model.name}:${model.version}`, properties: structuredClone(model.properties) };
}

/** The preset a device runs: the one applied to it, else its model's default. */
export function presetOfDevice(state: CatalogState, device: SimulatedDevice): PresetRecord | undefined {
  const id = state.applied.get(device.deviceId) ?? presetIdOf(device.model, 'default');
  return state.presets.find((preset) => preset.id === id);
}

/** The device tags a preset reads (directly, or in a formula) that the device does not send. */
export function unsentSources(preset: PresetRecord, device: SimulatedDevice): string[] {
  const sent = new Set(device.model.tags.map((tag) => tag.name));
  return Object.values(preset.properties)
    .flatMap(({ datalink }) => (datalink?.type === 'formula' ? checkFormula(datalink.source).tags : [datalink?.source ?? '']))
    .filter((source) => !sent.has(source));
}
