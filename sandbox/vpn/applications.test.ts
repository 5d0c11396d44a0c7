// The sandbox's remote applications, profiles, favourites and launches through the portal's own client: values out of
// range refused with a 400 naming the field, names unique in a domain, a profile's applications offered on its
// endpoints, and the companion app's actions per operating system; readers change nothing.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createVpnClient } from '../../src/platform/vpnClient';
import type { ApplicationWrite } from '../../src/platform/vpnTypes';
import { exchangeForOrganization, origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

async function clientOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createVpnClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.vpn}`, getToken: () => token }));
}

/** alice's client under an organisation token for `resourceId`, as the portal holds one once she is in it. */
async function organizationClientOf(resourceId: string) {
  const signedIn = (await signIn('alice')).access_token;
  const { access_token: token } = (await (await exchangeForOrganization(signedIn, resourceId)).json()) as { access_token: string };
  return createVpnClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.vpn}`, getToken: () => token }));
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const ssh: ApplicationWrite = { name: 'Line shell', type: 'SSH', protocol: 'TCP', port: 2222, username: 'service' };
const press = { gatewayName: 'Press line gateway', endpointName: 'Press PLC' };

describe('applications', () => {
  it('are created, listed by name, saved and deleted; a port out of range or a name in use is refused, naming the field', async () => {
    const vpn = await clientOf('alice');
    for (const [write, field] of [
      [{ ...ssh, port: 0 }, 'port'],
      [{ ...ssh, port: 65_536 }, 'port'],
      [{ ...ssh, port: 22.5 }, 'port'],
      [{ ...ssh, name: ' ' }, 'name'],
      [{ ...ssh, protocol: 'UDP' }, 'protocol'],
      [{ ...ssh, type: 'HTTP', url: 'index.html' }, 'url'],
      [{ ...ssh, type: 'Custom' }, 'command_path'],
    ] as const) {
      const refused = await failure(vpn.createApplication('globex', write as ApplicationWrite, undefined, newRequestId()));
      expect([refused.status, refused.serverMessage]).toEqual([400, expect.stringContaining(field)]);
    }
    const created = await vpn.createApplication('globex', ssh, undefined, newRequestId());
    expect(created).toMatchObject({ ...ssh, id: expect.any(String) });
    expect((await failure(vpn.createApplication('globex', { ...ssh, name: 'LINE SHELL' }, undefined, newRequestId()))).status).toBe(409);
    expect((await vpn.applications('globex', { page: 0, pageSize: 20, search: 'line' })).items.map(({ name }) => name)).toEqual(['Line shell']);
    await vpn.updateApplication('globex', created.id, { ...ssh, port: 22 }, undefined, newRequestId());
    expect((await vpn.application('globex', created.id)).port).toBe(22);
    await vpn.deleteApplication('globex', created.id, undefined, newRequestId());
    expect((await failure(vpn.application('globex', created.id))).status).toBe(404);
  });

  it('readers list them and change nothing', async () => {
    const bob = await clientOf('bob');
    expect((await bob.applications('acme', { page: 0, pageSize: 20 })).items.map(({ name }) => name)).toEqual(['Remote desktop', 'Service shell', 'Web panel']);
    expect((await failure(bob.createApplication('acme', ssh, undefined, newRequestId()))).kind).toBe('forbidden');
    expect((await failure(bob.saveProfile('acme', { name: 'Mine', description: '', actionIds: [], default: false }, undefined, newRequestId()))).kind).toBe('forbidden');
  });
});

