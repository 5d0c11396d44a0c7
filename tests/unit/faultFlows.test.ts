// At the flows: each service call of the fault matrix (./faultMatrix.calls.ts) that a flow of
// ./faultFlows.calls.ts makes, × every fault, in node. The flow is built on the platform as the portal builds it
// (src/portal/platform.ts) over the sandbox's handlers, signed in as a persona with the organisation token acquired;
// the call's request answers the fault at the network edge, every other request the sandbox. Each cell: the request
// was sent, and the flow yields the PlatformError of the fault's kind (a 401 after the one shared renewal), whose
// message is the fault's text, written out in ./faultMatrix.calls.ts. What the screens add (the announcement, the
// way on, the kept input) is asserted through them for a 401, a timeout and a 500 (./faultScreens.harness.tsx).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { describeError, isPlatformError } from '../../src/platform/errors';
import type { Platform } from '../../src/portal/platform';
import { setupSandboxServer } from '../../sandbox/testClient';
import { callName, faults, serviceCalls, type Fault } from './faultMatrix.calls';
import { injectFault } from './faultMatrix.edge';
import { flowCalls } from './faultFlows.calls';
import { heldTimeouts, runOutHeldLimits, type HeldLimits } from './heldLimits';
import { yielded } from './faultFlows.run';
import { MemoryStorage } from './memoryStorage';
import { signedInPlatform } from './signedInPlatform';

const server = setupSandboxServer();
let running: AnyActorRef | undefined;
let limits: HeldLimits | undefined;
beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  running?.stop();
  running = undefined;
  limits?.restore();
  limits = undefined;
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * The platform as the portal builds it, `user` signed in and in `organization`, to services that take no request id;
 * every client's limit for a timeout is run out by the cell (./heldLimits.ts).
 */
const platformOf = (user: string, organization: string, fault: Fault): Promise<Platform> =>
  signedInPlatform(user, organization, {
    idempotentServices: [],
    ...(fault === 'timeout' ? { timeouts: heldTimeouts } : {}),
  });

const rows = serviceCalls.flatMap((row) => {
  const name = callName(row);
  const flow = flowCalls[name];
  return flow && row.screen !== undefined && !('none' in row.screen) ? [{ name, flow, request: row.screen.request }] : [];
});
const cells = rows.flatMap((row) => faults.map((fault) => ({ ...row, ...fault })));

describe('fault matrix through the flows', () => {
  test.each(cells.map((cell) => [`${cell.name} × ${cell.fault}`, cell] as const))('%s', async (_name, { flow, request, fault, kind, status, text }) => {
    const platform = await platformOf(flow.user ?? 'alice', flow.organization ?? 'acme', fault);
    const edge = injectFault(server, request, fault);
    if (fault === 'timeout') limits = runOutHeldLimits(edge.held);
    running = await flow.run(platform);
    const error = await yielded(running);

    expect(edge.sent(), `${request} was sent`).toBeGreaterThan(0);
    expect(isPlatformError(error), `not a PlatformError: ${String(error)}`).toBe(true);
    if (!isPlatformError(error)) return;
    expect(error.kind).toBe(kind);
    if (status !== undefined) expect(error.status).toBe(status);
    expect(describeError(error).message, 'what a person reads (en-US)').toBe(text);
  });
});

test('every flow named here makes a call of the fault matrix that a screen makes too', () => {
  const screenCalls = serviceCalls.flatMap((row) => (row.screen !== undefined && !('none' in row.screen) ? [callName(row)] : []));
  expect(Object.keys(flowCalls).filter((name) => !screenCalls.includes(name))).toEqual([]);
  expect(rows).toHaveLength(Object.keys(flowCalls).length);
});
