// Paying for a change of plan (/store/manage, the plan dialog): the installed apps' flow as the portal provides it,
// run against the sandbox. A paid plan's price, as the person confirmed it, is paid from the organisation's credits
// and the plan changed in one write carrying the request id: a repeat pays once; a refused payment (credits short,
// or a price other than the one confirmed) pays nothing and leaves the plan as it was.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { resetStore, store } from '../../../sandbox/store';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { provideStoreMachines } from '../../../src/features/store/flows';
import { createAppsClient } from '../../../src/platform/appsClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { isPlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import type { Platform } from '../../../src/portal/platform';
import { organizationToken } from '../platform/sandboxClients';
import { newRequestId, type RequestId } from '../../../src/platform/requestIds';

setupSandboxServer();
beforeEach(resetStore);

// Globex has the spare parts app on its free plan (installation 2) and 50 credits; the Pro plan costs 120.
const globex = 2;
const sparePartsInstall = 2;

async function appsOf(username: string, organization = 'globex') {
  const token = await organizationToken(username, organization);
  const coreHttp = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token });
  const apps = createAppsClient(coreHttp);
  return { apps, machines: provideStoreMachines({ apps, coreHttp } as unknown as Pick<Platform, 'apps' | 'dealer' | 'theme' | 'coreHttp'>) };
}

/** The person picks the plan in the dialog (confirming its price when it is paid); what the list ends with. */
async function changePlan(planId: string, amount?: number) {
  const { machines } = await appsOf('alice');
  const list = createActor(machines.installations(globex), { input: { pageSize: 20 } });
  list.start();
  await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }));
  const installation = list.getSnapshot().context.page!.items.find((item) => item.id === sparePartsInstall)!;
  list.send({ type: 'user.act', action: { kind: 'changePlan', installation, planId, amount } });
  await waitFor(list, (snapshot) => snapshot.matches({ ready: 'acting' }));
  await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return list.getSnapshot().context;
}

const sparePartsPlan = () => store().apps.installations.find((installation) => installation.id === sparePartsInstall)?.planId;

describe('paying for a change of plan', () => {
  it('pays the confirmed price from the credits and changes the plan, once for a repeated request', async () => {
    store().apps.credits[globex] = 200;
    const { actionError } = await changePlan('pro', 120);
    expect(actionError).toBeUndefined();
    expect(sparePartsPlan()).toBe('pro');
    expect(store().apps.credits[globex]).toBe(80);
    expect(store().apps.payments.map(({ amount, paidBy, planId, organizationId }) => ({ amount, paidBy, planId, organizationId }))).toEqual([
      { amount: 120, paidBy: 'alice', planId: 'pro', organizationId: globex },
    ]);

    // The same write again (an answer lost on the way): answered from the record, nothing paid twice.
    resetStore();
    store().apps.credits[globex] = 200;
    const { apps } = await appsOf('alice');
    const first = await apps.payAndChangePlan(globex, sparePartsInstall, 'pro', 120, undefined, 'pay-plan-once-0001' as RequestId);
    const repeat = await apps.payAndChangePlan(globex, sparePartsInstall, 'pro', 120, undefined, 'pay-plan-once-0001' as RequestId);
    expect(repeat).toEqual(first);
    expect(store().apps.credits[globex]).toBe(80);
    expect(store().apps.payments).toHaveLength(1);
  });

  it('pays nothing and keeps the plan when the credits do not cover it (402)', async () => {
    const { actionError } = await changePlan('pro', 120);
    expect(isPlatformError(actionError) && actionError.status).toBe(402);
    expect(sparePartsPlan()).toBe('free');
    expect(store().apps.credits[globex]).toBe(50);
    expect(store().apps.payments).toEqual([]);
  });

  it('pays nothing and keeps the plan when the price is not the one the person confirmed (409 naming amount)', async () => {
    store().apps.credits[globex] = 200;
    const { actionError } = await changePlan('pro', 90);
    expect(isPlatformError(actionError) && actionError.status).toBe(409);
    expect(isPlatformError(actionError) && actionError.serverMessage).toMatch(/^amount: pro costs 120 credits now, not 90/);
    expect(sparePartsPlan()).toBe('free');
    expect(store().apps.credits[globex]).toBe(200);
  });

  it('does not change to a paid plan without its payment, nor take a payment for a plan that needs none', async () => {
    store().apps.credits[globex] = 200;
    const unpaid = (await changePlan('pro')).actionError;
    expect(isPlatformError(unpaid) && unpaid.status).toBe(402);
    expect(sparePartsPlan()).toBe('free');
    const { apps } = await appsOf('alice');
    const paidForFree = await apps.payAndChangePlan(globex, sparePartsInstall, 'trial', 0, undefined, newRequestId()).catch((error: unknown) => error);
    expect(isPlatformError(paidForFree) && paidForFree.status).toBe(400);
    expect(sparePartsPlan()).toBe('free');
    expect(store().apps.credits[globex]).toBe(200);
    // The free change still needs no payment.
    expect((await changePlan('trial')).actionError).toBeUndefined();
    expect(sparePartsPlan()).toBe('trial');
  });

  it('is refused to a person who may not update the organisation (bob, in acme), and nothing is paid', async () => {
    const acme = 1;
    const installed = await (await appsOf('alice', 'acme')).apps.install(acme, { appId: 2, planId: 'free' }, undefined, newRequestId());
    const { apps } = await appsOf('bob', 'acme');
    const refused = await apps.payAndChangePlan(acme, installed.id, 'pro', 120, undefined, newRequestId()).catch((error: unknown) => error);
    expect(isPlatformError(refused, 'forbidden')).toBe(true);
    expect(store().apps.installations.find((installation) => installation.id === installed.id)?.planId).toBe('free');
    expect(store().apps.credits[acme]).toBe(200);
  });
});
