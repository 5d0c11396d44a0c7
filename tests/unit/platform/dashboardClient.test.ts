// The dashboard client against the sandbox's dashboard service: lists, dashboards, versions, CSV export, sharing,
// the default-dashboard preference and flows, with the permission rules and the 400 explanations.
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/platform/dashboardClient';
import { emptyDocument } from '../../../src/platform/dashboardDocument';
import { latestVersion } from '../../../src/platform/dashboardTypes';
import { nextVersion } from '../../../src/platform/dashboardVersions';
import { findDevice, findTag, tagValue } from '../../../sandbox/devices/fleet';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf, failure } from './sandboxClients';
import { newRequestId } from '../../../src/platform/requestIds';

setupSandboxServer();

const hallA = 'dsh-boiler-hall-a';
const pressure = 'dsh-boiler-fleet';
const names = (page: { data: { name: string }[] }) => page.data.map((item) => item.name);

function newDocumentJson(name: string): string {
  return JSON.stringify(emptyDocument({ id: 'draft', name, description: '', pageTitle: 'Page 1', now: Date.UTC(2025, 1, 1) }));
}

describe('dashboard lists', () => {
  it('lists what the user may see in the organisation of the token, by name, with the DataPage envelope', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    const all = await dashboards.listDashboards();
    expect(names(all)).toEqual(['Boiler hall A', 'Boiler pressure', 'Boiler tile', 'Conveyor line 1']);
    expect(all).toMatchObject({ number: 0, totalElements: 4, totalPages: 1, last: true });
    expect(names(await dashboards.listDashboards({ type: 'DASHBOARD', orderBy: 'name', orderDir: 'desc' }))).toEqual([
      'Conveyor line 1',
      'Boiler pressure',
      'Boiler hall A',
    ]);
    expect(names(await dashboards.listWidgets())).toEqual(['Boiler tile']);
    expect(names(await dashboards.listDashboards({ search: 'PRESSURE' }))).toEqual(['Boiler hall A', 'Boiler pressure', 'Boiler tile']);
    expect(names(await dashboards.listDashboards({ whose: 'SHARED_BY_ME' }))).toEqual(['Boiler hall A']);
    const second = await dashboards.listDashboards({ page: 1, pageSize: 3 });
    expect(second).toMatchObject({ number: 1, totalElements: 4, totalPages: 2, last: true });
    expect(names(second)).toEqual(['Conveyor line 1']);
  });

  it('separates mine from shared with me', async () => {
    const bob = await clientsOf('bob', 'acme');
    expect(names(await bob.dashboards.myDashboards())).toEqual([]);
    expect(names(await bob.dashboards.sharedWithMe())).toEqual(['Boiler hall A']);
    expect(names(await bob.dashboards.listDashboards())).toEqual(['Boiler hall A']);
    const alice = await clientsOf('alice', 'acme');
    expect((await alice.dashboards.myDashboards()).totalElements).toBe(4);
    expect(names(await alice.dashboards.sharedWithMe())).toEqual([]);
  });

  it('keeps organisations apart', async () => {
    const carol = await clientsOf('carol', 'initech');
    expect(names(await carol.dashboards.listDashboards())).toEqual(['Initech conveyor']);
    const alice = await clientsOf('alice', 'acme');
    expect((await failure(alice.dashboards.getDashboard('dsh-initech-conveyor'))).kind).toBe('notFound');
  });

  it('explains a query it cannot read', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    const refused = await failure(dashboards.listDashboards({ orderBy: 'colour' as 'name' }));
    expect(refused).toMatchObject({ kind: 'validation', status: 400 });
    expect(refused.serverMessage).toBe("orderBy must be one of name, updatedAt, owner; got 'colour'");
  });

  it('refuses a call without the permission, a token without an organisation and an organisation without IoT', async () => {
    const bob = await clientsOf('bob', 'acme');
    const create = bob.dashboards.createDashboard({ name: 'x', description: '', type: 'DASHBOARD', json: newDocumentJson('x') }, undefined, newRequestId());
    expect(await failure(create)).toMatchObject({ kind: 'forbidden', serverMessage: 'Permission dashboards:create is required in acme' });
    // dave's organisation token carries no permissions, so it names no organisation either.
    const dave = await clientsOf('dave', 'acme');
    expect((await failure(dave.dashboards.listDashboards())).serverMessage).toBe(
      'organization is required (query parameter or an organization token)',
    );
    const globex = await clientsOf('alice', 'globex');
    const refused = await failure(globex.dashboards.listDashboards());
    expect(refused).toMatchObject({ kind: 'forbidden', serverMessage: 'Organization globex is not IoT-enabled' });
  });
});

