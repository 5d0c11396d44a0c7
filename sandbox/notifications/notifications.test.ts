// The sandbox's notification service, called through the portal's own client so the two cannot drift: rules,
// organisation settings and failed deliveries, with the permission checks and the 400 explanations.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { notificationEndpoints } from '../../src/platform/notificationEndpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createNotificationClient, ruleWrite } from '../../src/platform/notificationClient';
import type { NotificationRuleWrite, NotificationSettings } from '../../src/platform/notificationTypes';
import { bearer, origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

const base = `${origin}${servicePrefixes.notifications}`;

async function clientOf(username: string) {
  const token = (await signIn(username)).access_token;
  return { token, notifications: createNotificationClient(createHttpClient({ idempotencyKey: true, baseURL: base, getToken: () => token })) };
}

/** The PlatformError a call failed with (the test fails when it succeeded). */
async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const firstPage = { page: 0, pageSize: 20 };

const newRule: NotificationRuleWrite = {
  name: 'Drive current',
  description: 'Conveyor drives drawing too much current',
  minimumSeverity: 3,
  ackTime: 5,
  enabled: true,
  nameFilters: ['Drive/*'],
  extraFilters: [],
  deviceGroupFilters: ['Line 1'],
  recipientFilters: ['drives@acme.example', '+390298765432'],
  days: ['MONDAY', 'FRIDAY'],
};

describe('notification rules', () => {
  it('lists the organisation’s rules by name on the base path with its trailing slash', async () => {
    const { notifications } = await clientOf('alice');
    const page = await notifications.listRules('acme', firstPage);
    expect(page.data.map((rule) => rule.name)).toEqual(['Boiler over-temperature', 'Conveyor safety stop', 'Weekend watch']);
    expect(page).toMatchObject({ number: 0, totalElements: 3, totalPages: 1, last: true });
    expect(page.data[0]).toMatchObject({ orgResourceId: 'acme', realmId: 'corvina', days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] });
    expect(notificationEndpoints.ruleList.endsWith('/')).toBe(true);
  });

  it('pages and searches name and description, passing extra query parameters through', async () => {
    const { notifications } = await clientOf('alice');
    const second = await notifications.listRules('acme', { page: 1, pageSize: 2 });
    expect(second).toMatchObject({ number: 1, totalElements: 3, totalPages: 2, last: true });
    expect(second.data.map((rule) => rule.name)).toEqual(['Weekend watch']);
    const found = await notifications.listRules('acme', { ...firstPage, search: 'SAFETY' });
    expect(found.data.map((rule) => rule.name)).toEqual(['Conveyor safety stop']);
    const byDescription = await notifications.listRules('acme', { ...firstPage, search: 'weekend' });
    expect(byDescription.totalElements).toBe(1);
  });

  it('keeps each organisation’s rules apart, sub-organisations included', async () => {
    const alice = await clientOf('alice');
    expect((await alice.notifications.listRules('acme.acme-north', firstPage)).data.map((rule) => rule.name)).toEqual([
      'North boiler pressure',
    ]);
    const carol = await clientOf('carol');
    expect((await carol.notifications.listRules('initech', firstPage)).data.map((rule) => rule.name)).toEqual(['Conveyor jam']);
    // Rule 5 is initech's: asked for in acme it does not exist.
    expect((await failure(alice.notifications.getRule('acme', '5'))).kind).toBe('notFound');
  });

  it('refuses callers without the permission, strangers and organisations without IoT', async () => {
    const bob = await clientOf('bob');
    const refused = await failure(bob.notifications.listRules('acme', firstPage));
    expect(refused).toMatchObject({ kind: 'forbidden', serverMessage: 'Permission notifications:read is required in acme' });
    const alice = await clientOf('alice');
    expect((await failure(alice.notifications.listRules('initech', firstPage))).kind).toBe('forbidden');
    expect((await failure(alice.notifications.listRules('globex', firstPage))).serverMessage).toBe(
      'Organization globex is not IoT-enabled',
    );
    expect((await failure(alice.notifications.listRules('umbrella', firstPage))).kind).toBe('notFound');
    const carol = await clientOf('carol');
    expect((await failure(carol.notifications.createRule('initech', newRule, undefined, newRequestId()))).kind).toBe('forbidden');
  });

  it('answers 400 when the organisation is not named', async () => {
    const { token } = await clientOf('alice');
    const response = await fetch(`${base}${notificationEndpoints.ruleList}`, { headers: bearer(token) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'organization is required' });
  });

  it('creates, reads, replaces and deletes a rule', async () => {
    const { notifications } = await clientOf('alice');
    const created = await notifications.createRule('acme', newRule, undefined, newRequestId());
    expect(created).toMatchObject({ ...newRule, orgResourceId: 'acme', realmId: 'corvina' });
    expect(created.id).toMatch(/^\d+$/);
    expect(await notifications.getRule('acme', created.id)).toEqual(created);
    expect((await notifications.listRules('acme', firstPage)).totalElements).toBe(4);

    const replaced = await notifications.updateRule('acme', created.id, { ...ruleWrite(created), enabled: false, days: ['SUNDAY', 'MONDAY'] }, undefined, newRequestId());
    expect(replaced).toMatchObject({ id: created.id, enabled: false, days: ['MONDAY', 'SUNDAY'] });
    expect(replaced.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);

    await notifications.deleteRule('acme', created.id, undefined, newRequestId());
    expect((await failure(notifications.getRule('acme', created.id))).kind).toBe('notFound');
    expect((await failure(notifications.deleteRule('acme', created.id, undefined, newRequestId()))).kind).toBe('notFound');
  });

  it.each([
    [{ name: '  ' }, 'name is required'],
    [{ minimumSeverity: 7 }, 'minimumSeverity must be an integer from 0 to 6'],
    [{ minimumSeverity: 2.5 }, 'minimumSeverity must be an integer from 0 to 6'],
    [{ ackTime: -1 }, 'ackTime must be a number of minutes from 0 to 1440'],
    [{ days: [] }, 'days must name at least one day of the week'],
    [{ days: ['FUNDAY'] }, "days: 'FUNDAY' is not one of MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY"],
    [{ recipientFilters: [] }, 'recipientFilters must name at least one recipient'],
    [
      { recipientFilters: ['ops@acme.example', 'ops at acme'] },
      "recipientFilters: 'ops at acme' is neither an e-mail address nor a phone number like +391234567890",
    ],
    [{ recipientFilters: ['+39 02 1234'] }, "recipientFilters: '+39 02 1234' is neither an e-mail address nor a phone number like +391234567890"],
    [{ deviceGroupFilters: 'Line 1' }, 'deviceGroupFilters must be a list of text'],
    [{ enabled: 'yes' }, 'enabled must be true or false'],
  ])('refuses %j with 400: %s', async (change, message) => {
    const { notifications } = await clientOf('alice');
    const refused = await failure(notifications.createRule('acme', { ...newRule, ...change } as NotificationRuleWrite, undefined, newRequestId()));
    expect(refused).toMatchObject({ kind: 'validation', status: 400, serverMessage: message });
  });

  it('answers 409 for a name already used in the organisation, whatever its case', async () => {
    const { notifications } = await clientOf('alice');
    const clash = await failure(notifications.createRule('acme', { ...newRule, name: 'weekend WATCH' }, undefined, newRequestId()));
    expect(clash).toMatchObject({ kind: 'conflict', serverMessage: "A notification rule named 'weekend WATCH' already exists" });
    // The same name in another organisation is fine, and a rule keeps its own name on update.
    await notifications.createRule('acme.acme-north', { ...newRule, name: 'Weekend watch' }, undefined, newRequestId());
    const own = (await notifications.listRules('acme', { ...firstPage, search: 'weekend' })).data[0]!;
    await expect(notifications.updateRule('acme', own.id, ruleWrite(own), undefined, newRequestId())).resolves.toMatchObject({ name: 'Weekend watch' });
  });
});

