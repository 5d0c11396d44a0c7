// A moment as the portal shows it (./dateTimeFormat.ts), in the active locale, marked up as a <time> for machines.
import { useLingui } from '@lingui/react';
import { formatDateTime } from './dateTimeFormat';
import classes from './dateTime.module.css';

export function DateTime({ value }: { value: number }) {
  const { i18n } = useLingui();
  return (
    <time className={classes.moment} dateTime={new Date(value).toISOString()}>
      {formatDateTime(value, i18n.locale)}
    </time>
  );
}
