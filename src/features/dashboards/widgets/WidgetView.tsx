// Draws one content widget from its data. Each widget has its own error boundary: one broken widget shows its
// failure and the rest of the dashboard keeps working.
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

function WidgetBody({ widget, data }: { widget: Widget; data: WidgetData }) {
  const { i18n } = useLingui();
  switch (widget.type) {
    case 'TextWgt':
      return <TextWidget widget={widget} />;
    case 'ValueWgt':
      return <ValueWidget widget={widget} sample={data.values.value} />;
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

export const WidgetView = memo(function WidgetView({ widget, data }: { widget: Widget; data: WidgetData }) {
  return (
    <div className={classes.widget} data-widget-type={widget.type}>
      <ErrorBoundary>
        <WidgetBody widget={widget} data={data} />
      </ErrorBoundary>
    </div>
  );
});
