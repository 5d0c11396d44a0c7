// The sandbox's audit log, through the portal's own clients: every write a service accepts appends one event (a
// repeated request id or a refused write none), with the entity before and after; the list is newest first, paged
// and filtered on the server, and the export holds exactly the filtered set.
import { describe, expect, it } from 'vitest';
import { createAuditClient } from '../../src/platform/auditClient';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createNotificationClient, ruleWrite } from '../../src/platform/notificationClient';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { auditCsvHeader } from './handlers';
import { describeWrite } from './describeWrite';
import { newRequestId, type RequestId } from '../../src/platform/requestIds';

setupSandboxServer();

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (service: 'audit' | 'notifications') => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes[service]}`, getToken: () => token });
  return { audit: createAuditClient(http('audit')), notifications: createNotificationClient(http('notifications')) };
}

const firstPage = { page: 0, pageSize: 20 };

/** Renames the seeded rule 1 ("Boiler over-temperature") as `username`. */
async function renameBoilerRule(username: string, name: string, requestId: RequestId = newRequestId()) {
  const { notifications } = await clientsOf(username);
  const rule = await notifications.getRule('acme', '1');
  return notifications.updateRule('acme', '1', { ...ruleWrite(rule), name }, undefined, requestId);
}

describe('the audit recorder', () => {
  it('logs an accepted change with who made it, the entity, and the entity before and after', async () => {
    await renameBoilerRule('alice', 'Boiler too hot');
    const { audit } = await clientsOf('alice');
    const page = await audit.events('acme', {}, firstPage);
    expect(page.totalElements).toBe(1);
    const [event] = page.data;
    expect(event).toMatchObject({
      actorUsername: 'alice',
      impersonatedUsername: null,
      entityType: 'notifications',
      entityId: 1,
      event: 'UPDATE',
      orgResourceId: 'acme',
      before: { name: 'Boiler over-temperature' },
      after: { name: 'Boiler too hot' },
    });
  });

  it('logs a repeated request id once, and a refused write not at all', async () => {
    await renameBoilerRule('alice', 'Boiler too hot', 'req-1' as RequestId);
    await renameBoilerRule('alice', 'Boiler too hot', 'req-1' as RequestId);
    const refused = await renameBoilerRule('alice', '').catch((error: unknown) => error);
    expect(isPlatformError(refused, 'validation')).toBe(true);
    const { audit } = await clientsOf('alice');
    expect((await audit.events('acme', {}, firstPage)).totalElements).toBe(1);
  });

  it('names a creation by the id the service gave it and a deletion with nothing after it', async () => {
    const { notifications, audit } = await clientsOf('alice');
    const rule = await notifications.getRule('acme', '1');
    const created = await notifications.createRule('acme', { ...ruleWrite(rule), name: 'Night watch' }, undefined, newRequestId());
    await notifications.deleteRule('acme', created.id, undefined, newRequestId());
    const [deleted, creation] = (await audit.events('acme', {}, firstPage)).data;
    expect(creation).toMatchObject({ event: 'CREATE', entityId: Number(created.id), before: null, after: { name: 'Night watch' } });
    expect(deleted).toMatchObject({ event: 'DELETE', entityId: Number(created.id), before: { name: 'Night watch' }, after: null });
  });
});

describe('the audit log', () => {
  it('filters by actor, entity, event and time on the server, newest first, and exports exactly the filtered set', async () => {
    const before = Date.now();
    await renameBoilerRule('alice', 'Boiler too hot');
    const { notifications, audit } = await clientsOf('alice');
    await notifications.deleteRule('acme', '2', undefined, newRequestId());
    const all = await audit.events('acme', {}, firstPage);
    expect(all.data.map((event) => event.event)).toEqual(['DELETE', 'UPDATE']);
    expect((await audit.events('acme', { event: 'update' }, firstPage)).data.map((event) => event.entityId)).toEqual([1]);
    expect((await audit.events('acme', { entityType: 'notifications', entityId: '2' }, firstPage)).data.map((event) => event.event)).toEqual(['DELETE']);
    expect((await audit.events('acme', { actor: 'bob' }, firstPage)).totalElements).toBe(0);
    expect((await audit.events('acme', { from: before, to: Date.now() }, firstPage)).totalElements).toBe(2);
    expect((await audit.events('acme', { to: before - 1 }, firstPage)).totalElements).toBe(0);

    const csv = (await audit.exportCsv('acme', { event: 'DELETE' })).split('\r\n');
    expect(csv[0]).toBe(auditCsvHeader.join(','));
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/,alice,,notifications,2,DELETE,/);
  });

  it('refuses a time range that ends before it starts, naming the field', async () => {
    const { audit } = await clientsOf('alice');
    const refused = await audit.events('acme', { from: 2_000, to: 1_000 }, firstPage).catch((error: unknown) => error);
    expect(isPlatformError(refused, 'validation')).toBe(true);
    expect(String((refused as Error).message)).toMatch(/from must not be after to/);
  });

  it('is open only to people with access on audit', async () => {
    await renameBoilerRule('alice', 'Boiler too hot');
    const { audit } = await clientsOf('dave');
    const refused = await audit.events('acme', {}, firstPage).catch((error: unknown) => error);
    expect(isPlatformError(refused, 'forbidden')).toBe(true);
  });
});

describe('what a write was, from its address', () => {
  it.each([
    ['PUT', '/svc/notification/api/v1/notifications/1', 'notifications', '1', 'UPDATE'],
    ['POST', '/svc/core/api/v1/organizations/1/users', 'users', '', 'CREATE'],
    ['DELETE', '/svc/core/api/v1/organizations/1/roles/9', 'roles', '9', 'DELETE'],
    ['POST', '/svc/platform/api/v1/alarms/action/ack', 'alarms', '', 'ACK'],
    ['POST', '/svc/vpn2/api/v1/connections/acme/gw-7/connect', 'connections', 'gw-7', 'CONNECT'],
    ['PATCH', '/svc/mappings/api/v1/devices/press-01', 'devices', 'press-01', 'UPDATE'],
    // A like taken back is a change to the app's like, not the app deleted.
    ['DELETE', '/svc/appstore/api/v1/apps/line-monitor/like', 'apps like', 'line-monitor', 'DELETE'],
  ])('%s %s is %s %s %s', (method, path, entityType, entityId, event) => {
    expect(describeWrite(method, path, 'acme')).toEqual({ entityType, entityId, event });
  });
});
