// A half-circle gauge between the widget's min and max.
import type { Widget } from '../../../platform/dashboardDocument';
import { fraction, numeric, type Sample } from './data';
import { useFormatSample } from './ValueWidget';
import classes from './widgets.module.css';

const radius = 40;
const arc = Math.PI * radius;

export function GaugeWidget({ widget, sample }: { widget: Widget; sample: Sample | undefined }) {
  const format = useFormatSample();
  const min = Number(widget.props.min ?? 0);
  const max = Number(widget.props.max ?? 100);
  const value = numeric(sample);
  const filled = value === undefined ? 0 : fraction(value, min, max) * arc;
  const unit = String(widget.props.unit ?? '');
  const title = String(widget.props.title || widget.name);
  return (
    <>
      <p className={classes.title}>{title}</p>
      <svg className={classes.chart} viewBox="0 0 100 60" role="img" aria-label={`${title}: ${format(sample)} ${unit}`}>
        <path d={`M10 50 A${radius} ${radius} 0 0 1 90 50`} fill="none" stroke="var(--mantine-color-gray-3)" strokeWidth="10" />
        <path
          d={`M10 50 A${radius} ${radius} 0 0 1 90 50`}
          fill="none"
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth="10"
          strokeDasharray={`${filled} ${arc}`}
        />
        <text x="50" y="48" textAnchor="middle" fontSize="14" fontWeight="700" fill="currentColor">
          {format(sample, 1)}
        </text>
        <text x="50" y="59" textAnchor="middle" fontSize="7" fill="currentColor">
          {unit}
        </text>
      </svg>
    </>
  );
}