describe('one dashboard', () => {
  it('is served at its current version with a document bound to a Boiler slot', async () => {
    const { dashboards } = await clientsOf('bob', 'acme');
    const dashboard = await dashboards.getDashboard(hallA);
    expect(dashboard).toMatchObject({ id: hallA, owner: 'alice', readers: ['bob'], version: '2', orgResourceId: 'acme' });
    expect(dashboard.manifest.assets).toEqual([{ name: 'hall-a.svg', generation: 1 }]);
    const document = readDocument(dashboard);
    expect(document.version).toBe('2');
    expect(document.deviceSlots.Boiler).toMatchObject({ model: 'Boiler:1', deviceId: 'dev-acme-boiler-1' });
    expect(document.projectWgt.children.map((child) => child.type)).toEqual(['TagMgr', 'PageWgt']);
    expect(new Set(document.dataLinks.map((link) => link.srcProp))).toEqual(
      new Set(['Boiler/Boiler/Temperature', 'Boiler/Boiler/Pressure', 'Boiler/Boiler/BurnerOn', 'Boiler/Boiler/Mode']),
    );
  });

  it('reports a stored document it cannot read as malformed', () => {
    expect(() => readDocument({ id: 'x', json: '{"projectWgt": 1}' })).toThrow(expect.objectContaining({ kind: 'malformed' }));
    expect(() => readDocument({ id: 'x', json: 'not json' })).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });

  it('is created at version 1 by a user with dashboards:create, renamed and deleted by its owner', async () => {
    const { dashboards } = await clientsOf('carol', 'initech');
    const created = await dashboards.createDashboard({ name: '  Line check ', description: 'Daily', type: 'DASHBOARD', json: newDocumentJson('Line check') }, undefined, newRequestId());
    expect(created).toMatchObject({ name: 'Line check', owner: 'carol', orgResourceId: 'initech', version: '1', readers: [], editors: [] });
    expect(readDocument(created)).toMatchObject({ id: created.id, version: '1', name: 'Line check' });
    expect((await dashboards.listVersions(created.id)).map(({ version, current }) => ({ version, current }))).toEqual([
      { version: '1', current: true },
    ]);

    const renamed = await dashboards.patchDashboard({ id: created.id, name: 'Line check (daily)' }, undefined, newRequestId());
    expect(renamed).toMatchObject({ name: 'Line check (daily)', description: 'Daily' });
    // carol has no dashboards:delete.
    expect((await failure(dashboards.deleteDashboard(created.id, undefined, newRequestId()))).kind).toBe('forbidden');
    const alice = await clientsOf('alice', 'acme');
    await alice.dashboards.deleteDashboard(pressure, undefined, newRequestId());
    expect((await failure(alice.dashboards.getDashboard(pressure))).kind).toBe('notFound');
  });

  it('explains what is wrong with a new dashboard or a change', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    // Each call starts when its turn comes: a refusal nobody awaits yet would be an unhandled rejection.
    const cases: Array<[() => Promise<unknown>, string]> = [
      [() => dashboards.createDashboard({ name: ' ', description: '', type: 'DASHBOARD', json: newDocumentJson('x') }, undefined, newRequestId()), 'name must not be blank'],
      [() => dashboards.createDashboard({ name: 'x', description: '', type: 'DASHBOARD', json: '{' }, undefined, newRequestId()), 'json is not valid JSON'],
      [
        () => dashboards.createDashboard({ name: 'x', description: '', type: 'DASHBOARD', json: JSON.stringify({ ...JSON.parse(newDocumentJson('x')), dataLinks: 3 }) }, undefined, newRequestId()),
        'json is not a dashboard document: dataLinks: Invalid type: Expected Array but received 3',
      ],
      [() => dashboards.patchDashboard({ id: hallA }, undefined, newRequestId()), 'name or description is required'],
      [() => dashboards.patchDashboard({ id: hallA, name: 'n'.repeat(101) }, undefined, newRequestId()), 'name must be at most 100 characters'],
    ];
    for (const [call, message] of cases) expect((await failure(call())).serverMessage).toBe(message);
  });

  it('lets readers read but not change, and hides dashboards from users they are not shared with', async () => {
    const bob = await clientsOf('bob', 'acme');
    expect((await failure(bob.dashboards.patchDashboard({ id: hallA, name: 'Mine now' }, undefined, newRequestId()))).kind).toBe('forbidden');
    expect((await failure(bob.dashboards.getDashboard(pressure))).kind).toBe('notFound');
    const erin = await clientsOf('erin', 'acme');
    expect((await failure(erin.dashboards.getDashboard(hallA))).kind).toBe('notFound');
  });
});

