// Up to three bars, one per bound tag, between the widget's min and max.
import type { Widget } from '../../../platform/dashboardDocument';
import { fraction, numeric, type Sample } from './data';
import { useFormatSample } from './ValueWidget';
import classes from './widgets.module.css';

export function BarChartWidget({ widget, bars }: { widget: Widget; bars: readonly { label: string; sample: Sample | undefined }[] }) {
  const format = useFormatSample();
  const min = Number(widget.props.min ?? 0);
  const max = Number(widget.props.max ?? 100);
  const title = String(widget.props.title || widget.name);
  const width = 100 / Math.max(1, bars.length);
  return (
    <>
      <p className={classes.title}>{title}</p>
      <svg className={classes.chart} viewBox="0 0 100 60" preserveAspectRatio="none" role="img" aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${format(bar.sample, 1)}`).join(', ')}`}>
        {bars.map((bar, index) => {
          const value = numeric(bar.sample);
          const barHeight = value === undefined ? 0 : fraction(value, min, max) * 56;
          return <rect key={bar.label} x={index * width + width * 0.15} y={58 - barHeight} width={width * 0.7} height={barHeight} fill="var(--mantine-primary-color-filled)" />;
        })}
      </svg>
    </>
  );
}
