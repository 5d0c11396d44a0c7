// What flow tests watch and break at the network edge of the sandbox (msw/node): the writes sent with their request
// ids, and a service refusing the next requests of one kind before it sees them.
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import { requestIdHeader } from '../../src/platform/requestIds';
import { origin } from '../../sandbox/testClient';

export interface SentWrite {
  /** `<METHOD> <path>` */
  write: string;
  requestId: string | null;
}

/** Every write the file's tests send (anything but GET), in order; empty it between tests. */
export function recordWrites(server: SetupServer): SentWrite[] {
  const sent: SentWrite[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') sent.push({ write: `${request.method} ${new URL(request.url).pathname}`, requestId: request.headers.get(requestIdHeader) });
  });
  return sent;
}

/** The request ids the writes `<METHOD> <path>` carried, in order; each must carry one. */
export function idsOf(sent: readonly SentWrite[], write: string): string[] {
  const ids = sent.filter((one) => one.write === write).map((one) => one.requestId);
  expect(ids, `every ${write} carries a request id`).not.toContain(null);
  return ids as string[];
}

/** The next `times` requests ending in `key` ("<METHOD> <path suffix>") are refused with 503 before any service sees them. */
export async function failNext(key: string, times = 1): Promise<void> {
  const response = await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ [key]: { status: 503, times } }) });
  expect(response.status).toBe(204);
}
