// Paths of the core calls of src/platform/corePreferencesClient.ts, which the sandbox registers too. A module of their
// own, as the other services' paths (docs/decisions.md): the entry does not carry them, and the sandbox reads them
// without the client's imports. The facts show no path for per-user properties: ours (docs/decisions.md).
import { coreEndpoints } from './endpoints';

export const corePreferenceEndpoints = {
  userPreference: coreEndpoints.userPreference,
  userProperty: (key: string) => `/api/v1/userPreferences/properties/${encodeURIComponent(key)}`,
} as const;
