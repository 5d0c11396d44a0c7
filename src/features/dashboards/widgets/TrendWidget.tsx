// A time-series line of the bound tag's recent samples, scaled to what it shows.
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { numeric, type Sample } from './data';
import { useFormatSample } from './ValueWidget';
import classes from './widgets.module.css';

const width = 200;
const height = 80;

export function TrendWidget({ widget, series }: { widget: Widget; series: readonly Sample[] }) {
  const { t } = useLingui();
  const format = useFormatSample();
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
  const times = points.map(([ts]) => ts);
  const values = points.map(([, value]) => value);
  const [start, end] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const span = high - low || 1;
  const line = points
    .map(([ts, value]) => `${(((ts - start) / (end - start || 1)) * width).toFixed(1)},${(height - ((value - low) / span) * height).toFixed(1)}`)
    .join(' ');
  const last = series.at(-1);
  const unit = String(widget.props.unit ?? '');
  return (
    <>
      <p className={classes.title}>
        {title} · {format(last, 1)} {unit}
      </p>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t`${title}: ${points.length} samples from ${format([0, low], 1)} to ${format([0, high], 1)} ${unit}`}
      >
        <polyline points={line} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      </svg>
    </>
  );
}
