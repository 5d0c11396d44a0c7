// The dayjs locale Mantine's date fields show and read dates in: the person's language, its file loaded with the
// first screen that shows a date field (one small chunk a language, never all of them), English built in. The
// plugins let a field show the locale's own short date ("28.11.2026", "11/28/2026") and read back what is typed in
// that form.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);

const loaders: Record<string, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  it: () => import('dayjs/locale/it'),
};

const loading = new Map<string, Promise<string>>();

/** The dayjs locale of a portal locale ("de-DE" → "de"), loaded; English for a language dayjs is not given. */
export function datesLocale(locale: string): Promise<string> {
  const language = locale.split('-')[0] ?? 'en';
  let promise = loading.get(language);
  if (!promise) {
    const load = loaders[language];
    const loaded = load ? load().then(() => language, () => 'en') : Promise.resolve('en');
    // Marked settled as React's `use` reads it, so a field shown after the load does not suspend for it.
    void loaded.then((value) => Object.assign(loaded, { status: 'fulfilled', value }));
    loading.set(language, loaded);
    promise = loaded;
  }
  return promise;
}
