// Every write of the sandbox's services is applied once per request id (sandbox/idempotency.ts): a repeat with the
// same `Idempotency-Key` gets the first answer again and changes nothing, whichever service it is. Called through
// the portal's own clients, which send the header (src/platform/requestIds.ts).
import { describe, expect, it } from 'vitest';
import { createCoreClient } from '../src/platform/coreClient';
import { createDashboardClient } from '../src/platform/dashboardClient';
import { emptyDocument } from '../src/platform/dashboardDocument';
import { dashboardEndpoints } from '../src/platform/dashboardEndpoints';
import { servicePrefixes } from '../src/platform/endpoints';
import { isPlatformError } from '../src/platform/errors';
import { createHttpClient } from '../src/platform/http';
import { createNotificationClient } from '../src/platform/notificationClient';
import type { NotificationRuleWrite } from '../src/platform/notificationTypes';
import { newRequestId, type RequestId, requestIdHeaders } from '../src/platform/requestIds';
import { localePreferenceService } from '../src/platform/endpoints';
import { store } from './store';
import { bearer, exchangeForOrganization, origin, setupSandboxServer, signIn } from './testClient';

setupSandboxServer();

async function organizationToken(username: string, resourceId: string): Promise<string> {
  const { access_token } = await signIn(username);
  return ((await (await exchangeForOrganization(access_token, resourceId)).json()) as { access_token: string }).access_token;
}

async function clientsOf(username: string, resourceId = 'acme') {
  const token = await organizationToken(username, resourceId);
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  return {
    token,
    dashboards: createDashboardClient(http(servicePrefixes.dashboard)),
    notifications: createNotificationClient(http(servicePrefixes.notifications)),
    core: createCoreClient(http(servicePrefixes.core)),
  };
}

/** A valid stored document. */
const documentJson = (name: string) => JSON.stringify(emptyDocument({ id: 'new', name, description: '', pageTitle: 'Page 1', now: 0 }));

/** The call sent twice under one request id: both answers, which must be the same. */
async function twice<T>(call: (requestId: RequestId) => Promise<T>): Promise<T> {
  const requestId = newRequestId();
  const first = await call(requestId);
  const repeat = await call(requestId);
  expect(repeat).toEqual(first);
  return first;
}

/** The error a call failed with. */
const failureOf = (call: Promise<unknown>) => call.then(() => undefined, (error: unknown) => error);

const rule: NotificationRuleWrite = {
  name: 'Burner faults',
  description: '',
  minimumSeverity: 4,
  ackTime: 10,
  enabled: true,
  nameFilters: ['Burner*'],
  extraFilters: [],
  deviceGroupFilters: [],
  recipientFilters: ['maintenance@acme.example'],
  days: ['MONDAY'],
};

