// The time range a chart shows and how the person's choices change it (ChartRangePicker.tsx and TimeChart.tsx draw
// it): a "last …" span that follows now (live), or a fixed from–to (a custom range, or a zoom into the chart). Pure,
// so the steps are tested without a canvas.

export const hourMs = 3_600_000;

/** The picker's "last …" choices: 1 h, 6 h, 24 h, 7 d. */
export const rangeSpans: readonly number[] = [hourMs, 6 * hourMs, 24 * hourMs, 7 * 24 * hourMs];

export type ChartRange =
  /** The last `span` milliseconds, following now. */
  | { live: true; span: number }
  /** A fixed window, epoch milliseconds. */
  | { live: false; from: number; to: number };

export interface RangeState {
  range: ChartRange;
  /** What resetting the zoom goes back to: the range before the first zoom; absent while not zoomed. */
  beforeZoom?: ChartRange;
  /** The span "Live" follows: the last "last …" chosen. */
  span: number;
}

export type RangeEvent =
  | { type: 'span'; span: number }
  | { type: 'custom'; from: number; to: number }
  | { type: 'zoom'; from: number; to: number }
  | { type: 'resetZoom' }
  /** Live on (the last span chosen, following now) or off (held at the window shown at `now`). */
  | { type: 'live'; now: number };

export function initialRange(span: number): RangeState {
  return { range: { live: true, span }, span };
}

export function nextRange(state: RangeState, event: RangeEvent): RangeState {
  switch (event.type) {
    case 'span':
      return initialRange(event.span);
    case 'custom':
      return { range: { live: false, from: event.from, to: event.to }, span: state.span };
    case 'zoom':
      // Zooming into a zoom keeps the way back to where the person started.
      return { range: { live: false, from: event.from, to: event.to }, beforeZoom: state.beforeZoom ?? state.range, span: state.span };
    case 'resetZoom':
      return state.beforeZoom ? { range: state.beforeZoom, span: state.span } : state;
    case 'live': {
      if (!state.range.live) return initialRange(state.span);
      const { from, to } = windowOf(state.range, event.now);
      return { range: { live: false, from, to }, span: state.span };
    }
  }
}

/** The window a range shows at `now`. */
export function windowOf(range: ChartRange, now: number): { from: number; to: number } {
  return range.live ? { from: now - range.span, to: now } : { from: range.from, to: range.to };
}

/** Why a custom range cannot be shown: a missing end, or a start not before its end. */
export type RangeProblem = 'missingFrom' | 'missingTo' | 'order';

export function customRangeProblem(from: number | undefined, to: number | undefined): RangeProblem | undefined {
  if (from === undefined) return 'missingFrom';
  if (to === undefined) return 'missingTo';
  return from >= to ? 'order' : undefined;
}
