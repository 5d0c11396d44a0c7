// A moment as the portal shows it (./dateTimeFormat.ts), in the active locale, marked up as a <time> for machines.
// `timeOnly` shows the time of day alone, for a moment of today beside which the date would only repeat itself;
// `dateOnly` the day alone, where only the day matters.
import { useLingui } from '@lingui/react';
import { formatDateTime, formatDay, formatTimeOfDay } from './dateTimeFormat';
import classes from './dateTime.module.css';

export function DateTime({ value, timeOnly = false, dateOnly = false }: { value: number; timeOnly?: boolean; dateOnly?: boolean }) {
  const { i18n } = useLingui();
  return (
    <time className={classes.moment} dateTime={new Date(value).toISOString()}>
      {(dateOnly ? formatDay : timeOnly ? formatTimeOfDay : formatDateTime)(value, i18n.locale)}
    </time>
  );
}
