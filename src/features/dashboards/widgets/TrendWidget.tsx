// A time-series chart of the bound tag's recent samples, on the portal's one chart (src/ui/TimeChart.tsx): the
// value axis follows the data with padding and a minimum span unless the widget fixes its minimum or maximum, and
// the widget's warning and alarm thresholds are drawn as bands.
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { TimeChart } from '../../../ui/TimeChart';
import { numeric, type Sample } from './data';
import { optionalNumber, thresholdsOf } from './thresholds';
import classes from './widgets.module.css';

export function TrendWidget({ widget, series }: { widget: Widget; series: readonly Sample[] }) {
  const { t, i18n } = useLingui();
  const title = String(widget.props.title || widget.name);
  const points = series.flatMap((sample) => {
    const value = numeric(sample);
    return value === undefined ? [] : [[sample[0], value] as const];
  });
  if (points.length < 2) {
    return (
      <>
        <p className={classes.title}>{title}</p>
        <p className={classes.muted}>{t`Waiting for data`}</p>
      </>
    );
  }
  const unit = String(widget.props.unit ?? '');
  const decimals = optionalNumber(widget.props.decimals) ?? 1;
  return (
    <>
      <p className={classes.title}>{title}</p>
      <TimeChart
        label={title}
        times={points.map(([ts]) => ts)}
        series={[{ label: title, values: points.map(([, value]) => value) }]}
        unit={unit}
        min={optionalNumber(widget.props.min)}
        max={optionalNumber(widget.props.max)}
        thresholds={thresholdsOf(widget.props)}
        locale={i18n.locale}
        texts={{
          time: t`Time`,
          resetZoom: t`Reset zoom`,
          noValues: t`No values yet`,
          summary: ({ count, latest, lowest, highest }) => t`${count} samples, latest ${latest}, lowest ${lowest}, highest ${highest}`,
        }}
        formatValue={(value) => i18n.number(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}
      />
    </>
  );
}
