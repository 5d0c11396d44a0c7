// A device's tags at a glance: each advertised tag with its latest sample (one read of every tag under the model's
// path, facts §6 `modelPath` prefix), what the person may write to it and the range the device accepts.
import type { DeviceTagInfo, PlatformTags, TagSample } from '../../platform/platformTypes';

export interface CurrentValue {
  /** The tag's path in the model, e.g. `Boiler/Setpoint`. */
  name: string;
  /** `<model>:<major>/<tag path>`, what a write names. */
  modelPath: string;
  type: string;
  unit?: string;
  /** Undefined when the platform holds no sample of it yet. */
  sample?: TagSample;
  /** The range a writable tag accepts; absent for a tag only read. */
  writable?: { min?: number; max?: number };
}

/** The model path prefix of a device's tags: `<model>:<major version>` (facts §6). */
export const modelPrefixOf = (modelName: string, modelVersion: string) => `${modelName}:${modelVersion.split('.')[0]}`;

export function currentValues(modelPrefix: string, tags: readonly DeviceTagInfo[], samples: readonly PlatformTags[]): CurrentValue[] {
  const latest = new Map(samples.map((tag) => [tag.modelPath, tag.data.at(-1)]));
  return tags.map((tag) => {
    const modelPath = `${modelPrefix}/${tag.name}`;
    const sample = latest.get(modelPath);
    return {
      name: tag.name,
      modelPath,
      type: tag.type,
      ...(tag.unit === undefined ? {} : { unit: tag.unit }),
      ...(sample === undefined ? {} : { sample }),
      ...(tag.writable === true ? { writable: { min: tag.min, max: tag.max } } : {}),
    };
  });
}
