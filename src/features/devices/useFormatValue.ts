// A tag's value as a person reads it: numbers in their locale with the tag's unit, a switch as On or Off, a gap as a dash.
import { useLingui } from '@lingui/react/macro';

export function useFormatValue() {
  const { t, i18n } = useLingui();
  return (value: number | boolean | string | null | undefined, unit?: string): string => {
    if (value === undefined || value === null) return '–';
    if (typeof value === 'boolean') return value ? t`On` : t`Off`;
    if (typeof value === 'number') return unit ? `${i18n.number(value)} ${unit}` : i18n.number(value);
    return value;
  };
}
