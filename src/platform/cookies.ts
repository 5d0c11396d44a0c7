/** Reads one cookie from a `document.cookie`-style string; pure so callers pass the string in. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (value === '') return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      // A value someone else wrote without encoding: use it as it is rather than failing start-up.
      return value;
    }
  }
  return undefined;
}
