// Which device tags a dashboard shows, and how the answers become each widget's data. A dashboard reads one
// request per device per refresh (every tag of the slot's model at once, facts §6 model-path prefix); time-series
// widgets also read their recent history once, then grow it from the refreshes.
import { splitTagName, type DashboardDocument, type Widget } from '../../../platform/dashboardDocument';
import type { SlotDevices } from '../../../../machines/dashboardLoad.machine';
import type { Sample, TagSource, WidgetData } from '../widgets/data';

export interface LiveSource {
  deviceId: string;
  /** `<model>:<major>`: every tag of the model in one answer. */
  modelPrefix: string;
  /** Full model paths of the tags charted over time. */
  trends: string[];
  /** How far back the charts look. */
  windowMs: number;
}

export interface LiveQuery {
  org: string;
  sources: LiveSource[];
}

/** Recent samples by `sampleKey`, oldest first. */
export type LiveSamples = ReadonlyMap<string, readonly Sample[]>;

export const sampleKey = (deviceId: string, modelPath: string) => `${deviceId}|${modelPath}`;

const minuteMs = 60_000;

/** Where a bound widget property reads from: the device in its slot and the tag's model path. */
export type Binding = TagSource;

/** Bindings of every widget property, given which device fills each slot. */
export function bindingsOf(document: DashboardDocument, slots: SlotDevices): Map<string, Map<string, Binding>> {
  const byWidget = new Map<string, Map<string, Binding>>();
  for (const link of document.dataLinks) {
    const tag = splitTagName(link.srcProp);
    const slot = tag && document.deviceSlots[tag.slot];
    const deviceId = tag && slots[tag.slot];
    if (!tag || !slot || !deviceId) continue;
    const props = byWidget.get(link.targetId) ?? new Map<string, Binding>();
    props.set(link.tgtProp, { deviceId, modelPath: `${slot.model}/${tag.tagPath}` });
    byWidget.set(link.targetId, props);
  }
  return byWidget;
}

/** The requests a dashboard needs: one source per device, with the charted tags and the longest chart window. */
export function liveQueryOf(org: string, document: DashboardDocument, slots: SlotDevices, widgets: readonly Widget[]): LiveQuery {
  const bindings = bindingsOf(document, slots);
  const sources = new Map<string, LiveSource>();
  for (const widget of widgets) {
    for (const binding of bindings.get(widget.wgtId)?.values() ?? []) {
      const modelPrefix = binding.modelPath.slice(0, binding.modelPath.indexOf('/'));
      const source = sources.get(binding.deviceId) ?? { deviceId: binding.deviceId, modelPrefix, trends: [], windowMs: 0 };
      if (widget.type === 'TrendWgt' && !source.trends.includes(binding.modelPath)) {
        source.trends.push(binding.modelPath);
        source.windowMs = Math.max(source.windowMs, (Number(widget.props.minutes) || 10) * minuteMs);
      }
      sources.set(binding.deviceId, source);
    }
  }
  return { org, sources: [...sources.values()].sort((left, right) => left.deviceId.localeCompare(right.deviceId)) };
}

/** Identity of a query's content, so an equal query does not restart the refreshes. */
export const liveQueryKey = (query: LiveQuery) => JSON.stringify(query);

/**
 * Adds new samples to the kept ones: only newer than the last kept, and charts keep their window. Keys that got
 * nothing new keep their array, so widgets that did not change are not drawn again.
 */
export function mergeSamples(
  kept: LiveSamples,
  answers: ReadonlyArray<{ deviceId: string; modelPath: string; data: readonly Sample[] }>,
  keepSince: (key: string) => number | undefined,
): LiveSamples {
  const merged = new Map(kept);
  for (const { deviceId, modelPath, data } of answers) {
    const key = sampleKey(deviceId, modelPath);
    const previous = merged.get(key) ?? [];
    const lastTs = previous.at(-1)?.[0] ?? -Infinity;
    const fresh = data.filter(([ts]) => ts > lastTs);
    if (fresh.length === 0) continue;
    const since = keepSince(key);
    const combined = since === undefined ? fresh.slice(-1) : [...previous, ...fresh].filter(([ts]) => ts >= since);
    merged.set(key, combined);
  }
  return merged;
}

/** The kept samples a widget draws from, in the order of its bindings (what a widget re-renders on). */
export function pickSamples(bindings: ReadonlyMap<string, Binding> | undefined, samples: LiveSamples | undefined) {
  return bindings ? [...bindings.values()].map((binding) => samples?.get(sampleKey(binding.deviceId, binding.modelPath))) : [];
}

export const sameSamples = (left: ReturnType<typeof pickSamples>, right: ReturnType<typeof pickSamples>) =>
  left.length === right.length && left.every((samples, index) => samples === right[index]);

/** A widget's data from its picked samples. */
export function widgetData(bindings: ReadonlyMap<string, Binding> | undefined, picked: ReturnType<typeof pickSamples>): WidgetData {
  if (!bindings) return { values: {}, series: {}, sources: {} };
  const values: Record<string, Sample | undefined> = {};
  const series: Record<string, readonly Sample[]> = {};
  [...bindings.keys()].forEach((prop, index) => {
    const kept = picked[index];
    values[prop] = kept?.at(-1);
    if (kept) series[prop] = kept;
  });
  return { values, series, sources: Object.fromEntries(bindings) };
}
