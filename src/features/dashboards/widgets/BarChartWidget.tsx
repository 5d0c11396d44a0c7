// Up to three bars, one per bound tag, between the widget's min and max, drawn like the portal's time chart: a value
// axis with its ticks and the unit above it, a grid, each bar's value over it and its name under it. Plain markup,
// so the texts keep their size in any widget size and need no chart library.
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { fraction, numeric, type Sample } from './data';
import { useFormatSample } from './ValueWidget';
import classes from './barChart.module.css';
import widgetClasses from './widgets.module.css';
import { widgetName } from '../document/displayName';

/** Ticks at a quarter of the range apart. */
const tickFractions = [1, 0.75, 0.5, 0.25, 0];

export function BarChartWidget({ widget, bars }: { widget: Widget; bars: readonly { label: string; sample: Sample | undefined }[] }) {
  const { t, i18n } = useLingui();
  const format = useFormatSample();
  const min = Number(widget.props.min ?? 0);
  const max = Number(widget.props.max ?? 100);
  const unit = String(widget.props.unit ?? '');
  const title = widgetName(widget, i18n);
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  const tick = (share: number) => i18n.number(min + (max - min) * share, { maximumFractionDigits: 2 });
  const [minText, maxText] = [withUnit(tick(0)), withUnit(tick(1))];
  const valueText = bars.map((bar) => `${bar.label} ${withUnit(format(bar.sample, 1))}`).join(', ');
  return (
    <>
      <p className={widgetClasses.title}>{title}</p>
      <div className={classes.barChart} role="img" aria-label={t`${title}: ${valueText}, on a scale from ${minText} to ${maxText}`}>
        <span className={classes.unit} aria-hidden="true">
          {unit}
        </span>
        <div className={classes.axis} aria-hidden="true">
          {tickFractions.map((share) => (
            <span key={share} className={classes.tick} style={{ insetBlockEnd: `${share * 100}%` }}>
              {tick(share)}
            </span>
          ))}
        </div>
        <div className={classes.plot} aria-hidden="true">
          {tickFractions.map((share) => (
            <span key={share} className={classes.gridLine} style={{ insetBlockEnd: `${share * 100}%` }} />
          ))}
          {bars.map((bar, index) => {
            const value = numeric(bar.sample);
            const height = value === undefined ? 0 : fraction(value, min, max) * 100;
            return (
              <div key={index} className={classes.slot}>
                <span className={classes.value}>{format(bar.sample, 1)}</span>
                <span className={classes.bar} style={{ blockSize: `${height}%` }} />
              </div>
            );
          })}
        </div>
        <div className={classes.labels} aria-hidden="true">
          {bars.map((bar, index) => (
            <span key={index} className={classes.label} title={bar.label}>
              {bar.label}
            </span>
          ))}
        </div>
      </div>
    </>
  );
}
