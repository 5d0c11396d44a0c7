// Theme service writes (spec §7 PUT /{org}/theme), apart from ./themeClient.ts, which the first screen loads: only
// the organisations section saves a theme.
import { themeEndpoints } from './endpoints';
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders } from './requestIds';
import { themeSchema } from './schemas';
import type { Theme } from './types';

export type ThemeWriteClient = ReturnType<typeof createThemeWriteClient>;

export function createThemeWriteClient(http: HttpClient) {
  return {
    /** Saves the organisation's whole theme (spec §7 PUT /{org}/theme); answers the theme as saved. */
    saveOrganizationTheme: (orgResourceId: string, theme: Theme, signal: AbortSignal | undefined, requestId: RequestId): Promise<Theme> =>
      http.request(themeEndpoints.organizationTheme(orgResourceId), {
        method: 'PUT',
        body: theme,
        headers: requestIdHeaders(requestId),
        schema: themeSchema,
        signal,
      }),

  };
}