describe('a repeated request id', () => {
  it('creates, renames and deletes a dashboard once', async () => {
    const { dashboards } = await clientsOf('alice');
    const mine = async () => (await dashboards.myDashboards({ search: 'Packaging' })).data;
    const created = await twice((id) => dashboards.createDashboard({ name: 'Packaging', description: '', type: 'DASHBOARD', json: documentJson('Packaging') }, undefined, id));
    expect((await mine()).map((dashboard) => dashboard.id)).toEqual([created.id]);
    await twice((id) => dashboards.patchDashboard({ id: created.id, name: 'Packaging line' }, undefined, id));
    // A second delete would be 404: the repeat is answered 204 from the record.
    await twice((id) => dashboards.deleteDashboard(created.id, undefined, id));
    expect(await mine()).toEqual([]);
  });

  it('saves one version, makes it current and derives one copy', async () => {
    const { dashboards } = await clientsOf('alice');
    const id = 'dsh-boiler-hall-a';
    const before = (await dashboards.listVersions(id)).length;
    const saved = await twice((requestId) => dashboards.createVersion(id, { json: documentJson('Boiler hall A'), description: 'again', parentVersion: '1' }, undefined, requestId));
    await twice((requestId) => dashboards.makeCurrent(id, saved.version, undefined, requestId));
    const copy = String(Number(saved.version) + 1);
    // A second derive to the same name would be 409.
    await twice((requestId) => dashboards.deriveVersion(id, '1', copy, undefined, requestId));
    const versions = await dashboards.listVersions(id);
    expect(versions).toHaveLength(before + 2);
    expect(versions.find((version) => version.current)?.version).toBe(saved.version);
    await twice((requestId) => dashboards.deleteVersion(id, copy, undefined, requestId));
    expect(await dashboards.listVersions(id)).toHaveLength(before + 1);
  });

  it('shares, sets the default dashboard and writes flows once', async () => {
    const { dashboards } = await clientsOf('alice');
    await twice((id) => dashboards.shareDashboardWith('dsh-conveyor-line-1', ['bob'], 'r', undefined, id));
    await twice((id) => dashboards.unshareDashboardWith('dsh-conveyor-line-1', ['bob'], undefined, id));
    expect(await dashboards.getDashboard('dsh-conveyor-line-1')).toMatchObject({ readers: [], editors: [] });
    const preference = await twice((id) =>
      dashboards.saveDashboardPreference({ organization: 'acme', username: 'alice', dashboardId: 'dsh-conveyor-line-1' }, undefined, id),
    );
    await twice((id) => dashboards.deleteDashboardPreference(String(preference.id), undefined, id));
    const flow = await twice((id) => dashboards.createFlow(
        { name: 'Morning round', description: '', steps: [{ id: 'step-1', dashboardId: 'dsh-conveyor-line-1', label: 'Conveyor' }] },
        undefined,
        id,
      ));
    expect((await dashboards.myFlows({ search: 'Morning round' })).data.map((item) => item.id)).toEqual([flow.id]);
    await twice((id) => dashboards.patchFlow(flow.id, { name: 'Morning rounds' }, undefined, id));
    await twice((id) => dashboards.deleteFlow(flow.id, undefined, id));
  });

  it('uploads a gallery package once, although the form is sent with a new boundary', async () => {
    const { dashboards } = await clientsOf('alice');
    const file = new File([JSON.stringify({ widgets: ['pumps.Pump'] })], 'pumps.json', { type: 'application/json' });
    const uploaded = await twice((id) => dashboards.uploadGalleryAsset('pumps', file, undefined, id));
    expect(uploaded).toMatchObject({ asset: 'pumps' });
    await twice((id) => dashboards.deleteGalleryAsset('pumps', undefined, id));
  });

  it('creates one notification rule, with no "name already in use" for the repeat, and saves settings once', async () => {
    const { notifications } = await clientsOf('alice');
    const created = await twice((id) => notifications.createRule('acme', rule, undefined, id));
    const named = (await notifications.listRules('acme', { page: 0, pageSize: 50 })).data.filter((candidate) => candidate.name === rule.name);
    expect(named.map((candidate) => candidate.id)).toEqual([created.id]);
    await twice((id) => notifications.updateRule('acme', created.id, { ...rule, enabled: false }, undefined, id));
    await twice((id) => notifications.deleteRule('acme', created.id, undefined, id));
    const settings = await notifications.getSettings('acme');
    await twice((id) => notifications.saveSettings('acme', { ...settings, senderName: 'Acme plant' }, undefined, id));
  });

  it('accepts agreements, saves a preference and signs up once', async () => {
    const carol = await clientsOf('carol', 'initech');
    const pending = (await carol.core.agreementsLast()).map((agreement) => agreement.id);
    await twice((id) => carol.core.acceptAgreements(pending, undefined, id));
    const preferences = () => store().preferences.filter((preference) => preference.username === 'carol');
    const before = preferences().length;
    await twice((id) =>
      carol.core.savePreference({ orgResourceId: 'initech', username: 'carol', serviceName: localePreferenceService, value: 'it-IT' }, undefined, id),
    );
    expect(preferences()).toHaveLength(before + 1);

    const anonymous = createCoreClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => undefined }));
    const acceptedAgreements = (await anonymous.agreementsLast()).map((agreement) => agreement.id);
    const signUp = { organizationName: 'Umbrella', username: 'ursula', email: 'ursula@umbrella.example', password: 'ursula-pass', acceptedAgreements };
    // A second sign-up would be 409 "username already taken".
    await twice((id) => anonymous.selfOnBoarding(signUp, undefined, id));
    expect(store().users.filter((user) => user.username === 'ursula')).toHaveLength(1);
  });
});

