// The agreements step's flow and the self on-boarding flow as the portal provides them
// (src/features/agreements/flows.ts, src/features/register/flows.ts), on the platform as the portal builds it, over
// the sandbox: what is pending is offered, and an acceptance or a sign-up whose answer failed, sent again, carries the
// first send's request id; accepted, the guard chain is told to go on.
import { beforeEach, describe, expect, it } from 'vitest';
import { provideAgreementsFlow } from '../../../src/features/agreements/flows';
import { provideRegistrationFlow } from '../../../src/features/register/flows';
import { describeError } from '../../../src/platform/errors';
import type { Agreement } from '../../../src/platform/types';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { act, reached, started } from '../faultFlows.run';
import { failNext, idsOf, recordWrites } from '../sandboxEdge';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const sent = recordWrites(server);
beforeEach(() => {
  sent.length = 0;
});

describe('the agreements step', () => {
  it("accepts carol's pending agreements under one request id when she tries again after a failure, then lets the guard go on", async () => {
    const platform = await signedInPlatform('carol', 'initech');
    const told: string[] = [];
    const flow = started(provideAgreementsFlow(platform, { send: (event) => told.push(event.type) }));
    await reached(flow, 'editing');
    const pending = flow.getSnapshot().context.data as Agreement[];
    expect(pending.map((agreement) => agreement.type)).toEqual(['TERM', 'PRIVACY']);
    const draft = { accepted: pending.map((agreement) => agreement.id) };

    await failNext('POST /agreements/accept');
    await act(flow, ['editing', { type: 'user.submit', draft }]);
    await reached(flow, 'submitFailed');
    expect(describeError(flow.getSnapshot().context.error).message).toBe('The service had a problem. Try again later.');
    expect(told).toEqual([]);
    await act(flow, ['submitFailed', { type: 'user.submit', draft }]);
    await reached(flow, 'done');

    const ids = idsOf(sent, 'POST /svc/core/api/v1/agreements/accept');
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(told).toEqual(['agreements.accepted']);
  });
});

describe('self on-boarding', () => {
  it('signs up once under one request id when the person tries again after a failure', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const flow = started(provideRegistrationFlow(platform));
    await reached(flow, 'editing');
    const agreements = flow.getSnapshot().context.data as Agreement[];
    const draft = {
      organizationName: 'Umbrella Works',
      username: 'ursula',
      email: 'ursula@umbrella.example',
      password: 'a long enough password 1',
      acceptedAgreements: agreements.map((agreement) => agreement.id),
    };

    await failNext('POST /organizations/selfOnBoarding');
    await act(flow, ['editing', { type: 'user.submit', draft }]);
    await reached(flow, 'submitFailed');
    await act(flow, ['submitFailed', { type: 'user.submit', draft }]);
    await reached(flow, 'done');
    const ids = idsOf(sent, 'POST /svc/core/api/v1/organizations/selfOnBoarding');
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });
});