describe('versions', () => {
  it('lists newest first with the current one marked; LATEST is the highest, not the current', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    const versions = await dashboards.listVersions(hallA);
    expect(versions.map(({ version, current, parentVersion }) => ({ version, current, parentVersion }))).toEqual([
      { version: '3', current: false, parentVersion: '2' },
      { version: '2', current: true, parentVersion: '1' },
      { version: '1', current: false, parentVersion: undefined },
    ]);
    const latest = await dashboards.getVersion(hallA, latestVersion);
    expect(latest.version).toBe('3');
    expect(readDocument(latest).projectWgt.children.filter((child) => child.type === 'PageWgt')).toHaveLength(2);
    expect((await dashboards.getVersion(hallA, '1')).version).toBe('1');
    expect((await failure(dashboards.getVersion(hallA, '9'))).kind).toBe('notFound');
  });

  it('saves a new version that becomes current only when made so; the current one cannot be deleted', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    const json = (await dashboards.getVersion(hallA, '2')).json;
    const saved = await dashboards.createVersion(hallA, { json, description: 'Tuned gauge', parentVersion: '2' }, undefined, newRequestId());
    expect(saved).toMatchObject({ version: '4', current: false, author: 'alice', description: 'Tuned gauge', parentVersion: '2' });
    expect((await dashboards.getDashboard(hallA)).version).toBe('2');
    expect(readDocument(await dashboards.getVersion(hallA, latestVersion)).version).toBe('4');

    expect(await dashboards.makeCurrent(hallA, '4', undefined, newRequestId())).toMatchObject({ version: '4', current: true });
    expect((await dashboards.getDashboard(hallA)).version).toBe('4');
    const refused = await failure(dashboards.deleteVersion(hallA, '4', undefined, newRequestId()));
    expect(refused).toMatchObject({ kind: 'conflict', status: 409 });
    await dashboards.deleteVersion(hallA, '2', undefined, newRequestId());
    expect((await dashboards.listVersions(hallA)).map((version) => version.version)).toEqual(['4', '3', '1']);
  });

  it('derives a version from another under a new name', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    const to = nextVersion(await dashboards.listVersions(hallA));
    expect(to).toBe('4');
    const derived = await dashboards.deriveVersion(hallA, '1', to, undefined, newRequestId());
    expect(derived).toMatchObject({ version: '4', parentVersion: '1', current: false });
    const [original, copy] = await Promise.all([dashboards.getVersion(hallA, '1'), dashboards.getVersion(hallA, '4')]);
    expect({ ...readDocument(copy), version: '1' }).toEqual(readDocument(original));
    expect((await failure(dashboards.deriveVersion(hallA, '1', '3', undefined, newRequestId()))).kind).toBe('conflict');
    expect((await failure(dashboards.deriveVersion(hallA, '1', 'draft', undefined, newRequestId()))).serverMessage).toBe(
      "The new version name must be a positive whole number; got 'draft'",
    );
  });

  it('refuses version changes to readers', async () => {
    const { dashboards } = await clientsOf('bob', 'acme');
    expect((await failure(dashboards.makeCurrent(hallA, '3', undefined, newRequestId()))).kind).toBe('forbidden');
    expect((await dashboards.listVersions(hallA)).length).toBe(3);
  });
});

