// The device licences' flows as the portal provides them (src/features/activation/flows.ts), on the platform as the
// portal builds it, over the sandbox: the organisation's licences are read a page at a time to the last, and a
// release that failed, sent again, carries the first send's request id.
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { provideActivationMachines } from '../../../src/features/activation/flows';
import type { DeviceLicence } from '../../../src/platform/deviceLicenceTypes';
import { describeError } from '../../../src/platform/errors';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { act, actOnRow, reached, started } from '../faultFlows.run';
import { failNext, idsOf, recordWrites } from '../sandboxEdge';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const sent = recordWrites(server);
beforeEach(() => {
  sent.length = 0;
});

const licences = (list: { getSnapshot(): { context: unknown } }) => (list.getSnapshot().context as { page: { items: DeviceLicence[]; totalElements: number; totalPages: number } }).page;

describe("the device licences' flows", () => {
  it("reads the organisation's seven licences two a page, the seventh alone on the fourth", async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const list = started(provideActivationMachines(platform).licences('acme'), { pageSize: 2 });
    await reached(list, { ready: 'idle' });
    expect([licences(list).totalElements, licences(list).totalPages]).toEqual([7, 4]);
    await act(list, [{ ready: 'idle' }, { type: 'user.page', page: 3 }]);
    await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.query.page === 3);
    expect(licences(list).items.map((licence) => licence.activationKey)).toEqual(['ACME-7H2K-4M9P']);
    list.stop();
  });

  it('releases a licence with the first request id when the person tries again after a failure', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const list = started(provideActivationMachines(platform).licences('acme'), { pageSize: 20 });
    await reached(list, { ready: 'idle' });
    const free = licences(list).items.find((licence) => !licence.used)!;
    const isFree = (licence: DeviceLicence) => licence.id === free.id;
    const release = (licence: DeviceLicence) => ({ kind: 'release', licence });

    await failNext(`DELETE /deviceLicenses/${free.id}`);
    await actOnRow(list, isFree, release);
    await waitFor(list, (snapshot) => snapshot.context.actionError !== undefined);
    expect(describeError(list.getSnapshot().context.actionError).message).toBe('The service had a problem. Try again later.');
    await actOnRow(list, isFree, release);
    await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.pending === undefined && !licences(list).items.some(isFree));
    const ids = idsOf(sent, `DELETE /svc/license/api/v1/deviceLicenses/${free.id}`);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    list.stop();
  });
});
