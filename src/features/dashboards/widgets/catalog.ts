// The widgets a person can add from the palette: their names, default size and properties, the properties that
// bind to a device tag, and the experimental switch that must be on for the palette to offer them (spec §2).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ExperimentalKey } from '../../../../machines/experimentalFeatures';
import type { ContentWidgetType, GridArea, PropValue } from '../../../platform/dashboardDocument';

export interface BindableProp {
  prop: string;
  label: MessageDescriptor;
}

export interface WidgetKind {
  type: ContentWidgetType;
  label: MessageDescriptor;
  size: Pick<GridArea, 'w' | 'h'>;
  props: Record<string, PropValue>;
  bindings: readonly BindableProp[];
  experimental?: ExperimentalKey;
}

const value: BindableProp = { prop: 'value', label: msg`Value` };

export const widgetKinds: readonly WidgetKind[] = [
  { type: 'TextWgt', label: msg`Text`, size: { w: 4, h: 1 }, props: { text: '' }, bindings: [] },
  { type: 'ValueWgt', label: msg`Value`, size: { w: 3, h: 2 }, props: { title: '', unit: '', decimals: 1 }, bindings: [value] },
  { type: 'GaugeWgt', label: msg`Gauge`, size: { w: 3, h: 3 }, props: { title: '', unit: '', min: 0, max: 100, warning: null, alarm: null }, bindings: [value] },
  {
    type: 'TrendWgt',
    label: msg`Time-series chart`,
    size: { w: 6, h: 3 },
    props: { title: '', unit: '', minutes: 10, min: null, max: null, warning: null, alarm: null },
    // One line per bound tag, of one device or several; the first keeps the name `value` of older documents.
    bindings: [
      { prop: 'value', label: msg`First line` },
      { prop: 'line1', label: msg`Second line` },
      { prop: 'line2', label: msg`Third line` },
    ],
  },
  {
    type: 'BarChartWgt',
    label: msg`Bar chart`,
    size: { w: 4, h: 3 },
    props: { title: '', unit: '', min: 0, max: 100 },
    bindings: [
      { prop: 'bar0', label: msg`First bar` },
      { prop: 'bar1', label: msg`Second bar` },
      { prop: 'bar2', label: msg`Third bar` },
    ],
  },
  { type: 'ImageWgt', label: msg`Image`, size: { w: 3, h: 3 }, props: { asset: '', alt: '' }, bindings: [] },
  { type: 'DeviceTableWgt', label: msg`Device table`, size: { w: 6, h: 3 }, props: { title: '' }, bindings: [], experimental: 'deviceTableWidget' },
  { type: 'MapAlarmWgt', label: msg`Alarm map`, size: { w: 6, h: 4 }, props: { title: '' }, bindings: [], experimental: 'mapAlarmWidget' },
];

export function kindOf(type: string): WidgetKind | undefined {
  return widgetKinds.find((kind) => kind.type === type);
}
