// An embedded app's authorised payment is created as the license manager's pre-authorised
// transactions (spec §7 POST /preauthorized/transactions), through the portal's own client against the sandbox at the
// network edge: created for the app's installation with numeric ids, listed with the organisation's others (so the
// dealer screen revokes it like any), refused naming the field, refused for an app without in-app purchases, and
// created once when the same request id is sent again.
import { describe, expect, it } from 'vitest';
import { createDealerClient } from '../../../src/platform/dealerClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import type { PlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { newRequestId, type RequestId } from '../../../src/platform/requestIds';

setupSandboxServer();

async function dealerAs(username: string) {
  const token = (await signIn(username)).access_token;
  return createDealerClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.licenseManager}`, getToken: async () => token }));
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as PlatformError);
const gaskets = { orderId: 'order-1', targetWalletId: 'wallet-spare-parts', amount: 12.5, description: 'Gasket kit' };

describe('an app’s payment as pre-authorised transactions', () => {
  it('creates them for the app’s installation, listed with the organisation’s others', async () => {
    const dealer = await dealerAs('alice');
    // Spare parts is installed in globex as installation 2 (sandbox/apps/state.ts).
    const created = await dealer.create('globex', 2, [{ ...gaskets, executionMinTime: '2026-12-01T08:00:00.000Z', transactionData: { part: 'G-12' } }], undefined, newRequestId());
    expect(created).toEqual([
      {
        ...gaskets,
        executionMinTime: '2026-12-01T08:00:00.000Z',
        transactionData: { part: 'G-12' },
        id: 4,
        orgResourceId: 'globex',
        entityId: 2,
        entityStringId: 'corvina-app-spare-parts',
        entityType: 'APP',
        state: 'AUTHORIZED',
        authorizedBy: 'alice',
      },
    ]);
    const listed = await dealer.transactions('globex', { page: 0, pageSize: 20 });
    expect(listed.content.map((transaction) => [transaction.id, transaction.orderId, transaction.state])).toEqual([[4, 'order-1', 'AUTHORIZED']]);
    await dealer.revoke('globex', 4, undefined, newRequestId());
    expect((await dealer.transactions('globex', { page: 0, pageSize: 20 })).content[0]?.state).toBe('REVOKED');
  });

  it('the same request id sent again creates nothing more', async () => {
    const dealer = await dealerAs('alice');
    const first = await dealer.create('globex', 2, [gaskets], undefined, 'request-gaskets' as RequestId);
    const again = await dealer.create('globex', 2, [gaskets], undefined, 'request-gaskets' as RequestId);
    expect(again).toEqual(first);
    expect((await dealer.transactions('globex', { page: 0, pageSize: 20 })).totalElements).toBe(1);
  });

  it('refuses a malformed transaction naming the field, and an app without in-app purchases', async () => {
    const dealer = await dealerAs('alice');
    const malformed = await failure(dealer.create('globex', 2, [{ ...gaskets, amount: -5 }], undefined, newRequestId()));
    expect(malformed?.status).toBe(400);
    expect(malformed?.serverMessage).toBe('transactions[0].amount must be a positive number');
    // Installation 1 of globex is the line monitor, which makes no in-app purchases.
    const lineMonitor = await failure(dealer.create('globex', 1, [gaskets], undefined, newRequestId()));
    expect(lineMonitor?.status).toBe(400);
    expect(lineMonitor?.serverMessage).toBe('Line monitor makes no in-app purchases');
    expect((await failure(dealer.create('globex', 99, [gaskets], undefined, newRequestId())))?.status).toBe(404);
    expect((await dealer.transactions('globex', { page: 0, pageSize: 20 })).totalElements).toBe(0);
  });

  it('bob, who may not update acme, creates nothing', async () => {
    const dealer = await dealerAs('bob');
    expect((await failure(dealer.create('acme', 1, [gaskets], undefined, newRequestId())))?.status).toBe(403);
  });
});
