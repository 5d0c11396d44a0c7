// One installation read fresh (/store/manage, the plan dialog): the store's flow as the portal provides it, run
// against the sandbox. The dialog names the plan the app is on now, read from the core as it opens, even after the
// list was read; another organisation's installation is not found.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { resetStore } from '../../../sandbox/store';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { provideStoreMachines } from '../../../src/features/store/flows';
import { createAppsClient } from '../../../src/platform/appsClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { isPlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import type { Platform } from '../../../src/portal/platform';
import { newRequestId } from '../../../src/platform/requestIds';
import { organizationToken } from '../platform/sandboxClients';

setupSandboxServer();
beforeEach(resetStore);

// Globex has the spare parts app on its free plan (installation 2).
const globex = 2;
const sparePartsInstall = 2;

async function appsOf(username: string, organization = 'globex') {
  const token = await organizationToken(username, organization);
  const coreHttp = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token });
  const apps = createAppsClient(coreHttp);
  return { apps, machines: provideStoreMachines({ apps, coreHttp } as unknown as Pick<Platform, 'apps' | 'dealer' | 'theme' | 'coreHttp'>) };
}

async function readFresh(machines: Awaited<ReturnType<typeof appsOf>>['machines'], installId: number) {
  const read = createActor(machines.installation(globex, installId)).start();
  await waitFor(read, (snapshot) => snapshot.value !== 'loading');
  const { value, context } = read.getSnapshot();
  read.stop();
  return { value, data: context.data, error: context.error };
}

describe('one installation, read fresh', () => {
  it('names the plan the app is on now, changed since the list was read', async () => {
    const { apps, machines } = await appsOf('alice');
    const first = await readFresh(machines, sparePartsInstall);
    expect(first.value).toBe('editing');
    expect(first.data).toMatchObject({ id: 2, status: 'INSTALLED', planId: 'free', app: { name: 'Spare parts' } });
    await apps.changePlan(globex, sparePartsInstall, 'trial', undefined, newRequestId());
    expect((await readFresh(machines, sparePartsInstall)).data).toMatchObject({ id: 2, planId: 'trial' });
  });

  it('says an installation that is not the organisation’s is not found', async () => {
    const { machines } = await appsOf('alice');
    const missing = await readFresh(machines, 999);
    expect(missing.value).toBe('loadFailed');
    expect(isPlatformError(missing.error, 'notFound')).toBe(true);
  });
});
