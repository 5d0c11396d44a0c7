// Draws one content widget from its data. Each widget has its own error boundary: one broken widget shows its
// failure and the rest of the dashboard keeps working. A value that stopped updating is drawn dimmed, with the time
// it was read (viewer/staleness.ts decides when). A value tile with open alarms on its own tag takes the colour of the
// most severe one (pageAlarms.ts); its device's other alarms show beside the device, not on the tile.
import { memo, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { severityStyle } from '../../../ui/alarmSeverity';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { kindOf } from './catalog';
import { tagLabel, type WidgetData } from './data';
import { BarChartWidget } from './BarChartWidget';
import { DeviceTableWidget } from './DeviceTableWidget';
import { useWidgetEnvironment } from './environment';
import { GaugeWidget } from './GaugeWidget';
import { ImageWidget } from './ImageWidget';
import { MapAlarmWidget } from './MapAlarmWidget';
import { tagKey } from './pageAlarms';
import { TextWidget } from './TextWidget';
import { TrendWidget } from './TrendWidget';
import { ValueWidget } from './ValueWidget';
import classes from './widgets.module.css';
import stale from './stale.module.css';

function WidgetBody({ widget, data, stale, severity }: { widget: Widget; data: WidgetData; stale: boolean; severity?: number }) {
  const { i18n } = useLingui();
  switch (widget.type) {
    case 'TextWgt':
      return <TextWidget widget={widget} />;
    case 'ValueWgt':
      // A stale tile's note gives the time of its value; a fresh one shows it itself.
      return <ValueWidget widget={widget} sample={data.values.value} showTime={!stale} severity={severity} />;
    case 'GaugeWgt':
      return <GaugeWidget widget={widget} sample={data.values.value} />;
    case 'TrendWgt':
      // Another window setting starts the chart's range afresh.
      return <TrendWidget key={String(widget.props.minutes)} widget={widget} data={data} />;
    case 'BarChartWgt':
      return (
        <BarChartWidget
          widget={widget}
          bars={(kindOf('BarChartWgt')?.bindings ?? [])
            .filter((binding) => binding.prop in data.values)
            .map((binding) => {
              // Named by its tag; the binding field's name ("First bar") only while it has none.
              const source = data.sources[binding.prop];
              return { label: source ? tagLabel(source) : i18n._(binding.label), sample: data.values[binding.prop] };
            })}
        />
      );
    case 'ImageWgt':
      return <ImageWidget widget={widget} />;
    case 'DeviceTableWgt':
      return <DeviceTableWidget widget={widget} />;
    case 'MapAlarmWgt':
      return <MapAlarmWidget widget={widget} />;
    default:
      return null;
  }
}

export interface WidgetViewProps {
  widget: Widget;
  data: WidgetData;
  /** When the value shown was read, if it has stopped updating. */
  staleSince?: number;
}

export const WidgetView = memo(function WidgetView({ widget, data, staleSince }: WidgetViewProps) {
  const { deviceAlarms } = useWidgetEnvironment();
  const source = widget.type === 'ValueWgt' ? data.sources.value : undefined;
  const severity = source === undefined ? undefined : deviceAlarms?.byTag[tagKey(source.deviceId, source.modelPath)];
  return (
    <div
      className={[classes.widget, staleSince === undefined ? '' : stale.stale, severity === undefined ? '' : classes.alarmed].join(' ').trim()}
      style={severity === undefined ? undefined : (severityStyle(severity) as CSSProperties)}
      data-widget-type={widget.type}
      data-stale={staleSince === undefined ? undefined : true}
      data-severity={severity}
    >
      <ErrorBoundary>
        <WidgetBody widget={widget} data={data} stale={staleSince !== undefined} severity={severity} />
      </ErrorBoundary>
      {staleSince === undefined ? null : <StaleNote since={staleSince} />}
    </div>
  );
});

function StaleNote({ since }: { since: number }) {
  const { t, i18n } = useLingui();
  const read = new Date(since);
  const today = new Date().toDateString() === read.toDateString();
  const time = i18n.date(read, today ? { timeStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <p className={stale.note} title={t`This value has stopped updating; it was read at ${time}.`}>
      <span className={stale.label}>{t`Not updating`}</span> <time dateTime={read.toISOString()}>{time}</time>
    </p>
  );
}
