// The dashboard lists' flows as the app provides them (src/features/dashboards/listFlows.ts), run against the sandbox's
// dashboard service: what each list shows and what its actions and saves change on the service.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { provideDashboardListMachines } from '../../../src/features/dashboards/listFlows';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf } from '../platform/sandboxClients';

setupSandboxServer();

async function machinesOf(username: string) {
  const { dashboards } = await clientsOf(username, 'acme');
  return { service: dashboards, machines: provideDashboardListMachines({ dashboard: dashboards }) };
}

/** Starts a flow and waits until it has settled in a state the predicate accepts. */
async function settled<Logic extends AnyActorLogic>(logic: Logic, input: unknown, done: (value: unknown) => boolean) {
  const actor = createActor(logic, { input } as never);
  actor.start();
  await waitFor(actor, (snapshot) => done((snapshot as { value: unknown }).value));
  return actor;
}

const ready = (value: unknown) => typeof value === 'object' && value !== null && (value as { ready?: string }).ready === 'idle';

describe('dashboard list flows on the sandbox', () => {
  it("lists alice's dashboards with her default marked, and moves the default", async () => {
    const { machines } = await machinesOf('alice');
    const list = await settled(machines.dashboards({ organization: 'acme', username: 'alice', type: 'DASHBOARD' }), { pageSize: 20, filter: 'MINE' }, ready);
    const rows = () => list.getSnapshot().context.page?.items ?? [];
    expect(rows().map((row) => [row.dashboard.name, row.defaultPreference !== undefined])).toEqual([
      ['Boiler hall A', true],
      ['Boiler pressure', false],
      ['Conveyor line 1', false],
    ]);

    const conveyor = rows()[2]!.dashboard;
    list.send({ type: 'user.act', action: { kind: 'setDefault', dashboard: conveyor } });
    await waitFor(list, (snapshot) => ready(snapshot.value) && snapshot.context.page?.items[2]?.defaultPreference !== undefined);
    expect(rows().filter((row) => row.defaultPreference !== undefined).map((row) => row.dashboard.name)).toEqual(['Conveyor line 1']);
    list.stop();
  });

  it("narrows bob's list to what is shared with him, ordered as asked", async () => {
    const { machines } = await machinesOf('bob');
    const list = await settled(machines.dashboards({ organization: 'acme', username: 'bob', type: 'DASHBOARD' }), { pageSize: 20 }, ready);
    list.send({ type: 'user.filter', filter: 'SHARED_WITH_ME' });
    await waitFor(list, (snapshot) => ready(snapshot.value));
    expect(list.getSnapshot().context.page?.items.map((row) => row.dashboard.name)).toEqual(['Boiler hall A']);
    list.stop();
  });

  it('saves a sharing draft with one bulk call per change: readers, editors, then those removed', async () => {
    const { machines, service } = await machinesOf('alice');
    const id = 'dsh-conveyor-line-1';
    const share = async (draft: { user: string; permission: 'r' | 'r/w' }[]) => {
      const flow = await settled(machines.share('dashboard', id), undefined, (value) => value === 'editing');
      flow.send({ type: 'user.submit', draft });
      await waitFor(flow, (snapshot) => snapshot.status === 'done' || snapshot.value === 'submitFailed');
      expect(flow.getSnapshot().value).toBe('done');
    };
    await share([
      { user: 'bob', permission: 'r' },
      { user: 'erin', permission: 'r/w' },
    ]);
    expect(await service.getDashboard(id)).toMatchObject({ readers: ['bob'], editors: ['erin'] });
    await share([{ user: 'erin', permission: 'r' }]);
    expect(await service.getDashboard(id)).toMatchObject({ readers: ['erin'], editors: [] });
  });

  it('derives a new version named one above the highest, whichever version it comes from', async () => {
    const { machines, service } = await machinesOf('alice');
    const versions = await settled(machines.versions('dsh-boiler-hall-a'), { pageSize: 2 }, ready);
    versions.send({ type: 'user.act', action: { kind: 'derive', from: '1' } });
    await waitFor(versions, (snapshot) => ready(snapshot.value) && snapshot.context.page?.totalElements === 4);
    expect((await service.listVersions('dsh-boiler-hall-a'))[0]).toMatchObject({ version: '4', parentVersion: '1', current: false });
    versions.stop();
  });

  it('compares two versions from their stored documents', async () => {
    const { machines } = await machinesOf('alice');
    const compare = await settled(machines.compareVersions('dsh-boiler-hall-a', '1', '2'), undefined, (value) => value === 'editing');
    expect(compare.getSnapshot().context.data?.added.map((widget) => widget.wgtId)).toEqual(['ValueWgt4', 'ValueWgt5', 'TrendWgt6']);
  });

  it('lists the flows a person may see, or their own', async () => {
    const alice = await machinesOf('alice');
    const hers = await settled(alice.machines.flows(), { pageSize: 20, filter: 'MINE' }, ready);
    expect(hers.getSnapshot().context.page?.items.map((flow) => flow.name)).toEqual(['Boiler round']);
    hers.stop();
    // The seeded flow is not shared with bob.
    const bob = await machinesOf('bob');
    const all = await settled(bob.machines.flows(), { pageSize: 20, filter: 'ALL' }, ready);
    expect(all.getSnapshot().context.page?.totalElements).toBe(0);
    all.stop();
  });
});
