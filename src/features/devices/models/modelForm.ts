// The model and preset forms' values and what they send (facts §5 IoTData): a model is its name, version and typed
// paths; a preset maps every path of its model onto a device tag or a formula over the tags, with one send interval and
// history for all.
import type { DataLink, IoTData, Model, ModelWrite } from '../../../platform/mappingTypes';
import { isVersion, type ModelPathType } from '../../../platform/modelRules';

export interface ModelDraft {
  name: string;
  version: string;
  paths: { path: string; type: string }[];
}

export interface PresetDraft {
  name: string;
  /** As typed: refused at its field unless a whole number of seconds in range. */
  interval: string;
  history: boolean;
  /** Where each model path reads from, by path: a device tag, or a formula over the tags (formula-mapping switch). */
  links: Record<string, DataLink>;
}

export const newPathType: ModelPathType = 'double';

export const newModelDraft = (): ModelDraft => ({ name: '', version: '1.0.0', paths: [{ path: '', type: newPathType }] });

export function modelDraft(model: Model): ModelDraft {
  return {
    name: model.name,
    version: model.version,
    paths: Object.entries(model.json.properties).map(([path, { type }]) => ({ path, type })),
  };
}

/** The version after `version`: the next minor one (1.2.3 → 1.3.0). */
export function nextVersion(version: string): string {
  if (!isVersion(version)) return version;
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

export function modelWrite({ name, version, paths }: ModelDraft): ModelWrite {
  const instanceOf = `${name}:${version}`;
  return { name: instanceOf, data: { type: 'object', instanceOf, properties: Object.fromEntries(paths.map(({ path, type }) => [path, { type }])) } };
}

/** A new preset reads each path from the device tag of the same name. */
export function newPresetDraft(model: Model): PresetDraft {
  return { name: '', interval: '10', history: true, links: Object.fromEntries(Object.keys(model.json.properties).map((path) => [path, { source: path }])) };
}

/** The interval typed in seconds (a tenth at the finest), in milliseconds; NaN when it is not such a number. */
export const intervalMs = (typed: string) => (/^\d+(\.\d)?$/.test(typed.trim()) ? Math.round(Number(typed.trim()) * 1000) : Number.NaN);

export function presetWrite(model: Model, draft: PresetDraft): { name: string; data: IoTData } {
  const minIntervalMs = intervalMs(draft.interval);
  return {
    name: draft.name,
    data: {
      type: 'object',
      instanceOf: `${model.name}:${model.version}`,
      properties: Object.fromEntries(
        Object.entries(model.json.properties).map(([path, { type }]) => [
          path,
          {
            type,
            mode: 'R',
            datalink: draft.links[path] ?? { source: '' },
            historyPolicy: { enabled: draft.history },
            sendPolicy: { triggers: [{ type: 'onchange', changeMask: 'value', minIntervalMs, skipFirstNChanges: 0 }] },
          },
        ]),
      ),
    },
  };
}