describe('CSV export of the latest version', () => {
  const since = '2025-03-01T10:00:00.000Z';
  const to = '2025-03-01T10:05:00.000Z';

  it('has a row per sample of every linked tag, with the simulated values', async () => {
    const { dashboards } = await clientsOf('bob', 'acme');
    const csv = await dashboards.exportLatestCsv(hallA, { since, to });
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe('timestamp,device,tag,value');
    // Four tags (each linked once or twice), one sample every 10 s over 5 minutes.
    expect(rows).toHaveLength(4 * 31);
    const tags = [...new Set(rows.map((row) => row.split(',')[2]))];
    expect(tags).toEqual(['Boiler:1/Boiler/Temperature', 'Boiler:1/Boiler/Pressure', 'Boiler:1/Boiler/BurnerOn', 'Boiler:1/Boiler/Mode']);
    const device = findDevice('dev-acme-boiler-1')!;
    const tag = findTag(device.model, 'Boiler:1/Boiler/Temperature')!;
    expect(rows[0]).toBe(`${since},dev-acme-boiler-1,Boiler:1/Boiler/Temperature,${String(tagValue(device, tag, Date.parse(since)))}`);
  });

  it('reads another device for a slot when asked, and explains a bad range', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    const csv = await dashboards.exportLatestCsv(hallA, { since, to, deviceSlots: { Boiler: 'dev-acme-boiler-2' } });
    expect(csv.split('\r\n')[1]).toContain(',dev-acme-boiler-2,');
    expect((await failure(dashboards.exportLatestCsv(hallA, { since: to, to: since }))).serverMessage).toBe('since must be before to');
    expect((await failure(dashboards.exportLatestCsv(hallA, { since: 'yesterday', to }))).serverMessage).toBe(
      'since and to must be ISO-8601 instants',
    );
  });
});

describe('sharing', () => {
  it('shares as reader or editor, one permission at a time, and unshares from both lists', async () => {
    const alice = await clientsOf('alice', 'acme');
    await alice.dashboards.shareDashboard(pressure, 'bob', 'r', undefined, newRequestId());
    expect(await alice.dashboards.getDashboard(pressure)).toMatchObject({ readers: ['bob'], editors: [] });
    const bob = await clientsOf('bob', 'acme');
    expect(names(await bob.dashboards.sharedWithMe())).toEqual(['Boiler hall A', 'Boiler pressure']);

    await alice.dashboards.shareDashboard(pressure, 'bob', 'r/w', undefined, newRequestId());
    expect(await alice.dashboards.getDashboard(pressure)).toMatchObject({ readers: [], editors: ['bob'] });
    await alice.dashboards.unshareDashboard(pressure, 'bob', undefined, newRequestId());
    expect(await alice.dashboards.getDashboard(pressure)).toMatchObject({ readers: [], editors: [] });
    expect(names(await bob.dashboards.sharedWithMe())).toEqual(['Boiler hall A']);
  });

  it('shares with several users at once', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    await dashboards.shareDashboardWith(pressure, ['bob', 'erin', 'bob'], 'r', undefined, newRequestId());
    expect((await dashboards.getDashboard(pressure)).readers).toEqual(['bob', 'erin']);
    await dashboards.unshareDashboardWith(pressure, ['bob', 'erin'], undefined, newRequestId());
    expect((await dashboards.getDashboard(pressure)).readers).toEqual([]);
  });

  it('shares only with members of the organisation, and only the owner shares', async () => {
    const alice = await clientsOf('alice', 'acme');
    expect((await failure(alice.dashboards.shareDashboard(pressure, 'carol', 'r', undefined, newRequestId()))).serverMessage).toBe(
      'carol is not a member of organization acme',
    );
    expect((await failure(alice.dashboards.shareDashboardWith(pressure, [], 'r', undefined, newRequestId()))).serverMessage).toBe(
      'users must name at least one user',
    );
    const bob = await clientsOf('bob', 'acme');
    expect((await failure(bob.dashboards.shareDashboard(hallA, 'erin', 'r', undefined, newRequestId()))).kind).toBe('forbidden');
  });
});

