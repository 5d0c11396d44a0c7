// A half-circle gauge between the widget's min and max, labelled at both ends, with the zones of its warning and
// alarm thresholds on an outer ring and the value's arc in the colour of the zone it is in.
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { gaugeZones, levelOf, type ThresholdLevel } from '../../../ui/timeChart';
import { fraction, numeric, type Sample } from './data';
import { thresholdsOf } from './thresholds';
import { useFormatSample } from './ValueWidget';
import classes from './widgets.module.css';
import { widgetName } from '../document/displayName';

const radius = 40;
const arc = Math.PI * radius;
const ring = 47;
const ringArc = Math.PI * ring;

const colours: Record<ThresholdLevel, string> = {
  normal: 'var(--mantine-primary-color-filled)',
  warning: 'var(--mantine-color-yellow-6)',
  alarm: 'var(--mantine-color-red-7)',
};
const zoneColours: Record<ThresholdLevel, string> = {
  normal: 'var(--mantine-color-green-6)',
  warning: 'var(--mantine-color-yellow-5)',
  alarm: 'var(--mantine-color-red-6)',
};

export function GaugeWidget({ widget, sample }: { widget: Widget; sample: Sample | undefined }) {
  const { t, i18n } = useLingui();
  const format = useFormatSample();
  const min = Number(widget.props.min ?? 0);
  const max = Number(widget.props.max ?? 100);
  const thresholds = thresholdsOf(widget.props);
  const value = numeric(sample);
  const filled = value === undefined ? 0 : fraction(value, min, max) * arc;
  const level = value === undefined ? 'normal' : levelOf(value, thresholds);
  const zones = thresholds.warning === undefined && thresholds.alarm === undefined ? [] : gaugeZones(min, max, thresholds);
  const unit = String(widget.props.unit ?? '');
  const title = widgetName(widget, i18n);
  const [minText, maxText] = [i18n.number(min), i18n.number(max)];
  const valueText = `${format(sample)} ${unit}`.trim();
  return (
    <>
      <p className={classes.title}>{title}</p>
      <svg className={classes.chart} viewBox="0 0 100 62" role="img" aria-label={t`${title}: ${valueText}, on a scale from ${minText} to ${maxText}`}>
        {zones.map((zone) => (
          <path
            key={zone.level}
            data-zone={zone.level}
            d={`M${50 - ring} 50 A${ring} ${ring} 0 0 1 ${50 + ring} 50`}
            fill="none"
            stroke={zoneColours[zone.level]}
            strokeWidth="3"
            strokeDasharray={`${(zone.to - zone.from) * ringArc} ${ringArc}`}
            strokeDashoffset={-zone.from * ringArc}
          />
        ))}
        <path d={`M10 50 A${radius} ${radius} 0 0 1 90 50`} fill="none" stroke="var(--mantine-color-gray-3)" strokeWidth="10" />
        <path
          d={`M10 50 A${radius} ${radius} 0 0 1 90 50`}
          fill="none"
          stroke={colours[level]}
          strokeWidth="10"
          strokeDasharray={`${filled} ${arc}`}
        />
        <text x="50" y="46" textAnchor="middle" fontSize="14" fontWeight="700" fill="currentColor">
          {format(sample, 1)}
        </text>
        <text x="50" y="56" textAnchor="middle" fontSize="7" fill="currentColor">
          {unit}
        </text>
        <text x="10" y="60" textAnchor="middle" fontSize="6" fill="currentColor" aria-hidden="true">
          {minText}
        </text>
        <text x="90" y="60" textAnchor="middle" fontSize="6" fill="currentColor" aria-hidden="true">
          {maxText}
        </text>
      </svg>
    </>
  );
}
