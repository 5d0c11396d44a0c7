import { beforeEach, describe, expect, it } from 'vitest';
import { alarmFilterExpression } from '../../src/platform/alarmFilter';
import type {
  Alarm,
  AlarmPage,
  AlarmSeverityByDevice,
  AlarmSeverityCount,
} from '../../src/platform/alarmTypes';
import { alarmEndpoints } from '../../src/platform/alarmEndpoints';
import { servicePrefixes } from '../../src/platform/endpoints';
import { requestIdHeaders } from '../../src/platform/requestIds';
import type { ErrorBody } from '../../src/platform/types';
import { tagValue } from '../devices/fleet';
import { store } from '../store';
import { bearer, exchangeForOrganization, origin, setupSandboxServer, signIn } from '../testClient';
import { alarmDefinitions } from './definitions';
import { statusOf } from './engine';
import { maxCommentLength } from './handlers';
import { currentAlarms } from './state';

setupSandboxServer();

/** A fixed instant: alarms are the same every run (values below were read off the simulation at this instant). */
const at = '2025-03-03T09:00:00Z';
const openAtLeast4 = alarmFilterExpression({ status: 'open', minSeverity: 4, text: '' });
const tokens = new Map<string, string>();

beforeEach(async () => {
  // Identity sessions live in the store, which each test resets.
  tokens.clear();
  await control({ at });
});

async function control(body: unknown): Promise<Response> {
  const response = await fetch(`${origin}/__sandbox/alarms`, { method: 'PUT', body: JSON.stringify(body) });
  return response;
}

async function tokenOf(username: string): Promise<string> {
  const token = tokens.get(username) ?? (await signIn(username)).access_token;
  tokens.set(username, token);
  return token;
}

const url = (endpoint: string, query: Record<string, string> = {}) =>
  `${origin}${servicePrefixes.alarms}${endpoint}?${new URLSearchParams({ organization: 'acme', ...query }).toString()}`;

