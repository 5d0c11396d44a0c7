// A device's tags as the platform controller serves them: the tags it sends, and the formula paths of the preset it
// runs (facts §5 datalink type `formula`), each worked out by the formula (sandbox/mappings/formula.ts) over the
// values the device's tags have at the same instant, so history, aggregation, charts and CSV exports agree. A value
// that is no number (a division by zero, a text tag) is sent as such: JSON's null.
import { type SimulatedDevice, type SimulatedTag, tagValue } from '../devices/fleet';
import { presetOfDevice } from '../mappings/catalog';
import { compileFormula } from '../mappings/formula';
import { store } from '../store';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

// One tag object per formula path, so the history's per-tag period cache keeps one entry for it.
const compiled = new Map<string, SimulatedTag | null>();

function formulaTag(device: SimulatedDevice, path: string, name: string, source: string): SimulatedTag | null {
  const key = `${device.model.name}|${path}|${source}`;
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const formula = compileFormula(source);
  const read = formula?.tags.map((tag) => device.model.tags.find((candidate) => candidate.name === tag));
  // A formula the preset check would refuse, or reading a tag this model does not send, gives the path no values.
  const made: SimulatedTag | null =
    formula === undefined || read === undefined || read.some((tag) => tag === undefined)
      ? null
      : {
          name,
          type: 'double',
          min: 0,
          max: 0,
          // The values repeat when every tag read has gone round whole periods.
          periodSeconds: (read as SimulatedTag[]).reduce((period, tag) => (period * tag.periodSeconds) / gcd(period, tag.periodSeconds), 1),
          formula: {
            path,
            value: (of, at) => formula.value((tag) => Number(tagValue(of, of.model.tags.find((candidate) => candidate.name === tag)!, at))),
          },
        };
  compiled.set(key, made);
  return made;
}

/** The tags the device sends, then its preset's formula paths (named as the preset's model names them). */
export function deviceTagsOf(device: SimulatedDevice): readonly SimulatedTag[] {
  const { catalog } = store();
  const preset = presetOfDevice(catalog, device);
  const model = preset && catalog.models.find(({ id }) => id === preset.modelId);
  if (preset === undefined || model === undefined) return device.model.tags;
  const prefix = `${model.name}:${model.version.split('.')[0]}/`;
  const formulas = Object.entries(preset.properties).flatMap(([name, property]) => {
    const tag = property.datalink?.type === 'formula' ? formulaTag(device, `${prefix}${name}`, name, property.datalink.source) : null;
    return tag === null ? [] : [tag];
  });
  return formulas.length === 0 ? device.model.tags : [...device.model.tags, ...formulas];
}
