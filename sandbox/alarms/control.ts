// Sandbox-only control of the alarms slice (documented in sandbox/README.md): start the alarm world afresh at a fixed
// instant, so browser tests see the same alarms every run, and/or with many bulk alarms for benchmarks.
import { HttpResponse, http } from 'msw';
import { controlBase } from '../paths';
import { findOrganizationByResourceId } from '../directory';
import { errorResponse, isRecord, readJson } from '../http';
import { store } from '../store';
import { createAlarmsState, type AlarmsOptions } from './state';

/** Enough for the benchmark's 10 000 and then some; more would only slow the sandbox down. */
export const maxBulkAlarms = 100_000;

function asOptions(body: unknown): AlarmsOptions | string {
  if (!isRecord(body)) return 'An object { at?, bulk?, organization? } is required';
  const { at, bulk, organization = 'acme' } = body;
  const pinnedAt = typeof at === 'string' ? Date.parse(at) : at;
  if (at !== undefined && !(typeof pinnedAt === 'number' && Number.isFinite(pinnedAt))) {
    return 'at must be an ISO-8601 instant or epoch milliseconds';
  }
  if (bulk !== undefined && !(Number.isInteger(bulk) && (bulk as number) >= 0 && (bulk as number) <= maxBulkAlarms)) {
    return `bulk must be an integer 0…${maxBulkAlarms}`;
  }
  if (typeof organization !== 'string' || findOrganizationByResourceId(organization) === undefined) {
    return `organization ${String(organization)} is not a sandbox organization`;
  }
  return {
    ...(pinnedAt === undefined ? {} : { pinnedAt: pinnedAt as number }),
    ...(bulk ? { bulk: { count: bulk as number, organization } } : {}),
  };
}

export const alarmControlHandlers = [
  // Replaces the whole slice: earlier user actions are forgotten, as on reset.
  http.put(`*${controlBase}/alarms`, async ({ request }) => {
    const options = asOptions(await readJson(request));
    if (typeof options === 'string') return errorResponse(400, options);
    store().alarms = createAlarmsState(options);
    return new HttpResponse(null, { status: 204 });
  }),
];
