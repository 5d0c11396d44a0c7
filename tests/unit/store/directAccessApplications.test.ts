// The applications tab of /directaccess (src/features/dashboards/applications): the flow as the portal provides it,
// run against the sandbox. It lists the apps of the organisation the person can open (a failed installation is not
// one of them), pins one first, and keeps the pin as the person's own in that organisation only: another
// organisation has its own.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { resetStore } from '../../../sandbox/store';
import { directAccessApps, provideDirectAccessApps, readPinned } from '../../../src/features/dashboards/applications/applicationsFlow';
import { createAppsClient } from '../../../src/platform/appsClient';
import type { AppInstallation } from '../../../src/platform/appsTypes';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { organizationToken } from '../platform/sandboxClients';
import { newRequestId } from '../../../src/platform/requestIds';

setupSandboxServer();
beforeEach(resetStore);

const globex = { id: 2, resourceId: 'globex' };

async function listOf(username: string, organization: { id: number; resourceId: string }) {
  const token = await organizationToken(username, organization.resourceId);
  const coreHttp = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token });
  const machines = provideDirectAccessApps({ apps: createAppsClient(coreHttp), coreHttp });
  const list = createActor(machines.applications(organization.id, { organization: organization.resourceId, username }), { input: { pageSize: 20 } });
  list.start();
  await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }) || snapshot.matches('failed'));
  return list;
}

const names = (list: Awaited<ReturnType<typeof listOf>>) =>
  list.getSnapshot().context.page?.items.map((item) => [item.installation.app.name, item.pinned]);

describe('the applications of direct access', () => {
  it('lists the apps the person can open; a pin puts one first and stays for that person in that organisation', async () => {
    const list = await listOf('alice', globex);
    expect(names(list)).toEqual([
      ['Line monitor', false],
      ['Spare parts', false],
    ]);
    const spareParts = list.getSnapshot().context.page!.items[1]!;
    list.send({ type: 'user.act', action: { kind: 'pin', app: spareParts, pinned: true } });
    await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.page?.items[0]?.pinned === true);
    expect(names(list)).toEqual([
      ['Spare parts', true],
      ['Line monitor', false],
    ]);
    list.stop();

    // Read again (a reload): the pin is kept.
    const again = await listOf('alice', globex);
    expect(names(again)).toEqual([
      ['Spare parts', true],
      ['Line monitor', false],
    ]);
    // Unpinned, it goes back to its place by name.
    again.send({ type: 'user.act', action: { kind: 'pin', app: again.getSnapshot().context.page!.items[0]!, pinned: false } });
    await waitFor(again, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.page?.items[0]?.pinned === false);
    expect(names(again)).toEqual([
      ['Line monitor', false],
      ['Spare parts', false],
    ]);
    again.stop();
  });

  it('keeps the pins of one organisation out of another', async () => {
    const inGlobex = await listOf('alice', globex);
    inGlobex.send({ type: 'user.act', action: { kind: 'pin', app: inGlobex.getSnapshot().context.page!.items[1]!, pinned: true } });
    await waitFor(inGlobex, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.page?.items[0]?.pinned === true);
    inGlobex.stop();
    // The same app installed in acme is not pinned there.
    const acme = { id: 1, resourceId: 'acme' };
    const token = await organizationToken('alice', acme.resourceId);
    await createAppsClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token })).install(acme.id, { appId: 2, planId: 'free' }, undefined, newRequestId());
    const inAcme = await listOf('alice', acme);
    expect(names(inAcme)).toEqual([['Spare parts', false]]);
    inAcme.stop();
  });

  it('leaves out what cannot be opened, and reads a damaged preference as no pins', () => {
    const app = (id: number, name: string, status: AppInstallation['status'], canAccess = true) =>
      ({ id, status, canAccess, app: { id, key: `k${id}`, name } }) as AppInstallation;
    const all = [app(1, 'Beta', 'INSTALLED'), app(2, 'Alpha', 'INSTALLATION_FAILED'), app(3, 'Gamma', 'FREE_TRIAL'), app(4, 'Delta', 'INSTALLED', false)];
    expect(directAccessApps(all, ['k3']).map((item) => item.installation.app.name)).toEqual(['Gamma', 'Beta']);
    expect(readPinned('not json')).toEqual([]);
    expect(readPinned('{"k1":true}')).toEqual([]);
    expect(readPinned('["k1", 2]')).toEqual(['k1']);
  });
});
