// The API keys' and user groups' flows as the portal provides them (src/features/iam/apiKeyFlows.ts, groupFlows.ts),
// on the platform as the portal builds it, over the sandbox: keys made through the form are listed a page at a time
// to the last; a user name that is nobody's is said at the field; a delete sent again after a failure carries the
// first send's request id; the groups tab's "mine" asks for the person's own groups, the others for every group.
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { provideApiKeyMachines } from '../../../src/features/iam/apiKeyFlows';
import { mineFilter, provideGroupMachines, UnknownUser, type GroupRow } from '../../../src/features/iam/groupFlows';
import { describeError } from '../../../src/platform/errors';
import type { ApiKey } from '../../../src/platform/iamTypes';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { act, actOnRow, reached, started } from '../faultFlows.run';
import { failNext, idsOf, recordWrites } from '../sandboxEdge';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const sent = recordWrites(server);
const groupReads: string[] = [];
const userLookups: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.includes('/userGroups')) groupReads.push(`${url.pathname}${url.search}`);
  if (request.method === 'GET' && url.pathname.includes('/users/')) userLookups.push(`${url.pathname}${url.search}`);
});
beforeEach(() => {
  sent.length = 0;
  groupReads.length = 0;
  userLookups.length = 0;
});

const acme = { id: 1, resourceId: 'acme' };
const items = <Item>(list: { getSnapshot(): { context: unknown } }) => (list.getSnapshot().context as { page: { items: Item[] } }).page.items;

describe('the API keys flows', () => {
  it('lists the keys made for users a page at a time, to the last page', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const flows = provideApiKeyMachines(platform.iam);
    for (const username of ['alice', 'bob', 'erin']) {
      const form = started(flows.apiKeyForm(acme));
      await act(form, ['editing', { type: 'user.submit', draft: username }]);
      await reached(form, 'done');
    }
    // With dave's, seeded: four keys, pages of three.
    const list = started(flows.apiKeys(acme), { pageSize: 3 });
    await reached(list, { ready: 'idle' });
    expect(list.getSnapshot().context.page).toMatchObject({ totalElements: 4, totalPages: 2 });
    await act(list, [{ ready: 'idle' }, { type: 'user.page', page: 1 }]);
    await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.query.page === 1);
    expect(items<ApiKey>(list).map((key) => key.username)).toEqual(['erin']);
    list.stop();
  });

  it('says at the user field that a user name is nobody in the organisation', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const form = started(provideApiKeyMachines(platform.iam).apiKeyForm(acme));
    await act(form, ['editing', { type: 'user.submit', draft: 'nobody' }]);
    await reached(form, 'submitFailed');
    expect((form.getSnapshot().context.error as Error).message).toBe('nobody is not a user of the organization');
  });

  it('deletes a key with the first request id when the person tries again after a failure', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const flows = provideApiKeyMachines(platform.iam);
    const form = started(flows.apiKeyForm(acme));
    await act(form, ['editing', { type: 'user.submit', draft: 'bob' }]);
    await reached(form, 'done');
    const key = form.getSnapshot().context.result as ApiKey;
    const list = started(flows.apiKeys(acme), { pageSize: 20 });
    const isBobs = (one: ApiKey) => one.id === key.id;
    const remove = (one: ApiKey) => ({ kind: 'delete', key: one });

    await failNext(`DELETE /apiKeys/${key.id}`);
    await actOnRow(list, isBobs, remove);
    await waitFor(list, (snapshot) => snapshot.context.actionError !== undefined);
    expect(describeError(list.getSnapshot().context.actionError).message).toBe('The service had a problem. Try again later.');
    await actOnRow(list, isBobs, remove);
    await waitFor(list, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.pending === undefined && !items<ApiKey>(list).some(isBobs));
    const ids = idsOf(sent, `DELETE /svc/core/api/v1/organizations/1/apiKeys/${key.id}`);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    list.stop();
  });
});

describe("the user groups' flows", () => {
  it("asks for the person's own groups under \"mine\" and for every group otherwise", async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const flows = provideGroupMachines(platform.iam);
    const mine = started(flows.groups(acme), { pageSize: 20, filter: mineFilter });
    await reached(mine, { ready: 'idle' });
    const every = started(flows.groups(acme), { pageSize: 20, filter: '' });
    await reached(every, { ready: 'idle' });
    expect(groupReads).toEqual([
      '/svc/core/api/v1/organizations/1/userGroups/mine/members?page=0&pageSize=20',
      '/svc/core/api/v1/organizations/1/userGroups?page=0&pageSize=20&type=STANDARD',
    ]);
    // alice is a member of no group beyond her own; Maintenance is acme's one standard group.
    expect(items<GroupRow>(mine).map((row) => row.name)).toEqual([]);
    expect(items<GroupRow>(every).map((row) => row.name)).toEqual(['Maintenance']);
    mine.stop();
    every.stop();
  });

  it('adds a member named exactly, looked up by name: part of a name is nobody', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const maintenance = 7;
    const group = started(provideGroupMachines(platform.iam).group(acme, maintenance));
    await act(group, ['editing', { type: 'user.submit', draft: { username: 'bo', role: 'USER' } }]);
    await reached(group, 'submitFailed');
    expect(group.getSnapshot().context.error).toBeInstanceOf(UnknownUser);
    await act(group, ['submitFailed', { type: 'user.submit', draft: { username: 'bob', role: 'USER' } }]);
    await reached(group, 'done');
    expect(group.getSnapshot().context.result).toMatchObject({ username: 'bob', membershipRole: 'USER' });
    expect(userLookups).toEqual(['/svc/core/api/v1/organizations/1/users/username/bo', '/svc/core/api/v1/organizations/1/users/username/bob']);
    group.stop();
  });
});
