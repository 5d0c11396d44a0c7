// Status page (spec §7 Other): public, polled every 3 minutes by the notices machine.
import { statusPagePath } from './endpoints';
import type { HttpClient } from './http';
import { statusPageSchema } from './schemas';
import type { StatusPage } from './types';

export type StatusClient = ReturnType<typeof createStatusClient>;

/** `http` has the status page base (Hosts.statusPageUrl). */
export function createStatusClient(http: HttpClient) {
  return {
    issues: (signal?: AbortSignal): Promise<StatusPage> =>
      http.request(statusPagePath, { auth: false, schema: statusPageSchema, signal }),
  };
}
