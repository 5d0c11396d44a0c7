// Core user preferences beyond what start-up reads (spec §7 Core API: "User preferences GET, POST, DELETE and
// per-user property GET, PUT"): deleting a preference, and the per-user properties (a string value per key, per
// person and organisation, as embedded apps read and write them: facts §13 USER_PREFERENCE_GET/SET). Loaded on first
// use (src/portal/platform.ts), so neither the code nor the paths are in the entry; GET and POST of preferences stay
// in the entry's core client, which the guard chain needs.
import * as v from 'valibot';
import { corePreferenceEndpoints } from './corePreferenceEndpoints';
import { isPlatformError } from './errors';
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders } from './requestIds';
import type { Schema } from './schemas';

/** Whose property: the person's name and the organisation's resourceId, as the preference queries name them. */
export interface PropertyOwner {
  organization: string;
  username: string;
}

export interface UserProperty {
  key: string;
  value: string;
}

/** A property as read: `value` is null when the person never set it. */
export interface StoredUserProperty {
  key: string;
  value: string | null;
}

export const userPropertySchema = v.object({ key: v.string(), value: v.string() }) satisfies Schema<UserProperty>;
const storedUserPropertySchema = v.object({ key: v.string(), value: v.nullable(v.string()) }) satisfies Schema<StoredUserProperty>;

export type CorePreferencesClient = ReturnType<typeof createCorePreferencesClient>;

/** `http` is the core client (base `<app>/svc/core`). */
export function createCorePreferencesClient(http: HttpClient) {
  return {
    /** Removes one preference (the caller's own; 404 when it is gone already). */
    deletePreference: async (id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(corePreferenceEndpoints.userPreference(id), { method: 'DELETE', headers: requestIdHeaders(requestId), signal });
    },

    /**
     * The value of a per-user property, or undefined when the person never set it: the service answers `value: null`,
     * and a deployment's own path for the call (config.json `paths`) may answer 404.
     */
    userProperty: async (key: string, owner: PropertyOwner, signal?: AbortSignal): Promise<string | undefined> => {
      try {
        const property = await http.request(corePreferenceEndpoints.userProperty(key), { query: { ...owner }, schema: storedUserPropertySchema, signal });
        return property.value ?? undefined;
      } catch (error) {
        if (isPlatformError(error, 'notFound')) return undefined;
        throw error;
      }
    },

    /** Sets a per-user property (creating it when absent); answers what is stored. */
    saveUserProperty: (key: string, value: string, owner: PropertyOwner, signal: AbortSignal | undefined, requestId: RequestId): Promise<UserProperty> =>
      http.request(corePreferenceEndpoints.userProperty(key), {
        method: 'PUT',
        query: { ...owner },
        body: { value },
        headers: requestIdHeaders(requestId),
        schema: userPropertySchema,
        signal,
      }),
  };
}