describe('default-dashboard preference', () => {
  it('reads, replaces and deletes the user’s own preference', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    const who = { organization: 'acme', username: 'alice' };
    expect(await dashboards.dashboardPreferences(who)).toEqual([
      { id: 'pref-1', username: 'alice', orgResourceId: 'acme', dashboardId: hallA },
    ]);
    const saved = await dashboards.saveDashboardPreference({ ...who, dashboardId: pressure }, undefined, newRequestId());
    expect(saved).toEqual({ id: 'pref-1', username: 'alice', orgResourceId: 'acme', dashboardId: pressure });
    await dashboards.deleteDashboardPreference('pref-1', undefined, newRequestId());
    expect(await dashboards.dashboardPreferences(who)).toEqual([]);
  });

  it('refuses other users’ preferences and dashboards the user cannot see', async () => {
    const { dashboards } = await clientsOf('bob', 'acme');
    expect((await failure(dashboards.dashboardPreferences({ organization: 'acme', username: 'alice' }))).kind).toBe('forbidden');
    const refused = await failure(dashboards.saveDashboardPreference({ organization: 'acme', username: 'bob', dashboardId: pressure }, undefined, newRequestId()));
    expect(refused.kind).toBe('notFound');
    const created = await dashboards.saveDashboardPreference({ organization: 'acme', username: 'bob', dashboardId: hallA }, undefined, newRequestId());
    expect(created).toMatchObject({ username: 'bob', dashboardId: hallA });
    expect((await failure(dashboards.deleteDashboardPreference('pref-1', undefined, newRequestId()))).kind).toBe('notFound');
  });
});

describe('flows', () => {
  it('lists, reads, creates, changes, shares and deletes flows', async () => {
    const alice = await clientsOf('alice', 'acme');
    expect(names(await alice.dashboards.listFlows())).toEqual(['Boiler round']);
    expect((await alice.dashboards.getFlow('flw-acme-boilers')).steps.map((step) => step.dashboardId)).toEqual([hallA, pressure]);

    const flow = await alice.dashboards.createFlow({
      name: 'Line walk',
      description: '',
      steps: [{ id: 'a', dashboardId: 'dsh-conveyor-line-1', label: 'Line 1' }],
    }, undefined, newRequestId());
    expect(flow).toMatchObject({ owner: 'alice', orgResourceId: 'acme', readers: [], editors: [] });
    expect(names(await alice.dashboards.myFlows())).toEqual(['Boiler round', 'Line walk']);
    expect((await alice.dashboards.patchFlow(flow.id, { name: 'Line walk, daily' }, undefined, newRequestId())).name).toBe('Line walk, daily');

    const bob = await clientsOf('bob', 'acme');
    expect(names(await bob.dashboards.listFlows())).toEqual([]);
    await alice.dashboards.shareFlow(flow.id, 'bob', 'r', undefined, newRequestId());
    expect(names(await bob.dashboards.listFlows())).toEqual(['Line walk, daily']);
    expect(names(await bob.dashboards.myFlows())).toEqual([]);
    await alice.dashboards.unshareFlow(flow.id, 'bob', undefined, newRequestId());
    expect((await failure(bob.dashboards.getFlow(flow.id))).kind).toBe('notFound');

    await alice.dashboards.deleteFlow(flow.id, undefined, newRequestId());
    expect(names(await alice.dashboards.listFlows())).toEqual(['Boiler round']);
  });

  it('explains steps it cannot show', async () => {
    const { dashboards } = await clientsOf('alice', 'acme');
    const step = { id: 'a', dashboardId: hallA, label: 'Hall A' };
    const cases: Array<[Parameters<typeof dashboards.createFlow>[0], string]> = [
      [{ name: 'x', description: '', steps: [] }, 'steps must hold at least one dashboard'],
      [{ name: 'x', description: '', steps: [{ ...step, dashboardId: 'dsh-initech-conveyor' }] }, 'steps[0]: dashboard dsh-initech-conveyor not found'],
      [{ name: 'x', description: '', steps: [{ ...step, version: '7' }] }, `steps[0]: dashboard ${hallA} has no version 7`],
      [{ name: 'x', description: '', steps: [step, step] }, "steps[1].id 'a' is used twice"],
    ];
    for (const [flow, message] of cases) expect((await failure(dashboards.createFlow(flow, undefined, newRequestId()))).serverMessage).toBe(message);
  });
});
