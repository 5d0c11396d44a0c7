// Theme service (served under /svc/core, spec §7 Themes): an organisation's theme and a host's before sign-in (saving
// one is ./themeWriteClient.ts, loaded with the screen that does). No theme is a normal answer, not an error.
import { themeEndpoints } from './endpoints';
import { isPlatformError } from './errors';
import type { HttpClient } from './http';
import { themeSchema } from './schemas';
import type { Theme } from './types';

/** 404 means the organisation or host has no theme of its own: the portal keeps its default look. */
async function unlessMissing(request: Promise<Theme>): Promise<Theme | undefined> {
  try {
    return await request;
  } catch (error) {
    if (isPlatformError(error, 'notFound')) return undefined;
    throw error;
  }
}

export type ThemeClient = ReturnType<typeof createThemeClient>;

export function createThemeClient(http: HttpClient) {
  return {
    organizationTheme: (orgResourceId: string, signal?: AbortSignal): Promise<Theme | undefined> =>
      unlessMissing(http.request(themeEndpoints.organizationTheme(orgResourceId), { schema: themeSchema, signal })),

    /** White-label theme of a host, shown before sign-in, so no token. */
    hostTheme: (host: string, signal?: AbortSignal): Promise<Theme | undefined> =>
      unlessMissing(
        http.request(themeEndpoints.hostTheme, { query: { host }, auth: false, schema: themeSchema, signal }),
      ),
  };
}
