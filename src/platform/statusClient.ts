// Status page (spec §7 Other): public, polled every 3 minutes by the notices machine; loaded after the first screen.
import { statusPagePath } from './endpoints';
import type { HttpClient } from './http';
import * as v from 'valibot';
import type { Schema } from './schemas';
import type { StatusIssue, StatusPage } from './types';

const statusIssueSchema = v.object({
  id: v.string(),
  status: v.string(),
  name: v.string(),
  updatedAt: v.string(),
  date: v.string(),
  type: v.picklist(['incident', 'maintenance']),
}) satisfies Schema<StatusIssue>;

const statusPageSchema = v.object({
  activeIncidents: v.array(statusIssueSchema),
  activeMaintenances: v.array(statusIssueSchema),
}) satisfies Schema<StatusPage>;

export type StatusClient = ReturnType<typeof createStatusClient>;

/** `http` has the status page base (Hosts.statusPageUrl). */
export function createStatusClient(http: HttpClient) {
  return {
    issues: (signal?: AbortSignal): Promise<StatusPage> =>
      http.request(statusPagePath, { auth: false, schema: statusPageSchema, signal }),
  };
}
