// The person's own account flows as the portal provides them (src/features/account/flows.ts), on the platform as the
// portal builds it, over the sandbox: "sign out every other session" ends them one after another, and sent again
// after one of them failed, it does not end again those already ended and sends the failed one under its first
// request id.
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe("the account's flows", () => {
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

  it("opens the accounts realm's page for a new password, naming the person and coming back to where they were", async () => {
    const platform = await signedInPlatform('erin', 'acme');
    const left: string[] = [];
    vi.stubGlobal('document', { cookie: 'corvina_accounts_realm=acme-accounts' });
    vi.stubGlobal('location', { href: 'http://localhost:4173/#/dashboards?organization=acme', assign: (url: string) => left.push(url) });
    const start = started(provideAccountMachines(platform).accountAction('erin'));
    start.send({ type: 'user.submit', draft: 'UPDATE_PASSWORD' });
    await waitFor(start, (snapshot) => snapshot.value === 'saved' || snapshot.value === 'failed');
    expect(start.getSnapshot().value).toBe('saved');
    expect(left).toHaveLength(1);
    const address = new URL(left[0]!);
    expect(`${address.origin}${address.pathname}`).toBe('http://localhost/auth/realms/acme-accounts/protocol/openid-connect/auth');
    expect(address.searchParams.get('kc_action')).toBe('UPDATE_PASSWORD');
    expect(address.searchParams.get('login_hint')).toBe('erin');
    expect(address.searchParams.get('redirect_uri')).toBe('http://localhost:4173/#/dashboards?organization=acme');
  });
});

