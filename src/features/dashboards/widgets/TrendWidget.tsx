// A time-series chart of up to three bound tags, on the portal's one chart (src/ui/TimeChart.tsx) with its range
// picker: by default live over the widget's own window (the dashboard's live query holds those samples); another
// span, a custom range or a zoom reads that range's history (widgetFlows.ts), and a live one keeps growing from the
// live samples. The value axis follows the data unless the widget fixes its minimum or maximum, and its warning and
// alarm thresholds are drawn as bands. Where widgets offer no controls of their own (the editor's canvas), the chart
// shows its own window, without picker or zoom.
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import type { Widget } from '../../../platform/dashboardDocument';
import { ChartRangePicker } from '../../../ui/ChartRangePicker';
import { initialRange, nextRange, rangeSpans, windowOf, type ChartRange, type RangeEvent, type RangeState } from '../../../ui/chartRange';
import { TimeChart } from '../../../ui/TimeChart';
import { useChartTexts } from '../../../sections/chartTexts';
import type { WidgetData } from './data';
import { useWidgetEnvironment } from './environment';
import { optionalNumber, thresholdsOf } from './thresholds';
import { chartSeries, lineSamples, trendLines, type TrendLine } from './trendLines';
import { useWidgetFlows, type History, type HistoryQuery } from './widgetFlows';
import classes from './widgets.module.css';
import { widgetName } from '../document/displayName';

const minuteMs = 60_000;

export function TrendWidget({ widget, data }: { widget: Widget; data: WidgetData }) {
  const { i18n } = useLingui();
  const title = widgetName(widget, i18n);
  const ownSpan = (optionalNumber(widget.props.minutes) ?? 10) * minuteMs;
  const [state, send] = useReducer(nextRange, ownSpan, initialRange);
  const lines = trendLines(data, title);
  const draw = (history: History | undefined, reading: 'loading' | 'failed' | 'ready') => (
    <TrendChart widget={widget} title={title} data={data} lines={lines} state={state} send={send} history={history} reading={reading} />
  );
  // Live over the widget's own window, the dashboard's refreshes hold every sample drawn.
  if ((state.range.live && state.range.span === ownSpan) || lines.length === 0) return draw(undefined, 'ready');
  return (
    <WithHistory lines={lines} range={state.range}>
      {draw}
    </WithHistory>
  );
}

function WithHistory({
  lines,
  range,
  children,
}: {
  lines: readonly TrendLine[];
  range: ChartRange;
  children: (history: History | undefined, reading: 'loading' | 'failed' | 'ready') => ReactNode;
}) {
  const { organization } = useWidgetEnvironment();
  const flows = useWidgetFlows();
  const sourcesKey = JSON.stringify(lines.map((line) => line.source));
  const query = useMemo<HistoryQuery>(
    () => ({
      org: organization,
      sources: JSON.parse(sourcesKey) as HistoryQuery['sources'],
      range: range.live ? { span: range.span } : { from: range.from, to: range.to },
    }),
    [organization, sourcesKey, range],
  );
  const reader = useActorRef(flows.history, { input: { query } });
  const sent = useRef(query);
  useEffect(() => {
    if (sent.current === query) return;
    sent.current = query;
    reader.send({ type: 'query.change', query });
  }, [query, reader]);
  const history = useSelector(reader, (snapshot) => snapshot.context.data);
  const failed = useSelector(reader, (snapshot) => snapshot.value === 'failed');
  const reading = failed ? 'failed' : history === undefined ? 'loading' : 'ready';
  return children(history, reading);
}

interface TrendChartProps {
  widget: Widget;
  title: string;
  data: WidgetData;
  lines: readonly TrendLine[];
  state: RangeState;
  send: (event: RangeEvent) => void;
  history: History | undefined;
  reading: 'loading' | 'failed' | 'ready';
}

function TrendChart({ widget, title, data, lines, state, send, history, reading }: TrendChartProps) {
  const { t, i18n } = useLingui();
  const texts = useChartTexts();
  const { controls } = useWidgetEnvironment();
  const window = windowOf(state.range, Date.now());
  const { times, values } = chartSeries(
    lines.map((line, index) => lineSamples(history?.[index], data.series[line.prop] ?? [], window, state.range.live)),
  );
  const unit = String(widget.props.unit ?? '');
  const decimals = optionalNumber(widget.props.decimals) ?? 1;
  const picker = controls ? (
    <ChartRangePicker state={state} onChange={send} spans={rangeSpans} locale={i18n.locale} texts={texts.range} />
  ) : null;
  if (times.length < 2) {
    const ownWindow = history === undefined && reading === 'ready';
    const note =
      reading === 'failed'
        ? t`The history could not be read.`
        : reading === 'loading'
          ? t`Loading history`
          : ownWindow
            ? t`Waiting for data`
            : t`No values in this time range`;
    return (
      <>
        <p className={classes.title}>{title}</p>
        {picker}
        <p className={classes.muted}>{note}</p>
      </>
    );
  }
  return (
    <>
      <p className={classes.title}>{title}</p>
      {picker}
      <TimeChart
        label={title}
        times={times}
        window={window}
        onZoom={controls ? (from, to) => send({ type: 'zoom', from, to }) : undefined}
        series={lines.map((line, index) => ({ label: line.label, values: values[index] ?? [] }))}
        unit={unit}
        min={optionalNumber(widget.props.min)}
        max={optionalNumber(widget.props.max)}
        thresholds={thresholdsOf(widget.props)}
        locale={i18n.locale}
        texts={texts.chart}
        formatValue={(value) => i18n.number(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}
      />
    </>
  );
}
