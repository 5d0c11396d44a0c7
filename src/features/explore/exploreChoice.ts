// What the person explores, kept in the address so a link reopens the same view: the devices (`devices=a,b`), the
// tags (`tags=Boiler/Temperature`), the range (`span` in ms following now, or a fixed `from`–`to` in ISO-8601) and
// the overlay (`overlay=day|week`: the same range that long earlier). Anything unreadable falls back to its default.
import { hourMs, type ChartRange } from '../../ui/chartRange';

export type Overlay = 'none' | 'day' | 'week';

export interface ExploreChoice {
  devices: string[];
  tags: string[];
  range: ChartRange;
  overlay: Overlay;
}

/** Devices compared at once: each gets its own line (and its overlay's) on every tag's chart. */
export const maxDevices = 6;
/** Tags shown at once, one chart each. */
export const maxTags = 4;
export const defaultRange: ChartRange = { live: true, span: 24 * hourMs };

/** How far back an overlay looks. */
export const overlayOffsets: Record<Exclude<Overlay, 'none'>, number> = { day: 24 * hourMs, week: 7 * 24 * hourMs };

const list = (text: string | null) => [...new Set((text ?? '').split(',').filter((item) => item !== ''))];

function rangeOf(params: URLSearchParams): ChartRange {
  const span = Number(params.get('span'));
  if (params.has('span') && Number.isInteger(span) && span > 0) return { live: true, span };
  const from = Date.parse(params.get('from') ?? '');
  const to = Date.parse(params.get('to') ?? '');
  return Number.isNaN(from) || Number.isNaN(to) || from >= to ? defaultRange : { live: false, from, to };
}

export function choiceFromSearch(search: string): ExploreChoice {
  const params = new URLSearchParams(search);
  const overlay = params.get('overlay');
  return {
    devices: list(params.get('devices')).slice(0, maxDevices),
    tags: list(params.get('tags')).slice(0, maxTags),
    range: rangeOf(params),
    overlay: overlay === 'day' || overlay === 'week' ? overlay : 'none',
  };
}

export function writeChoice(params: URLSearchParams, choice: ExploreChoice): void {
  const set = (name: string, value: string | undefined) => (value === undefined || value === '' ? params.delete(name) : params.set(name, value));
  set('devices', choice.devices.join(','));
  set('tags', choice.tags.join(','));
  set('span', choice.range.live ? String(choice.range.span) : undefined);
  set('from', choice.range.live ? undefined : new Date(choice.range.from).toISOString());
  set('to', choice.range.live ? undefined : new Date(choice.range.to).toISOString());
  set('overlay', choice.overlay === 'none' ? undefined : choice.overlay);
}
