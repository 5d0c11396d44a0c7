// The portal's one time chart, drawn with uPlot: time axis in the person's locale, value axis with the unit, grid,
// a legend that gives the exact value and time under the cursor (the latest ones otherwise), several series,
// threshold bands, over the window the caller gives (ChartRangePicker.tsx picks it); dragging across the plot asks
// the caller to zoom to that span. Used by the dashboard's time-series widget, and meant for data exploration. It
// loads only with the screens that draw it (uPlot never enters the entry chunk).
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { exactTime, summarize, thresholdBands, timeTicks, timeTickSpace, valueRange, type Thresholds } from './timeChart';
import classes from './timeChart.module.css';

export interface TimeSeries {
  label: string;
  /** One value per time: null is a gap in the line, undefined a time only another series has (alignSeries). */
  values: readonly (number | null | undefined)[];
}

export interface TimeChartProps {
  /** Epoch milliseconds, ascending. */
  times: readonly number[];
  /** The time axis's ends, epoch milliseconds (a live window, a custom range or a zoom). */
  window: { from: number; to: number };
  /** The person dragged across the plot: show `from`…`to`. Without it, a drag does nothing. */
  onZoom?: (from: number, to: number) => void;
  series: readonly TimeSeries[];
  unit?: string;
  /** Fixed ends of the value axis; without them it follows the data with padding and a minimum span. */
  min?: number;
  max?: number;
  thresholds?: Thresholds;
  /** How a value is written (decimals, locale). */
  formatValue: (value: number) => string;
  /** The person's locale, for the times. */
  locale: string;
  /** The chart's accessible name; a summary of each series (latest, lowest, highest) is added to it. */
  label: string;
  /** The chart's texts in the person's language (the caller's catalog: src/ui keeps none, so the entry stays small). */
  texts: ChartTexts;
}

export interface ChartTexts {
  time: string;
  noValues: string;
  /** One series' summary, its values written with the unit. */
  summary: (values: { count: number; latest: string; lowest: string; highest: string }) => string;
}

const palette = ['--mantine-primary-color-filled', '--mantine-color-orange-6', '--mantine-color-teal-6', '--mantine-color-grape-6'];
const bandColours = { warning: 'rgba(250, 176, 5, 0.16)', alarm: 'rgba(250, 82, 82, 0.16)' };

let measuring: CanvasRenderingContext2D | null | undefined;

/** The width of a text in CSS pixels as the canvas draws it in `font`. */
function textWidth(text: string, font: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring || text === '') return 0;
  measuring.font = font;
  return measuring.measureText(text).width;
}

