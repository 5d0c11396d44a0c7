import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { SeverityBadge } from '../../../ui/SeverityBadge';
import type { Sample } from './data';
import classes from './widgets.module.css';
import { widgetName } from '../document/displayName';
import { DateTime } from '../../../ui/DateTime';
import { sameDay } from '../../../ui/dateTimeFormat';

export function useFormatSample() {
  const { t, i18n } = useLingui();
  return (sample: Sample | undefined, decimals?: number) => {
    const value = sample?.[1];
    if (value === undefined || value === null) return '–';
    if (typeof value === 'boolean') return value ? t`On` : t`Off`;
    if (typeof value === 'number') {
      return i18n.number(value, decimals === undefined ? undefined : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    }
    return value;
  };
}

interface ValueWidgetProps {
  widget: Widget;
  sample: Sample | undefined;
  showTime?: boolean;
  /** The most severe open alarm on the tile's own tag; absent when it has none (or they are not known yet). */
  severity?: number;
}

export function ValueWidget({ widget, sample, showTime = true, severity }: ValueWidgetProps) {
  const { t, i18n } = useLingui();
  const format = useFormatSample();
  const unit = String(widget.props.unit ?? '');
  const decimals = typeof widget.props.decimals === 'number' ? widget.props.decimals : undefined;
  return (
    <>
      <div className={classes.tileHead}>
        <p className={classes.title}>{widgetName(widget, i18n)}</p>
        {severity === undefined ? null : <SeverityBadge severity={severity} title={t`The most severe open alarm on this value`} />}
      </div>
      <output className={classes.value} aria-live="off">
        {format(sample, decimals)}
        {unit && sample !== undefined ? <span className={classes.unit}>{unit}</span> : null}
      </output>
      {sample === undefined || !showTime ? null : <SampleTime ts={sample[0]} label={t`Read at`} />}
    </>
  );
}

/** When the value shown was read: the time today, the date and time before. */
function SampleTime({ ts, label }: { ts: number; label: string }) {
  if (Number.isNaN(new Date(ts).getTime())) return null;
  return (
    <p className={classes.sampleTime}>
      {label} <DateTime value={ts} timeOnly={sameDay(ts, Date.now())} />
    </p>
  );
}