describe('profiles and launching', () => {
  it('an application added to the default profile is launched on its endpoints, per operating system', async () => {
    const vpn = await clientOf('alice');
    const shell = await vpn.createApplication('globex', ssh, undefined, newRequestId());
    expect((await failure(vpn.executeAction('globex', { ...press, actionName: 'Line shell' }, 'win'))).status).toBe(404);
    const [standard] = (await vpn.profiles('globex', { page: 0, pageSize: 20 })).items.filter(({ defaultProfile }) => defaultProfile);
    if (standard === undefined) throw new Error('globex has no default profile');
    const saved = await vpn.saveProfile('globex', {
      id: standard.id,
      name: standard.name,
      description: standard.description,
      actionIds: [...standard.applications.map(({ id }) => id), shell.id],
      default: true,
    }, undefined, newRequestId());
    expect(saved.applications.map(({ name }) => name)).toContain('Line shell');
    expect(await vpn.executeAction('globex', { ...press, actionName: 'Line shell' }, 'lin')).toEqual([
      { type: 'run', command: 'ssh', arguments: ['-p', '2222', 'service@10.8.0.11'] },
    ]);
    expect(await vpn.executeAction('globex', { ...press, actionName: 'Remote desktop' }, 'mac')).toEqual([
      { type: 'run', command: 'open', arguments: ['rdp://full%20address=s:10.8.0.11:3389'] },
    ]);
    expect(await vpn.executeAction('globex', { ...press, actionName: 'Web panel' }, 'win')).toEqual([{ type: 'openUrl', url: 'http://10.8.0.11:80/' }]);
    const offline = await failure(vpn.executeAction('globex', { gatewayName: 'Silo gateway', endpointName: 'Silo level sensor', actionName: 'Web panel' }, 'win'));
    expect(offline.status).toBe(409);
  });

  it('without a domain, an action opens in the organisation the token is for, and only with an organisation token', async () => {
    expect(await (await organizationClientOf('globex')).executeOwnAction({ ...press, actionName: 'Web panel' }, 'win')).toEqual([
      { type: 'openUrl', url: 'http://10.8.0.11:80/' },
    ]);
    // acme has no press line: the token's organisation is the one searched.
    expect((await failure((await organizationClientOf('acme')).executeOwnAction({ ...press, actionName: 'Web panel' }, 'win'))).status).toBe(404);
    expect((await failure((await clientOf('alice')).executeOwnAction({ ...press, actionName: 'Web panel' }, 'win'))).status).toBe(400);
  });

  it("a gateway's JSON actions list every application of its endpoints for the operating system; an offline gateway has none to open", async () => {
    const vpn = await clientOf('alice');
    const onLinux = await vpn.jsonActions('globex', 'gw-globex-press', 'lin');
    expect(onLinux).toContainEqual({ endpointName: 'Press PLC', actionName: 'Web panel', applicationType: 'HTTP', actions: [{ type: 'openUrl', url: 'http://10.8.0.11:80/' }] });
    expect(onLinux).toContainEqual({
      endpointName: 'Press PLC',
      actionName: 'Remote desktop',
      applicationType: 'RDP',
      actions: [{ type: 'run', command: 'xfreerdp', arguments: ['/v:10.8.0.11:3389', '/u:operator'] }],
    });
    expect((await vpn.jsonActions('globex', 'gw-globex-press', 'win')).find(({ actionName }) => actionName === 'Remote desktop')?.actions).toEqual([
      { type: 'run', command: 'mstsc', arguments: ['/v:10.8.0.11:3389'] },
    ]);
    expect((await failure(vpn.jsonActions('globex', 'gw-globex-silo', 'win'))).status).toBe(409);
    expect((await failure(vpn.jsonActions('globex', 'gw-nope', 'win'))).status).toBe(404);
  });

  it('a profile is created and deleted; the default one stays, and a blank or long name is refused naming the field', async () => {
    const vpn = await clientOf('alice');
    expect((await failure(vpn.saveProfile('acme', { name: '', description: '', actionIds: [], default: false }, undefined, newRequestId()))).serverMessage).toContain('name');
    expect((await failure(vpn.saveProfile('acme', { name: 'x', description: 'd'.repeat(256), actionIds: [], default: false }, undefined, newRequestId()))).serverMessage).toContain('description');
    expect((await failure(vpn.saveProfile('acme', { name: 'x', description: '', actionIds: ['app-nope'], default: false }, undefined, newRequestId()))).serverMessage).toContain('actionIds');
    const created = await vpn.saveProfile('acme', { name: 'Night shift', description: '', actionIds: [], default: false }, undefined, newRequestId());
    await vpn.deleteProfile('acme', created.id, undefined, newRequestId());
    expect((await failure(vpn.profile('acme', created.id))).status).toBe(404);
    expect((await failure(vpn.deleteProfile('acme', 'profile-acme-standard', undefined, newRequestId()))).status).toBe(409);
  });
});

describe('favourites', () => {
  it('are a person’s own: added once, listed and removed', async () => {
    const vpn = await clientOf('alice');
    const favourite = { gateway: 'Press line gateway', endpoint: 'Press PLC', applicationProfile: 'Standard', application: 'Remote desktop' };
    const [seeded] = await vpn.favourites('globex', 'alice');
    const added = await vpn.addFavourite('globex', 'alice', favourite, undefined, newRequestId());
    expect((await vpn.addFavourite('globex', 'alice', favourite, undefined, newRequestId())).id).toBe(added.id);
    expect(await vpn.favourites('globex', 'alice')).toEqual([seeded, added]);
    expect((await failure(vpn.favourites('globex', 'bob'))).kind).toBe('forbidden');
    expect((await failure(vpn.addFavourite('globex', 'alice', { ...favourite, endpoint: 'Nowhere' }, undefined, newRequestId()))).serverMessage).toContain('endpoint');
    await vpn.removeFavourite('globex', added.id, undefined, newRequestId());
    expect(await vpn.favourites('globex', 'alice')).toEqual([seeded]);
    expect(await (await clientOf('alice')).favourites('acme', 'alice')).toEqual([]);
  });
});