function cssVar(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export function TimeChart(props: TimeChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const legend = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // The latest props for uPlot's callbacks, which are set once.
  const latest = useRef(props);
  latest.current = props;
  const locale = props.locale;
  const seriesKey = props.series.map((series) => series.label).join('\u0000');

  useEffect(() => {
    const target = holder.current;
    const legendTarget = legend.current;
    if (!target || !legendTarget) return;
    const text = cssVar(target, 'color', '#333');
    const grid = 'rgba(128, 128, 128, 0.22)';
    const font = '11px system-ui, sans-serif';
    let lastTimeLabel = '';
    let rightPadding = 8;
    const lastOf = (index: number) => summarize(latest.current.series[index - 1]?.values ?? []).latest;
    let cancelled = false;
    let teardown = () => {
      cancelled = true;
    };
    // uPlot is fetched with the first chart drawn, not with the module: a dashboard without charts never loads it.
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const options: uPlot.Options = {
        width: Math.max(120, target.clientWidth),
        height: Math.max(80, target.clientHeight),
        ms: 1,
        // The last time label is centred on its tick, which may stand at the right edge: half of it needs room
        // beyond the plot, whatever the language's label width (a canvas clips what is drawn outside it).
        // The labels are known only once drawn: a draw that finds too little room lays the chart out again (the room
        // only grows, so this settles at once).
        padding: [
          8,
          () => {
            rightPadding = Math.max(rightPadding, Math.ceil(textWidth(lastTimeLabel, font) / 2) + 4);
            return rightPadding;
          },
          0,
          0,
        ],
        legend: { mount: (_self, element) => legendTarget.replaceChildren(element) },
        // A drag selects a span, which the caller turns into its zoomed range (setSelect below).
        cursor: { drag: { x: latest.current.onZoom !== undefined, y: false, setScale: false }, points: { size: 6 } },
        scales: {
          x: { time: true, range: () => [latest.current.window.from, latest.current.window.to] },
          y: {
            range: (_self, low, high) => {
              const { min, max, thresholds } = latest.current;
              return valueRange(low ?? undefined, high ?? undefined, { min, max, thresholds });
            },
          },
        },
        axes: [
          {
            stroke: text,
            font,
            size: 30,
            space: (self) => timeTickSpace((self.scales.x?.max ?? 0) - (self.scales.x?.min ?? 0)),
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid, width: 1, size: 4 },
            values: (_self, ticks) => {
              const labels = timeTicks(ticks, locale);
              lastTimeLabel = labels.at(-1) ?? '';
              return labels;
            },
          },
          {
            stroke: text,
            font,
            size: 48,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid, width: 1 },
            values: (_self, ticks) => ticks.map((tick) => latest.current.formatValue(tick)),
          },
        ],
        series: [
          {
            label: latest.current.texts.time,
            value: (self, ts, _index, row) => {
              const times = self.data[0];
              const shown = row === null ? times.at(-1) : ts;
              return shown === undefined || shown === null ? '–' : exactTime(shown, locale);
            },
          },
          ...latest.current.series.map((series, index) => ({
            label: series.label,
            stroke: cssVar(target, palette[index % palette.length] ?? palette[0]!, '#228be6'),
            width: 1.5,
            spanGaps: false,
            points: { show: false },
            value: (_self: uPlot, value: number | null, seriesIndex: number, row: number | null) => {
              const shown = row === null ? lastOf(seriesIndex) : value;
              const unit = latest.current.unit;
              return shown === undefined || shown === null ? '–' : `${latest.current.formatValue(shown)}${unit ? ` ${unit}` : ''}`;
            },
          })),
        ],
        hooks: {
          // Threshold bands behind the lines, across the plot area.
          drawAxes: [
            (self) => {
              const { thresholds } = latest.current;
              if (!thresholds) return;
              const { min: bottom, max: top } = self.scales.y ?? {};
              if (bottom === undefined || top === undefined || bottom === null || top === null) return;
              const { ctx, bbox } = self;
              for (const band of thresholdBands(thresholds, bottom, top)) {
                const y0 = self.valToPos(band.to, 'y', true);
                const y1 = self.valToPos(band.from, 'y', true);
                ctx.fillStyle = bandColours[band.level];
                ctx.fillRect(bbox.left, y0, bbox.width, y1 - y0);
              }
            },
          ],
          draw: [
            (self) => {
              if (Math.ceil(textWidth(lastTimeLabel, font) / 2) + 4 > rightPadding) {
                requestAnimationFrame(() => self.setSize({ width: self.width, height: self.height }));
              }
            },
          ],
          setSelect: [
            (self) => {
              const { left, width } = self.select;
              if (width < 2) return;
              const [from, to] = [self.posToVal(left, 'x'), self.posToVal(left + width, 'x')];
              self.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
              latest.current.onZoom?.(Math.round(from), Math.round(to));
            },
          ],
        },
      };
      const chart = new UPlot(options, toData(latest.current), target);
      plot.current = chart;
      const resize = new ResizeObserver(() => {
        chart.setSize({ width: Math.max(120, target.clientWidth), height: Math.max(80, target.clientHeight) });
      });
      resize.observe(target);
      teardown = () => {
        resize.disconnect();
        chart.destroy();
        plot.current = null;
      };
    });
    return () => teardown();
    // The chart is rebuilt when what its options hold changes: the series and the locale.
  }, [seriesKey, locale]);

  // New samples or another window: the scales follow (the time axis's range reads the window).
  useEffect(() => {
    plot.current?.setData(toData(props), true);
  }, [props]);

  const withUnit = (value: number | undefined) => `${props.formatValue(value ?? 0)}${props.unit ? ` ${props.unit}` : ''}`;
  const summary = props.series
    .map((series) => {
      const { latest: last, min, max, count } = summarize(series.values);
      const text =
        count === 0 ? props.texts.noValues : props.texts.summary({ count, latest: withUnit(last), lowest: withUnit(min), highest: withUnit(max) });
      return props.series.length === 1 ? text : `${series.label}: ${text}`;
    })
    .join('; ');

  return (
    <div className={classes.chart}>
      {/* The value axis's unit, above it (in the page, not the canvas: read by tests and zoomed with the text). */}
      {props.unit ? (
        <span className={classes.axisUnit} aria-hidden="true">
          {props.unit}
        </span>
      ) : null}
      <div className={classes.plot} ref={holder} role="img" aria-label={`${props.label}: ${summary}`} />
      <div className={classes.legend} ref={legend} />
    </div>
  );
}

function toData(props: Pick<TimeChartProps, 'times' | 'series'>): uPlot.AlignedData {
  // uPlot's types say null only; it reads undefined as a time the series has no sample at (drawn through).
  return [props.times as number[], ...props.series.map((series) => series.values as (number | null)[])];
}
