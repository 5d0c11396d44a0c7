// The rules a model and a preset follow (src/platform/modelRules.ts), which the forms and the sandbox share, and what
// the forms send (src/features/devices/models/modelForm.ts): a value out of range is a problem at its field, never
// cut or clamped; a new version must be higher; a preset maps every path of its model onto a device tag.
import { describe, expect, it } from 'vitest';
import {
  highFrequencyStepMs,
  maxFormulaLength,
  maxModelNameLength,
  maxSendIntervalSeconds,
  modelProblems,
  presetProblems,
  sendIntervalStepMs,
} from '../../../src/platform/modelRules';
import { intervalMs, modelWrite, nextVersion, presetWrite } from '../../../src/features/devices/models/modelForm';
import type { Model } from '../../../src/platform/mappingTypes';

const paths = [{ path: 'Kiln/Temperature', type: 'double' }];

describe('model rules', () => {
  it('refuse each field that is out of its rules, naming it', () => {
    expect(modelProblems({ name: '', version: '1.0.0', paths })).toEqual([{ field: 'name', kind: 'required' }]);
    expect(modelProblems({ name: 'K'.repeat(maxModelNameLength + 1), version: '1.0.0', paths })).toEqual([{ field: 'name', kind: 'tooLong' }]);
    expect(modelProblems({ name: 'Kiln:2', version: '1.0.0', paths })).toEqual([{ field: 'name', kind: 'invalid' }]);
    expect(modelProblems({ name: 'Kiln', version: '1.0', paths })).toEqual([{ field: 'version', kind: 'invalid' }]);
    expect(modelProblems({ name: 'Kiln', version: '1.0.0', paths: [] })).toEqual([{ field: 'paths', kind: 'none' }]);
    expect(
      modelProblems({
        name: 'Kiln',
        version: '1.0.0',
        paths: [...paths, { path: 'Kiln/Temperature', type: 'double' }, { path: 'Kiln//x', type: 'double' }, { path: 'Kiln/Mode', type: 'text' }],
      }),
    ).toEqual([
      { field: 'path', index: 1, kind: 'duplicate' },
      { field: 'path', index: 2, kind: 'invalid' },
      { field: 'path', index: 3, kind: 'type' },
    ]);
    expect(modelProblems({ name: 'Kiln', version: '1.0.0', paths })).toEqual([]);
  });

  it('a new version must be higher than the one it follows', () => {
    expect(modelProblems({ name: 'Kiln', version: '1.0.0', paths }, '1.0.0')).toEqual([{ field: 'version', kind: 'notHigher', than: '1.0.0' }]);
    expect(modelProblems({ name: 'Kiln', version: '1.10.0', paths }, '1.9.3')).toEqual([]);
    expect(nextVersion('1.9.3')).toBe('1.10.0');
  });

  it('a preset’s interval is a whole number of seconds in range, refused as typed otherwise', () => {
    const preset = (typed: string) => presetProblems({ name: 'Night', intervalMs: intervalMs(typed), links: [{ source: 'Boiler/Temperature' }] }, sendIntervalStepMs);
    expect(preset('0')).toEqual([]);
    expect(preset(String(maxSendIntervalSeconds))).toEqual([]);
    expect(preset(String(maxSendIntervalSeconds + 1))).toEqual([{ field: 'interval', kind: 'range' }]);
    expect(preset('2.5')).toEqual([{ field: 'interval', kind: 'range' }]);
    expect(preset('-1')).toEqual([{ field: 'interval', kind: 'range' }]);
    expect(presetProblems({ name: 'Night', intervalMs: 5_000, links: [{ source: '' }] })).toEqual([{ field: 'source', index: 0, kind: 'required' }]);
  });

  it('with high-frequency data, in tenths of a second; the service takes tenths whatever the switch', () => {
    const preset = (typed: string, stepMs?: number) => presetProblems({ name: 'Night', intervalMs: intervalMs(typed), links: [{ source: 'Boiler/Temperature' }] }, stepMs);
    expect(preset('0.1', highFrequencyStepMs)).toEqual([]);
    expect(preset('2.5', highFrequencyStepMs)).toEqual([]);
    expect(preset('2.5')).toEqual([]);
    expect(preset('2.55', highFrequencyStepMs)).toEqual([{ field: 'interval', kind: 'range' }]);
    expect(preset('3600.1', highFrequencyStepMs)).toEqual([{ field: 'interval', kind: 'range' }]);
    expect(presetProblems({ name: 'Night', intervalMs: 150, links: [{ source: 'Boiler/Temperature' }] })).toEqual([{ field: 'interval', kind: 'range' }]);
  });

  it('a formula link must be there and at most its length; its grammar is the service’s to judge', () => {
    const formula = (source: string) => presetProblems({ name: 'Night', intervalMs: 5_000, links: [{ source: 'Boiler/Temperature' }, { type: 'formula', source }] });
    expect(formula('{Boiler/Temperature} * 1.8 + 32')).toEqual([]);
    expect(formula('(((')).toEqual([]);
    expect(formula('  ')).toEqual([{ field: 'source', index: 1, kind: 'required' }]);
    expect(formula('1+'.repeat(maxFormulaLength / 2) + '1')).toEqual([{ field: 'source', index: 1, kind: 'tooLong' }]);
  });
});

describe('what the forms send', () => {
  it('a model as `<name>:<version>` with its typed paths; a preset mapping every path onto its device tag', () => {
    expect(modelWrite({ name: 'Kiln', version: '1.0.0', paths })).toEqual({
      name: 'Kiln:1.0.0',
      data: { type: 'object', instanceOf: 'Kiln:1.0.0', properties: { 'Kiln/Temperature': { type: 'double' } } },
    });
    const model: Model = { id: 'm-1', name: 'Kiln', version: '1.0.0', json: modelWrite({ name: 'Kiln', version: '1.0.0', paths }).data, subOrgsEnabledToView: false, orgResourceId: 'acme' };
    expect(presetWrite(model, { name: 'Night', interval: '5', history: false, links: { 'Kiln/Temperature': { source: 'Boiler/Temperature' } } })).toEqual({
      name: 'Night',
      data: {
        type: 'object',
        instanceOf: 'Kiln:1.0.0',
        properties: {
          'Kiln/Temperature': {
            type: 'double',
            mode: 'R',
            datalink: { source: 'Boiler/Temperature' },
            historyPolicy: { enabled: false },
            sendPolicy: { triggers: [{ type: 'onchange', changeMask: 'value', minIntervalMs: 5_000, skipFirstNChanges: 0 }] },
          },
        },
      },
    });
  });
});