describe('the request-id record', () => {
  const create = (token: string, requestId: string, name: string) =>
    fetch(`${origin}${servicePrefixes.dashboard}${dashboardEndpoints.dashboards}`, {
      method: 'POST',
      headers: { ...bearer(token), ...requestIdHeaders(requestId), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, description: '', type: 'DASHBOARD', json: documentJson(name) }),
    });
  const count = (name: string) => store().dashboards.dashboards.filter((dashboard) => dashboard.name === name).length;

  it('answers the same status, headers and body', async () => {
    const { token } = await clientsOf('alice');
    const requestId = newRequestId();
    const first = await create(token, requestId, 'Kiln');
    const repeat = await create(token, requestId, 'Kiln');
    expect(repeat.status).toBe(first.status);
    expect([...repeat.headers]).toEqual([...first.headers]);
    expect(await repeat.text()).toBe(await first.text());
    expect(count('Kiln')).toBe(1);
  });

  it('refuses the id for another request, and keeps ids apart per user and organisation', async () => {
    const alice = await clientsOf('alice');
    const requestId = newRequestId();
    expect((await create(alice.token, requestId, 'Kiln')).status).toBe(201);
    const other = await create(alice.token, requestId, 'Dryer');
    expect(other.status).toBe(409);
    expect(((await other.json()) as { message: string }).message).toBe(`Request id ${requestId} was used for another request`);
    // Another caller's id is theirs: carol's request (in initech) under the same id is her own.
    const carol = await clientsOf('carol', 'initech');
    expect((await create(carol.token, requestId, 'Kiln')).status).toBe(201);
    expect(count('Kiln')).toBe(2);
  });

  it('keeps no failure: a refused request changed nothing, so its id may be sent again', async () => {
    const { notifications } = await clientsOf('alice');
    const requestId = newRequestId();
    const invalid = await failureOf(notifications.createRule('acme', { ...rule, name: '' }, undefined, requestId));
    expect(isPlatformError(invalid, 'validation')).toBe(true);
    // Not 409 "used for another request": nothing was kept for the refused one.
    await notifications.createRule('acme', rule, undefined, requestId);
  });

  it('is not kept while the control API switches request ids off: the services then apply every write, as the facts show', async () => {
    const { token } = await clientsOf('alice');
    const off = await fetch(`${origin}/__sandbox/config`, { method: 'PUT', body: JSON.stringify({ requestIds: false }) });
    expect(((await off.json()) as { requestIds: boolean }).requestIds).toBe(false);
    const requestId = newRequestId();
    expect((await create(token, requestId, 'Kiln')).status).toBe(201);
    expect((await create(token, requestId, 'Kiln')).status).toBe(201);
    expect(count('Kiln')).toBe(2);
    const refused = await fetch(`${origin}/__sandbox/config`, { method: 'PUT', body: JSON.stringify({ requestIds: 'no' }) });
    expect(refused.status).toBe(400);
  });

  it('answers a repeat that comes while the first is still under way with the first answer', async () => {
    const { token } = await clientsOf('alice');
    const requestId = newRequestId();
    const answers = await Promise.all([create(token, requestId, 'Furnace'), create(token, requestId, 'Furnace')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(answers.map((answer) => answer.json()));
    expect(second).toEqual(first);
    expect(count('Furnace')).toBe(1);
  });

  it('applies a write whose answer an injected delay holds back, and answers its repeat from the record', async () => {
    const { token } = await clientsOf('alice');
    await fetch(`${origin}/__sandbox/faults`, {
      method: 'PUT',
      body: JSON.stringify({ [`POST ${dashboardEndpoints.dashboards}`]: { delay: 300, times: 1 } }),
    });
    const requestId = newRequestId();
    const started = Date.now();
    const late = create(token, requestId, 'Press');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Applied before its answer went out.
    expect(count('Press')).toBe(1);
    const repeat = await create(token, requestId, 'Press');
    const first = await late;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await repeat.json()).toEqual(await first.json());
    expect(count('Press')).toBe(1);
  });
});
