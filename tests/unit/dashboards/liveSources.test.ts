// How a dashboard's bindings become requests and widget data (src/features/dashboards/viewer/liveSources.ts).
import { describe, expect, test } from 'vitest';
import { emptyDocument } from '../../../src/platform/dashboardDocument';
import { addWidget, bindTag, ensureSlot } from '../../../src/features/dashboards/document/operations';
import { gridOf, findWidget } from '../../../src/features/dashboards/document/tree';
import { liveQueryOf, mergeSamples, pickSamples, sampleKey, bindingsOf, widgetData } from '../../../src/features/dashboards/viewer/liveSources';
import { slotDevicesOf, withSlotDevices } from '../../../src/features/dashboards/slotQuery';

const slot = (name: string, modelName: string, model: string, deviceId: string) => ({ name, model, modelName, modelVersion: '1.0.0', deviceId, properties: {} });

function dashboard() {
  let document = emptyDocument({ id: 'd', name: 'D', description: '', pageTitle: 'Main', now: 0 });
  document = ensureSlot(ensureSlot(document, slot('Boiler', 'Boiler', 'Boiler:1', 'dev-b')), slot('Line', 'Conveyor', 'Conveyor:2', 'dev-c'));
  const value = addWidget(document, 'PageWgt0', 'ValueWgt', { x: 0, y: 0, w: 1, h: 1 }, {});
  const trend = addWidget(value.document, 'PageWgt0', 'TrendWgt', { x: 1, y: 0, w: 4, h: 2 }, { minutes: 10 });
  const line = addWidget(trend.document, 'PageWgt0', 'ValueWgt', { x: 5, y: 0, w: 1, h: 1 }, {});
  document = bindTag(line.document, value.wgtId, 'value', 'Boiler', 'Boiler/Temperature');
  document = bindTag(document, trend.wgtId, 'value', 'Boiler', 'Boiler/Pressure');
  return bindTag(document, line.wgtId, 'value', 'Line', 'Drive/Speed');
}

describe('live sources', () => {
  test('one request per device with its charted tags and the longest window; the URL device replaces the default', () => {
    const document = dashboard();
    const widgets = gridOf(findWidget(document, 'PageWgt0')!)!.children;
    expect(liveQueryOf('acme', document, { Boiler: 'dev-b2', Line: 'dev-c' }, widgets)).toEqual({
      org: 'acme',
      sources: [
        { deviceId: 'dev-b2', modelPrefix: 'Boiler:1', trends: ['Boiler:1/Boiler/Pressure'], windowMs: 600_000 },
        { deviceId: 'dev-c', modelPrefix: 'Conveyor:2', trends: [], windowMs: 0 },
      ],
    });
  });

  test('a slot without a device feeds nothing', () => {
    const bindings = bindingsOf(dashboard(), { Boiler: undefined, Line: 'dev-c' });
    expect([...bindings.keys()]).toEqual(['ValueWgt1']);
  });

  test('merging keeps only newer samples, charts keep their window, and untouched keys keep their arrays', () => {
    const chart = sampleKey('dev-b', 'Boiler:1/Boiler/Pressure');
    const value = sampleKey('dev-b', 'Boiler:1/Boiler/Temperature');
    const first = mergeSamples(
      new Map(),
      [
        { deviceId: 'dev-b', modelPath: 'Boiler:1/Boiler/Pressure', data: [[1000, 1], [2000, 2]] },
        { deviceId: 'dev-b', modelPath: 'Boiler:1/Boiler/Temperature', data: [[2000, 70]] },
      ],
      (key) => (key === chart ? 1500 : undefined),
    );
    expect(first.get(chart)).toEqual([[2000, 2]]);
    const second = mergeSamples(first, [{ deviceId: 'dev-b', modelPath: 'Boiler:1/Boiler/Pressure', data: [[2000, 2], [3000, 3]] }], () => 1500);
    expect(second.get(chart)).toEqual([[2000, 2], [3000, 3]]);
    expect(second.get(value)).toBe(first.get(value));
  });

  test('a widget draws the latest sample of each bound property and its series', () => {
    const bindings = bindingsOf(dashboard(), { Boiler: 'dev-b', Line: 'dev-c' }).get('TrendWgt0');
    const samples = new Map([[sampleKey('dev-b', 'Boiler:1/Boiler/Pressure'), [[1, 2.5], [2, 2.7]] as const]]);
    const data = widgetData(bindings, pickSamples(bindings, samples as never));
    expect(data.values).toEqual({ value: [2, 2.7] });
    expect(data.series.value).toHaveLength(2);
  });

  test('ecc_device_ keys name slot devices; writing them keeps the other keys', () => {
    const search = new URLSearchParams('org=1&version=3&ecc_device_Boiler=dev-b&ecc_device_=x&ecc_device_Line=');
    expect(slotDevicesOf(search)).toEqual({ Boiler: 'dev-b' });
    expect(withSlotDevices(search, { Boiler: 'dev-b2', Line: 'dev-c' }).toString()).toBe('org=1&version=3&ecc_device_Boiler=dev-b2&ecc_device_Line=dev-c');
  });
});
