// Device access by apps as the portal provides it (src/features/devices/appAccessFlows.ts), on the platform as the
// portal builds it, over the sandbox: an installed app's device-access account is listed with whether it reaches the
// device; an association whose last step failed, sent again, makes no second policy and sends that step under its
// first request id, and then the account reaches the device.
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { provideAppAccessMachines, type AppAccessRow } from '../../../src/features/devices/appAccessFlows';
import { newRequestId } from '../../../src/platform/requestIds';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { actOnRow, reached, started } from '../faultFlows.run';
import { failNext, recordWrites } from '../sandboxEdge';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const sent = recordWrites(server);
beforeEach(() => {
  sent.length = 0;
});

const account = 'sa-corvina-app-line-monitor-preview-deviceaccess-acme';
const device = 'dev-acme-conveyor-2';
const rows = (list: { getSnapshot(): { context: unknown } }) => (list.getSnapshot().context as { page: { items: AppAccessRow[] } }).page.items;

describe('device access by apps', () => {
  it('associates an app account with a device once, its failed step sent again under the first request id', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    // The line monitor preview, the catalogue's app with device access, installed in acme.
    await platform.apps.install(1, { appId: 3, planId: 'free' }, undefined, newRequestId());
    const list = started(provideAppAccessMachines(platform).appAccess(1, device), { pageSize: 20 });
    await reached(list, { ready: 'idle' });
    expect(rows(list).map((row) => [row.account.username, row.reach.authorized])).toEqual([[account, false]]);

    const isAccount = (row: AppAccessRow) => row.account.username === account;
    const associate = (row: AppAccessRow) => ({ kind: 'associate', row });
    await failNext(`POST /devices/${device}`);
    await actOnRow(list, isAccount, associate, false);
    await waitFor(list, (snapshot) => snapshot.context.actionError !== undefined);
    await actOnRow(list, isAccount, associate, false);
    await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.pending === undefined && rows(list)[0]?.reach.authorized === true);

    expect(store().iam.policies.filter((policy) => policy.name === 'Device access: corvina-app-line-monitor-preview')).toHaveLength(1);
    const deviceSteps = sent.filter(({ write }) => write.endsWith(`/devices/${device}`));
    expect(deviceSteps).toHaveLength(2);
    expect(deviceSteps[0]!.requestId).toEqual(expect.any(String));
    expect(deviceSteps[1]!.requestId).toBe(deviceSteps[0]!.requestId);
    expect(sent.filter(({ write }) => write.endsWith('/securityPolicies'))).toHaveLength(1);
    list.stop();
  });
});
