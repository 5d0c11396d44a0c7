// A moment as the portal shows it (./dateTime.ts), in the active locale, marked up as a <time> for machines.
import { useLingui } from '@lingui/react';
import { formatDateTime, formatTimeOfDay } from './dateTime';

export function DateTime({ value, timeOnly = false }: { value: number; timeOnly?: boolean }) {
  const { i18n } = useLingui();
  return <time dateTime={new Date(value).toISOString()}>{(timeOnly ? formatTimeOfDay : formatDateTime)(value, i18n.locale)}</time>;
}