describe('notification settings', () => {
  const settings: NotificationSettings = {
    enabledChannels: ['SMS'],
    senderName: 'North alarms',
    defaultRecipients: ['+390211112222'],
    quietHours: { start: '23:30', end: '05:00' },
  };

  it('reads the seeded settings, or the defaults, and saves new ones', async () => {
    const { notifications } = await clientOf('alice');
    expect(await notifications.getSettings('acme')).toEqual({
      enabledChannels: ['EMAIL', 'SMS'],
      senderName: 'Acme plant alarms',
      defaultRecipients: ['maintenance@acme.example'],
      quietHours: { start: '22:00', end: '06:00' },
    });
    expect(await notifications.getSettings('acme.acme-north')).toMatchObject({ enabledChannels: ['EMAIL'], quietHours: null });
    expect(await notifications.saveSettings('acme.acme-north', settings, undefined, newRequestId())).toEqual(settings);
    expect(await notifications.getSettings('acme.acme-north')).toEqual(settings);
    expect((await notifications.getSettings('acme')).senderName).toBe('Acme plant alarms');
  });

  it.each([
    [{ senderName: '' }, 'senderName is required'],
    [{ enabledChannels: ['FAX'] }, 'enabledChannels must be a list of EMAIL, SMS'],
    [{ defaultRecipients: ['nobody'] }, "defaultRecipients: 'nobody' is neither an e-mail address nor a phone number like +391234567890"],
    [{ quietHours: { start: '25:00', end: '06:00' } }, 'quietHours start and end must be times HH:mm'],
    [{ quietHours: { start: '06:00', end: '06:00' } }, 'quietHours start and end must differ'],
  ])('refuses %j with 400: %s', async (change, message) => {
    const { notifications } = await clientOf('alice');
    const refused = await failure(notifications.saveSettings('acme', { ...settings, ...change } as NotificationSettings, undefined, newRequestId()));
    expect(refused).toMatchObject({ status: 400, serverMessage: message });
  });

  it('needs read on organizations to read and update to save', async () => {
    const { notifications } = await clientOf('bob');
    expect((await failure(notifications.getSettings('acme'))).serverMessage).toBe('Permission organizations:read is required in acme');
    expect((await failure(notifications.saveSettings('acme', settings, undefined, newRequestId()))).kind).toBe('forbidden');
  });
});

