// A length of time as a person says it, in the locale's words: in the largest whole unit it fills ("10 minutes",
// "2 hours"), seconds only when it is no whole minute ("90 seconds").

const units = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

export function formatDuration(seconds: number, locale: string): string {
  const [unit, size] = units.find(([, length]) => seconds >= length && seconds % length === 0) ?? ['second', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(seconds / size);
}