async function call<T>(
  username: string,
  endpoint: string,
  { body, query, requestId, token }: { body?: unknown; query?: Record<string, string>; requestId?: string; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(url(endpoint, query), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...bearer(token ?? (await tokenOf(username))),
      ...(requestId === undefined ? {} : requestIdHeaders(requestId)),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // An action's answer is empty (204).
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

const search = (username: string, data: string, extra: Record<string, unknown> = {}) =>
  call<AlarmPage>(username, alarmEndpoints.search, {
    body: { data, orderBy: 'eventTimestamp', orderDir: 'desc', page: 0, pageSize: 50, scopedOrganization: 'acme', ...extra },
  });

const ids = (page: AlarmPage) => page.data.map((alarm) => alarm.id).sort();
let requests = 0;
const requestId = () => `test-${++requests}`;

describe('alarms of the simulated fleet', () => {
  it('raises an alarm exactly while its condition holds, and keeps it open while something is owed', () => {
    for (const instant of [Date.parse(at), Date.parse(at) + 97_000, Date.parse(at) + 3_600_000]) {
      store().alarms.options.pinnedAt = instant;
      for (const entry of currentAlarms(store().alarms)) {
        const { device, tag, condition } = entry.source!;
        const holds = condition(tagValue(device, tag, Math.floor(instant / 5_000) * 5_000));
        expect(entry.active, `${entry.id} at ${new Date(instant).toISOString()}`).toBe(holds);
        const definition = alarmDefinitions[device.model.name]!.find((candidate) => candidate.name === entry.name)!;
        // Nothing was acknowledged: an alarm that needs it and has been raised still owes it.
        expect(entry.ackOwed).toBe(definition.ackRequired && entry.history.length > 0);
        expect(statusOf(entry)).toBe(holds ? 'ACTIVE' : entry.ackOwed ? 'NOT_ACTIVE' : 'CLEARED');
      }
    }
  });

  it('records each raise and fall in the history, oldest first', async () => {
    const { body } = await call<Alarm>('bob', alarmEndpoints.alarm('dev-acme-boiler-1.HighTemperature'));
    const history = body.alarmHistory ?? [];
    expect(history.length).toBeGreaterThan(10);
    expect(history.map((entry) => entry.updatedAt)).toEqual([...history.map((entry) => entry.updatedAt)].sort((a, b) => a - b));
    // Raises and falls alternate, and each raise owes an acknowledgement.
    history.forEach((entry, index) => {
      expect(entry.status).toBe(index % 2 === 0 ? 'ACTIVE' : 'NOT_ACTIVE');
      expect(entry.ack).toBe('REQUIRED');
    });
    expect(body).toMatchObject({ deviceLabel: 'Boiler Hall A', severity: 6, tag: 'Boiler:1/Boiler/Temperature' });
  });
});

describe('search', () => {
  it('finds the open alarms of severity 4 or more in acme and its sub-organisation', async () => {
    const { status, body } = await search('bob', openAtLeast4);
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 0, totalElements: 10, totalPages: 1, last: true });
    expect(body.data.every((alarm) => alarm.severity >= 4 && alarm.status !== 'CLEARED')).toBe(true);
    expect(body.data.some((alarm) => alarm.orgResourceId === 'acme.acme-north')).toBe(true);
    expect(body.data[0]?.alarmHistory).toBeUndefined();
  });

  it('orders and pages without overlap', async () => {
    const first = await search('bob', '', { orderBy: 'severity', orderDir: 'asc', pageSize: 4 });
    const second = await search('bob', '', { orderBy: 'severity', orderDir: 'asc', pageSize: 4, page: 1 });
    expect(first.body).toMatchObject({ totalElements: 15, totalPages: 4, last: false });
    const severities = [...first.body.data, ...second.body.data].map((alarm) => alarm.severity);
    expect(severities).toEqual([...severities].sort((a, b) => a - b));
    expect(ids(first.body).filter((id) => ids(second.body).includes(id))).toEqual([]);
    const last = await search('bob', '', { pageSize: 4, page: 3 });
    expect(last.body).toMatchObject({ number: 3, last: true });
    expect(last.body.data).toHaveLength(3);
  });

  it('scopes to a sub-organisation on request, and refuses one outside the organisation', async () => {
    const north = await search('bob', '', { scopedOrganization: 'acme.acme-north' });
    expect(north.body.data.map((alarm) => alarm.deviceId)).toEqual(Array(3).fill('dev-north-boiler-1'));
    expect((await search('bob', '', { scopedOrganization: 'initech' })).status).toBe(400);
  });

  it('answers 400 with the reason for a filter outside the grammar', async () => {
    const { status, body } = await call<ErrorBody>('bob', alarmEndpoints.search, { body: { data: "status = 'ACTIVE'" } });
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid filter at character 8: unexpected character "="');
  });

  it('needs the organisation, membership and alarms:read', async () => {
    const noOrganization = await fetch(`${origin}${servicePrefixes.alarms}${alarmEndpoints.search}`, {
      method: 'POST',
      headers: bearer(await tokenOf('bob')),
      body: '{}',
    });
    expect(noOrganization.status).toBe(400);
    expect((await call<ErrorBody>('carol', alarmEndpoints.search, { body: {} })).status).toBe(403);
    const dave = await call<ErrorBody>('dave', alarmEndpoints.search, { body: {} });
    expect(dave).toMatchObject({ status: 403, body: { message: 'alarms:read is required in organization acme' } });
    const unauthenticated = await fetch(url(alarmEndpoints.search), { method: 'POST', body: '{}' });
    expect(unauthenticated.status).toBe(401);
  });

  it("refuses an organisation token scoped to another organisation, as the dashboard service does", async () => {
    const { access_token } = await signIn('alice');
    const organizationToken = async (resourceId: string) =>
      ((await (await exchangeForOrganization(access_token, resourceId)).json()) as { access_token: string }).access_token;
    const globex = await organizationToken('globex');
    const refusal = { status: 403, body: { message: 'The token is scoped to organization globex, not acme' } };
    // alice may read and act in acme, but not with the token she holds for globex.
    expect(await call<ErrorBody>('alice', alarmEndpoints.search, { body: {}, token: globex })).toMatchObject(refusal);
    expect(await call<ErrorBody>('alice', alarmEndpoints.severityCount, { token: globex })).toMatchObject(refusal);
    expect(await call<ErrorBody>('alice', alarmEndpoints.severityCountByDevice, { token: globex })).toMatchObject(refusal);
    expect(await call<ErrorBody>('alice', alarmEndpoints.alarm('dev-acme-boiler-1.HighTemperature'), { token: globex })).toMatchObject(refusal);
    const ack = { body: { id: 'dev-acme-boiler-1.HighTemperature', comment: '' }, requestId: requestId(), token: globex };
    expect(await call<ErrorBody>('alice', alarmEndpoints.action('ack'), ack)).toMatchObject(refusal);
    const ackAll = { body: { comment: '', applyOnlyToVisibleValue: true, data: '' }, requestId: requestId(), token: globex };
    expect(await call<ErrorBody>('alice', alarmEndpoints.action('ackAll'), ackAll)).toMatchObject(refusal);
    // The token for acme reads acme's alarms.
    const acme = await organizationToken('acme');
    expect((await call<AlarmPage>('alice', alarmEndpoints.search, { body: {}, token: acme })).status).toBe(200);
  });
});

describe('one alarm', () => {
  it('answers 404 for an alarm of another organisation', async () => {
    const { status } = await call('bob', alarmEndpoints.alarm('dev-initech-conveyor-1.Overcurrent'));
    expect(status).toBe(404);
  });
});

describe('severity counts', () => {
  it('counts the matching alarms per severity, most severe first', async () => {
    const { body } = await call<AlarmSeverityCount[]>('bob', alarmEndpoints.severityCount, { query: { filter: openAtLeast4 } });
    expect(body).toEqual([
      { severity: 6, count: 3 },
      { severity: 5, count: 2 },
      { severity: 4, count: 5 },
    ]);
  });

  it('pages the devices with a cursor until the last', async () => {
    const pages: AlarmSeverityByDevice[] = [];
    let next: string | undefined;
    do {
      const { body } = await call<AlarmSeverityByDevice>('bob', alarmEndpoints.severityCountByDevice, {
        query: { filter: openAtLeast4, pageSize: '2', ...(next ? { next } : {}) },
      });
      pages.push(body);
      next = body.next;
    } while (next !== undefined);
    expect(pages.map((page) => page.last)).toEqual([false, false, true]);
    const devices = pages.flatMap((page) => page.data.flatMap((entry) => Object.keys(entry)));
    expect(devices).toEqual(['dev-acme-boiler-1', 'dev-acme-boiler-2', 'dev-acme-conveyor-1', 'dev-acme-conveyor-2', 'dev-north-boiler-1']);
    expect(pages[0]?.data[0]).toEqual({ 'dev-acme-boiler-1': [{ severity: 6, count: 1 }, { severity: 4, count: 1 }] });
  });

  it('refuses a cursor it did not issue', async () => {
    const { status } = await call('bob', alarmEndpoints.severityCountByDevice, { query: { next: '%%%' } });
    expect(status).toBe(400);
  });
});

describe('actions', () => {
  const boilerTemperature = 'dev-acme-boiler-1.HighTemperature';
  const boilerPressure = 'dev-acme-boiler-2.HighPressure';

  it('acknowledges once: a repeated request is answered the same and applied once', async () => {
    const action = { body: { id: boilerTemperature, comment: 'seen' }, requestId: requestId() };
    // An empty 204, as the live platform answers (facts §8.1): the alarm read back tells what changed.
    const first = await call('alice', alarmEndpoints.action('ack'), action);
    expect(first.status).toBe(204);
    const repeat = await call('alice', alarmEndpoints.action('ack'), action);
    expect(repeat.status).toBe(204);

    const { body } = await call<Alarm>('alice', alarmEndpoints.alarm(boilerTemperature));
    expect(body).toMatchObject({ ack: 'NOT_REQUIRED', reset: 'REQUIRED', status: 'NOT_ACTIVE', comment: 'seen' });
    expect(body.alarmHistory?.filter((entry) => entry.action === 'ACK')).toEqual([
      expect.objectContaining({ user: 'alice', comment: 'seen', ack: 'NOT_REQUIRED', reset: 'REQUIRED' }),
    ]);

    // A new attempt finds nothing owed and changes nothing.
    const again = await call('alice', alarmEndpoints.action('ack'), { ...action, requestId: requestId() });
    expect(again.status).toBe(204);
    const after = await call<Alarm>('alice', alarmEndpoints.alarm(boilerTemperature));
    expect(after.body.alarmHistory?.filter((entry) => entry.action === 'ACK')).toHaveLength(1);
  });

  it('refuses a request id reused for another request', async () => {
    const action = { body: { id: boilerTemperature, comment: '' }, requestId: requestId() };
    await call('alice', alarmEndpoints.action('ack'), action);
    const otherAction = await call<ErrorBody>('alice', alarmEndpoints.action('reset'), action);
    expect(otherAction.status).toBe(409);
    const otherComment = await call<ErrorBody>('alice', alarmEndpoints.action('ack'), { ...action, body: { ...action.body, comment: 'other' } });
    expect(otherComment).toMatchObject({ status: 409, body: { message: `Request id ${action.requestId} was used for another request` } });
  });

  it('resets and clears only what is no longer active', async () => {
    await call('alice', alarmEndpoints.action('ack'), { body: { id: boilerTemperature, comment: '' }, requestId: requestId() });
    const activeClear = await call('alice', alarmEndpoints.action('clear'), { body: { id: boilerPressure, comment: '' }, requestId: requestId() });
    expect(activeClear.status).toBe(204);
    expect((await call<Alarm>('alice', alarmEndpoints.alarm(boilerPressure))).body.status).toBe('ACTIVE');
    const reset = await call('alice', alarmEndpoints.action('reset'), { body: { id: boilerTemperature, comment: 'fixed' }, requestId: requestId() });
    expect(reset.status).toBe(204);
    const { body } = await call<Alarm>('alice', alarmEndpoints.alarm(boilerTemperature));
    expect(body).toMatchObject({ status: 'CLEARED', ack: 'NOT_REQUIRED', reset: 'NOT_REQUIRED' });
  });

  it('acts on every alarm matching a filter and the counts follow', async () => {
    const ackAll = await call('alice', alarmEndpoints.action('ackAll'), {
      body: { comment: 'shift handover', applyOnlyToVisibleValue: true, data: openAtLeast4 }, requestId: requestId(),
    });
    expect(ackAll).toEqual({ status: 204, body: undefined });
    // Acknowledged alarms without a reset step and no longer active are done with; the rest still need a reset or
    // are still active.
    const afterAck = await call<AlarmSeverityCount[]>('alice', alarmEndpoints.severityCount, { query: { filter: openAtLeast4 } });
    expect(afterAck.body).toEqual([
      { severity: 6, count: 3 },
      { severity: 5, count: 2 },
      { severity: 4, count: 1 },
    ]);
    const reset = await call('alice', alarmEndpoints.action('resetAll'), {
      body: { comment: '', applyOnlyToVisibleValue: true, data: openAtLeast4 }, requestId: requestId(),
    });
    expect(reset.status).toBe(204);
    expect((await search('alice', openAtLeast4)).body.data.map((alarm) => alarm.id)).toEqual([boilerPressure]);
  });

  it('clears every inactive alarm of the organisation when not limited to the visible ones', async () => {
    const { status } = await call('alice', alarmEndpoints.action('clearAll'), {
      body: { comment: '', applyOnlyToVisibleValue: false, data: 'ignored' }, requestId: requestId(),
    });
    expect(status).toBe(204);
    const open = await search('alice', alarmFilterExpression({ status: 'open', text: '' }));
    expect(open.body.data.every((alarm) => alarm.status === 'ACTIVE')).toBe(true);
  });

  it('needs the action scope: bob reads but may not acknowledge', async () => {
    const refused = await call<ErrorBody>('bob', alarmEndpoints.action('ack'), {
      body: { id: boilerTemperature, comment: '' }, requestId: requestId(),
    });
    expect(refused).toMatchObject({ status: 403, body: { message: 'alarms:ack is required in organization acme' } });
    const bulk = await call<ErrorBody>('bob', alarmEndpoints.action('clearAll'), {
      body: { comment: '', applyOnlyToVisibleValue: true, data: '' }, requestId: requestId(),
    });
    expect(bulk.status).toBe(403);
  });

  it('refuses a comment over 500 characters with a 400 naming the field, and acts on nothing', async () => {
    const tooLong = 'c'.repeat(maxCommentLength + 1);
    const one = await call<ErrorBody>('alice', alarmEndpoints.action('ack'), {
      body: { id: boilerTemperature, comment: tooLong }, requestId: requestId(),
    });
    expect(one).toMatchObject({ status: 400, body: { message: 'comment must be at most 500 characters' } });
    const bulk = await call<ErrorBody>('alice', alarmEndpoints.action('ackAll'), {
      body: { comment: tooLong, applyOnlyToVisibleValue: true, data: openAtLeast4 }, requestId: requestId(),
    });
    expect(bulk).toMatchObject({ status: 400, body: { message: 'comment must be at most 500 characters' } });
    const { body } = await call<Alarm>('alice', alarmEndpoints.alarm(boilerTemperature));
    expect(body.alarmHistory?.filter((entry) => entry.action === 'ACK')).toEqual([]);
    // At the limit it is taken as sent.
    const atLimit = await call('alice', alarmEndpoints.action('ack'), {
      body: { id: boilerTemperature, comment: 'c'.repeat(maxCommentLength) }, requestId: requestId(),
    });
    expect(atLimit.status).toBe(204);
    expect((await call<Alarm>('alice', alarmEndpoints.alarm(boilerTemperature))).body.comment).toBe('c'.repeat(maxCommentLength));
  });

  it('answers 404 for an unknown alarm', async () => {
    expect((await call('alice', alarmEndpoints.action('ack'), { body: { id: 'nope', comment: '' }, requestId: requestId() })).status).toBe(404);
  });

  it('changes nothing when a fault is injected', async () => {
    await fetch(`${origin}/__sandbox/faults`, {
      method: 'PUT',
      body: JSON.stringify({ [`POST ${alarmEndpoints.action('ackAll')}`]: { status: 500, times: 1 } }),
    });
    const failed = await call('alice', alarmEndpoints.action('ackAll'), {
      body: { comment: '', applyOnlyToVisibleValue: true, data: openAtLeast4 }, requestId: requestId(),
    });
    expect(failed.status).toBe(500);
    const counts = await call<AlarmSeverityCount[]>('alice', alarmEndpoints.severityCount, { query: { filter: openAtLeast4 } });
    expect(counts.body.reduce((total, entry) => total + entry.count, 0)).toBe(10);
  });
});

describe('control', () => {
  it('seeds bulk alarms into an organisation, across devices the per-device counts page through', async () => {
    expect((await control({ at, bulk: 10_000 })).status).toBe(204);
    const all = await search('bob', '', { pageSize: 1 });
    expect(all.body.totalElements).toBe(10_015);
    const devices = await call<AlarmSeverityByDevice>('bob', alarmEndpoints.severityCountByDevice, { query: { pageSize: '100' } });
    expect(devices.body.last).toBe(false);
    expect(devices.body.data).toHaveLength(100);
    const severe = await search('bob', 'severity == 6', { pageSize: 1 });
    expect(severe.body.totalElements).toBeGreaterThan(1_000);
  });

  it('refuses what it cannot do', async () => {
    expect((await control({ at: 'yesterday' })).status).toBe(400);
    expect((await control({ bulk: -1 })).status).toBe(400);
    expect((await control({ bulk: 10, organization: 'umbrella' })).status).toBe(400);
  });
});
