// The sandbox's app calls through the portal's own client (src/platform/appsClient.ts): the catalogue with its sample
// apps on their own origin, installing with a plan (refusals name the field), uninstalling (forced where a normal one
// cannot finish), the app's own token (for the app alone: the platform's services refuse it); its payments are the license manager's
// (tests/unit/store/appPayments.test.ts).
import { describe, expect, it } from 'vitest';
import { createAppsClient } from '../../src/platform/appsClient';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createIamClient } from '../../src/platform/iamClient';
import { store } from '../store';
import { bearer, claims, exchangeForOrganization, origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

async function appsAs(username: string, resourceId = 'acme') {
  const { access_token } = await signIn(username);
  const { access_token: orgToken } = (await (await exchangeForOrganization(access_token, resourceId)).json()) as { access_token: string };
  return { token: orgToken, apps: createAppsClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => orgToken })) };
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as PlatformError);

describe('sandbox apps', () => {
  it('lists the two sample apps on the apps origin, searched', async () => {
    const { apps } = await appsAs('alice');
    const all = await apps.catalogue({ page: 0, pageSize: 12 });
    expect(all.content.map((app) => app.name)).toEqual(['Line monitor', 'Spare parts']);
    expect(new URL(all.content[0]!.globalPage.url).origin).toBe('http://apps.localhost');
    expect((await apps.catalogue({ page: 0, pageSize: 12, search: 'warehouse' })).content.map((app) => app.key)).toEqual(['corvina-app-spare-parts']);
  });

  it('lists a hidden app only when asked for hidden apps too, marked hidden; its page opens either way', async () => {
    const { apps } = await appsAs('alice');
    const all = await apps.catalogue({ page: 0, pageSize: 12, showHidden: true });
    expect(all.content.map((app) => [app.name, app.hidden])).toEqual([
      ['Line monitor', false],
      ['Spare parts', false],
      ['Line monitor preview', true],
    ]);
    expect((await apps.catalogue({ page: 0, pageSize: 12, showHidden: false })).totalElements).toBe(2);
    expect((await apps.app(3)).hidden).toBe(true);
  });

  it('installs an app with a plan of its own, once; a plan it does not have is refused naming the field', async () => {
    const { apps } = await appsAs('alice');
    const refused = await failure(apps.install(1, { appId: 2, planId: 'gold' }, undefined, newRequestId()));
    expect(refused?.status).toBe(400);
    expect(refused?.serverMessage).toContain('planId');
    const installed = await apps.install(1, { appId: 2, planId: 'trial' }, undefined, newRequestId());
    expect(installed).toMatchObject({ organizationId: 1, status: 'FREE_TRIAL', planId: 'trial', app: { name: 'Spare parts' } });
    expect((await failure(apps.install(1, { appId: 2, planId: 'free' }, undefined, newRequestId())))?.status).toBe(409);
    expect((await apps.installations(1)).map((installation) => installation.app.name)).toEqual(['Spare parts']);
  });

  it('refuses installing to a person who may not update the organisation', async () => {
    const { apps } = await appsAs('bob');
    expect(isPlatformError(await failure(apps.install(1, { appId: 1, planId: 'free' }, undefined, newRequestId())), 'forbidden')).toBe(true);
  });

  it('uninstalls; an installation whose last change failed goes only by force', async () => {
    const { apps } = await appsAs('alice', 'globex');
    store().apps.installations[0]!.status = 'UNINSTALLATION_FAILED';
    expect((await failure(apps.uninstall(2, 1, false, undefined, newRequestId())))?.status).toBe(409);
    await apps.uninstall(2, 1, true, undefined, newRequestId());
    expect((await apps.installations(2)).map((installation) => installation.app.name)).toEqual(['Spare parts', 'Line monitor preview']);
  });

  it("gives an app a token of its own, which the platform's services refuse", async () => {
    const { apps } = await appsAs('alice', 'globex');
    const { jwt, expiresIn } = await apps.appToken(2, 1);
    expect(expiresIn).toBeGreaterThan(0);
    expect(claims(jwt)).toMatchObject({ aud: 'corvina-app-line-monitor', typ: 'App', preferred_username: 'alice', org: 'globex' });
    const asPlatform = await fetch(`${origin}${servicePrefixes.core}/api/v1/organizations/2/apps`, { headers: bearer(jwt) });
    expect(asPlatform.status).toBe(401);
  });

  it('likes are each person’s own and counted over everyone; liking twice is liking once', async () => {
    const { apps } = await appsAs('alice');
    expect(await apps.likeOf(1)).toEqual({ liked: false, likes: 1 });
    expect(await apps.setLiked(1, true, undefined, newRequestId())).toEqual({ liked: true, likes: 2 });
    expect(await apps.setLiked(1, true, undefined, newRequestId())).toEqual({ liked: true, likes: 2 });
    const { apps: bobs } = await appsAs('bob');
    expect(await bobs.setLiked(1, false, undefined, newRequestId())).toEqual({ liked: false, likes: 1 });
    expect(await apps.likeOf(1)).toEqual({ liked: true, likes: 1 });
    expect(await apps.setLiked(1, false, undefined, newRequestId())).toEqual({ liked: false, likes: 0 });
    expect((await failure(apps.likeOf(99)))?.status).toBe(404);
  });

  it('changes an installation’s plan to another of its app; a plan it lacks, or has, is refused naming planId', async () => {
    const { apps } = await appsAs('alice');
    const installed = await apps.install(1, { appId: 2, planId: 'free' }, undefined, newRequestId());
    const lacking = await failure(apps.changePlan(1, installed.id, 'gold', undefined, newRequestId()));
    expect(lacking?.status).toBe(400);
    expect(lacking?.serverMessage).toContain('planId');
    expect((await failure(apps.changePlan(1, installed.id, 'free', undefined, newRequestId())))?.serverMessage).toContain('planId');
    const trial = await apps.changePlan(1, installed.id, 'trial', undefined, newRequestId());
    expect(trial).toMatchObject({ planId: 'trial', status: 'FREE_TRIAL' });
    expect(Date.parse(trial.endDate ?? '')).toBeGreaterThan(Date.now());
    const back = await apps.changePlan(1, installed.id, 'free', undefined, newRequestId());
    expect(back).toMatchObject({ planId: 'free', status: 'INSTALLED' });
    expect(back.endDate).toBeUndefined();
    store().apps.installations.find((candidate) => candidate.id === installed.id)!.status = 'INSTALLATION_FAILED';
    expect((await failure(apps.changePlan(1, installed.id, 'trial', undefined, newRequestId())))?.status).toBe(409);
  });

  it('runs a failed install or uninstall again; anything else is refused', async () => {
    const { apps } = await appsAs('alice', 'globex');
    expect((await failure(apps.reschedule(2, 2, undefined, newRequestId())))?.status).toBe(409);
    await apps.reschedule(2, 3, undefined, newRequestId());
    expect((await apps.installations(2)).find((installation) => installation.id === 3)?.status).toBe('INSTALLED');
    store().apps.installations.find((installation) => installation.id === 2)!.status = 'UNINSTALLATION_FAILED';
    await apps.reschedule(2, 2, undefined, newRequestId());
    expect((await apps.installations(2)).map((installation) => installation.id)).toEqual([1, 3]);
  });

  it('makes an app that asks for device access its service account with the install, and removes it with the uninstall', async () => {
    const { apps, token } = await appsAs('alice');
    const iam = createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
    const deviceAccounts = async () =>
      (await iam.listUsers(1, { page: 0, pageSize: 20, search: 'deviceaccess-' })).content.map(({ username, serviceAccount }) => ({ username, serviceAccount }));
    expect(await deviceAccounts()).toEqual([]);
    // The line monitor preview is the catalogue's app with `enableDeviceAccess`; the others make no account.
    expect((await apps.install(1, { appId: 1, planId: 'free' }, undefined, newRequestId())).serviceAccountUsername).toBeUndefined();
    const installed = await apps.install(1, { appId: 3, planId: 'free' }, undefined, newRequestId());
    const username = 'sa-corvina-app-line-monitor-preview-deviceaccess-acme';
    expect(installed.serviceAccountUsername).toBe(username);
    expect(await deviceAccounts()).toEqual([{ username, serviceAccount: true }]);
    await apps.uninstall(1, installed.id, false, undefined, newRequestId());
    expect(await deviceAccounts()).toEqual([]);
  });

  it('makes the device-access account when a failed install completes on a retry', async () => {
    const { apps } = await appsAs('alice', 'globex');
    expect(store().users.some((user) => user.username.includes('deviceaccess-'))).toBe(false);
    await apps.reschedule(2, 3, undefined, newRequestId());
    expect((await apps.installations(2)).find((installation) => installation.id === 3)?.serviceAccountUsername).toBe(
      'sa-corvina-app-line-monitor-preview-deviceaccess-globex',
    );
  });
});
