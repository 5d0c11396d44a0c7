// The person's own account flows as the portal provides them (src/features/account/flows.ts), on the platform as the
// portal builds it, over the sandbox: "sign out every other session" ends them one after another, and sent again
// after one of them failed, it does not end again those already ended and sends the failed one under its first
// request id.
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { provideAccountMachines } from '../../../src/features/account/flows';
import { describeError } from '../../../src/platform/errors';
import type { Account } from '../../../src/platform/iamTypes';
import { claims, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { actOnRow, started } from '../faultFlows.run';
import { failNext, recordWrites } from '../sandboxEdge';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const sent = recordWrites(server);
beforeEach(() => {
  sent.length = 0;
});

describe("the account's flows", { timeout: 30_000 }, () => {
  it('ends every other session once, the one that failed again under its first request id', async () => {
    // Three browsers signed in as erin besides the one the flow runs in.
    for (let browser = 0; browser < 3; browser++) await signIn('erin');
    const platform = await signedInPlatform('erin', 'acme');
    const account = started(provideAccountMachines(platform).account(), { pageSize: 1 });
    const current = await platform.iam.account();
    // This browser's session is the one its token names.
    const own = claims(platform.identity()!.currentToken()!).sid;
    const others = current.sessions.filter((session) => session.id !== own);
    expect(current.sessions).toHaveLength(4);
    const endOthers = () => ({ kind: 'endOthers', sessions: others });
    const isErins = (one: Account) => one.username === 'erin';

    await failNext(`DELETE /account/sessions/${others[1]!.id}`);
    await actOnRow(account, isErins, endOthers);
    await waitFor(account, (snapshot) => snapshot.context.actionError !== undefined);
    expect(describeError(account.getSnapshot().context.actionError).message).toBe('The service had a problem. Try again later.');

    await actOnRow(account, isErins, endOthers);
    await waitFor(account, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.pending === undefined && snapshot.context.actionError === undefined);
    const deletes = sent.filter(({ write }) => write.startsWith('DELETE'));
    expect(deletes.map(({ write }) => write.split('/').at(-1))).toEqual([others[0]!.id, others[1]!.id, others[1]!.id, others[2]!.id]);
    expect(deletes[1]!.requestId).toEqual(expect.any(String));
    expect(deletes[2]!.requestId).toBe(deletes[1]!.requestId);
    expect((await platform.iam.account()).sessions).toHaveLength(1);
    account.stop();
  });
});
