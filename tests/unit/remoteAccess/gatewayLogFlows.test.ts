// A gateway's log as the portal provides it (src/kit/remoteAccess/flows.ts), on the platform as the portal
// builds it, over the sandbox: the newest thousand entries over the range asked for.
import { beforeEach, describe, expect, it } from 'vitest';
import { provideGatewayLogFlows } from '../../../src/kit/remoteAccess/flows';
import type { GatewayLogEntry } from '../../../src/platform/vpnClient';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { reached, started } from '../faultFlows.run';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const logReads: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/logs')) logReads.push(url.searchParams);
});
beforeEach(() => {
  logReads.length = 0;
});

const hour = 3_600_000;

describe("a gateway's log", () => {
  it('reads the newest 1000 entries of the range asked for', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const log = started(provideGatewayLogFlows(platform).log('acme', 'gw-acme-bench'), { query: { span: hour } });
    await reached(log, 'ready');
    const entries = log.getSnapshot().context.data as GatewayLogEntry[];
    expect(entries.map((entry) => [entry.action, entry.user])).toEqual([['connect', 'alice']]);
    const [read] = logReads;
    expect(read?.get('limit')).toBe('1000');
    expect(Number(read?.get('toTimestamp')) - Number(read?.get('fromTimestamp'))).toBe(hour);
    log.stop();
  });
});
