// Installing an app on a paid plan (spec §7 apps payment POST, /store/install/{appId}): the install flow as the portal
// provides it, run against the sandbox. The plan is paid from the organisation's credits and the app installed in
// one write carrying the request id: a repeat of it pays once; a refused payment (credits short, or a price other
// than the one confirmed) pays nothing and installs nothing; a paid plan is not installed without its payment.
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

const acme = 1;
const spareParts = 2;

async function appsOf(username: string) {
  const token = await organizationToken(username, 'acme');
  const coreHttp = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token });
  const apps = createAppsClient(coreHttp);
  return { apps, machines: provideStoreMachines({ apps, coreHttp } as unknown as Pick<Platform, 'apps' | 'dealer' | 'theme' | 'coreHttp'>) };
}

async function install(draft: { appId: number; planId: string; amount?: number }) {
  const { machines } = await appsOf('alice');
  const flow = createActor(machines.install(acme, spareParts));
  flow.start();
  await waitFor(flow, (snapshot) => snapshot.value === 'editing');
  flow.send({ type: 'user.submit', draft });
  await waitFor(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');
  return flow;
}

const installedInAcme = () => store().apps.installations.filter((installation) => installation.organizationId === acme);

describe('a paid plan at install', () => {
  it('is paid from the credits and installed, once for a repeated request', async () => {
    const flow = await install({ appId: spareParts, planId: 'pro', amount: 120 });
    expect(flow.getSnapshot().status).toBe('done');
    expect(flow.getSnapshot().context.result).toMatchObject({ status: 'INSTALLED', planId: 'pro' });
    expect(store().apps.credits[acme]).toBe(80);
    expect(store().apps.payments.map(({ amount, paidBy, planId }) => ({ amount, paidBy, planId }))).toEqual([{ amount: 120, paidBy: 'alice', planId: 'pro' }]);

    // The same write again (an answer lost on the way): answered from the record, nothing paid twice.
    resetStore();
    const { apps } = await appsOf('alice');
    const requestId = 'pay-once-0001' as RequestId;
    const first = await apps.payAndInstall(acme, { appId: spareParts, planId: 'pro', amount: 120 }, undefined, requestId);
    const repeat = await apps.payAndInstall(acme, { appId: spareParts, planId: 'pro', amount: 120 }, undefined, requestId);
    expect(repeat.id).toBe(first.id);
    expect(store().apps.credits[acme]).toBe(80);
    expect(store().apps.payments).toHaveLength(1);
    expect(installedInAcme()).toHaveLength(1);
  });

  it('pays nothing and installs nothing when the credits do not cover it', async () => {
    store().apps.credits[acme] = 100;
    const flow = await install({ appId: spareParts, planId: 'pro', amount: 120 });
    expect(flow.getSnapshot().value).toBe('submitFailed');
    expect(isPlatformError(flow.getSnapshot().context.error) && (flow.getSnapshot().context.error as { status?: number }).status).toBe(402);
    expect(store().apps.credits[acme]).toBe(100);
    expect(store().apps.payments).toEqual([]);
    expect(installedInAcme()).toEqual([]);
  });

  it('pays nothing when the price is not the one the person confirmed', async () => {
    const flow = await install({ appId: spareParts, planId: 'pro', amount: 90 });
    expect(flow.getSnapshot().value).toBe('submitFailed');
    expect(store().apps.credits[acme]).toBe(200);
    expect(installedInAcme()).toEqual([]);
  });

  it('is not installed, nor changed to, without its payment; a free plan installs without one', async () => {
    const unpaid = await install({ appId: spareParts, planId: 'pro' });
    expect(unpaid.getSnapshot().value).toBe('submitFailed');
    expect(installedInAcme()).toEqual([]);

    const free = await install({ appId: spareParts, planId: 'free' });
    expect(free.getSnapshot().context.result).toMatchObject({ status: 'INSTALLED', planId: 'free' });
    const { apps } = await appsOf('alice');
    const refused = await apps.changePlan(acme, free.getSnapshot().context.result!.id, 'pro', undefined, newRequestId()).catch((error: unknown) => error);
    expect(isPlatformError(refused) && refused.status).toBe(402);
    expect(store().apps.credits[acme]).toBe(200);
  });
});
