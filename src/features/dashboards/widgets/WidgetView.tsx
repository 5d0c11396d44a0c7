// Draws one content widget from its data. Each widget has its own error boundary: one broken widget shows its
// failure and the rest of the dashboard keeps working. A value that stopped updating is drawn dimmed, with the time
// it was read (viewer/staleness.ts decides when).
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { kindOf } from './catalog';
import type { WidgetData } from './data';
import { BarChartWidget } from './BarChartWidget';
import { DeviceTableWidget } from './DeviceTableWidget';
import { GaugeWidget } from './GaugeWidget';
import { ImageWidget } from './ImageWidget';
import { MapAlarmWidget } from './MapAlarmWidget';
import { TextWidget } from './TextWidget';
import { TrendWidget } from './TrendWidget';
import { ValueWidget } from './ValueWidget';
import classes from './widgets.module.css';
import stale from './stale.module.css';

function WidgetBody({ widget, data, stale }: { widget: Widget; data: WidgetData; stale: boolean }) {
  const { i18n } = useLingui();
  switch (widget.type) {
    case 'TextWgt':
      return <TextWidget widget={widget} />;
    case 'ValueWgt':
      // A stale tile's note gives the time of its value; a fresh one shows it itself.
      return <ValueWidget widget={widget} sample={data.values.value} showTime={!stale} />;
    case 'GaugeWgt':
      return <GaugeWidget widget={widget} sample={data.values.value} />;
    case 'TrendWgt':
      return <TrendWidget widget={widget} series={data.series} />;
    case 'BarChartWgt':
      return (
        <BarChartWidget
          widget={widget}
          bars={(kindOf('BarChartWgt')?.bindings ?? [])
            .filter((binding) => binding.prop in data.values)
            .map((binding) => ({ label: i18n._(binding.label), sample: data.values[binding.prop] }))}
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
  return (
    <div
      className={staleSince === undefined ? classes.widget : `${classes.widget} ${stale.stale}`}
      data-widget-type={widget.type}
      data-stale={staleSince === undefined ? undefined : true}
    >
      <ErrorBoundary>
        <WidgetBody widget={widget} data={data} stale={staleSince !== undefined} />
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