describe('failed deliveries', () => {
  it('lists the organisation’s failures newest first, a page at a time', async () => {
    const { notifications } = await clientOf('alice');
    const first = await notifications.failedDeliveries('acme', firstPage);
    expect(first).toMatchObject({ number: 0, totalElements: 24, totalPages: 2, last: false });
    expect(first.data).toHaveLength(20);
    const times = first.data.map((delivery) => delivery.failedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.data[0]).toMatchObject({ ruleName: 'Boiler over-temperature', deviceLabel: 'Boiler Hall A', channel: 'EMAIL' });
    const second = await notifications.failedDeliveries('acme', { page: 1, pageSize: 20 });
    expect(second.data).toHaveLength(4);
    expect(second.last).toBe(true);
    expect((await notifications.failedDeliveries('acme.acme-north', firstPage)).data.map((delivery) => delivery.deviceLabel)).toEqual([
      'North Boiler',
      'North Boiler',
    ]);
  });

  it('is an audit read: open to organisations without IoT, closed without access on audit', async () => {
    const alice = await clientOf('alice');
    expect(await alice.notifications.failedDeliveries('globex', firstPage)).toMatchObject({ data: [], totalElements: 0 });
    const bob = await clientOf('bob');
    expect((await failure(bob.notifications.failedDeliveries('acme', firstPage))).serverMessage).toBe(
      'Permission audit:access is required in acme',
    );
  });
});
