// The organisations screen's flows as the portal provides them (src/features/organizations/flows.ts), on the platform
// as the portal builds it, over the sandbox: a new sub-organisation keeps the IoT and VPN switches it was given,
// whatever its parent's; a create whose device limit failed, sent again, makes one sub-organisation and sends the
// limit again under the first send's request id; a deletion counts what goes with the organisation.
import { beforeEach, describe, expect, it } from 'vitest';
import { provideOrganizationMachines } from '../../../src/features/organizations/flows';
import { describeError } from '../../../src/platform/errors';
import type { OrganizationDraft } from '../../../src/features/organizations/organizationForm';
import type { Organization } from '../../../src/platform/types';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { act, reached, started } from '../faultFlows.run';
import { failNext, idsOf, recordWrites } from '../sandboxEdge';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const sent = recordWrites(server);
beforeEach(() => {
  sent.length = 0;
});

const acmeOf = () => store().organizations.find((organization) => organization.id === 1)!;

/** A plant with data (IoT) off and VPN on, under Acme, which has both on. */
const plant: OrganizationDraft = {
  settings: { name: 'plant-south', label: 'Plant South', dataEnabled: false, vpnEnabled: true, dealer: false, hasOwnResources: false },
  deviceLimit: 5,
};

describe("the organisations screen's flows", () => {
  it('creates a sub-organisation with its own IoT and VPN switches, once, when its device limit is sent again after failing', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const form = started(provideOrganizationMachines(platform).organizationForm({ parent: acmeOf() }));
    await failNext('POST /api/v1/limits');
    await act(form, ['editing', { type: 'user.submit', draft: plant }]);
    await reached(form, 'submitFailed');
    expect(describeError(form.getSnapshot().context.error).message).toBe('The service had a problem. Try again later.');

    // "Try again": the same draft.
    await act(form, ['submitFailed', { type: 'user.submit', draft: plant }]);
    await reached(form, 'done');
    const created = form.getSnapshot().context.result as Organization;
    expect(created).toMatchObject({ label: 'Plant South', parentId: 1, dataEnabled: false, vpnEnabled: true });

    expect(store().organizations.filter((organization) => organization.name === 'plant-south')).toHaveLength(1);
    expect(idsOf(sent, 'POST /svc/core/api/v1/organizations/1')).toHaveLength(1);
    const limitIds = idsOf(sent, 'POST /svc/license/api/v1/limits');
    expect(limitIds).toHaveLength(2);
    expect(limitIds[1]).toBe(limitIds[0]);
    expect(await platform.limits.limits(created.resourceId)).toContainEqual(expect.objectContaining({ resourceType: 'DEVICES', quantity: 5 }));
  });

  it("lists a sub-organisation in the tree with its own switches, not its parent's", async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const form = started(provideOrganizationMachines(platform).organizationForm({ parent: acmeOf() }));
    await act(form, ['editing', { type: 'user.submit', draft: plant }]);
    await reached(form, 'done');

    const tree = started(provideOrganizationMachines(platform).tree(acmeOf()), { query: null });
    await reached(tree, 'ready');
    const rows = (tree.getSnapshot().context.data as { rows: { organization: Organization; depth: number }[] }).rows;
    expect(rows.map(({ organization, depth }) => [organization.label, depth, organization.dataEnabled, organization.vpnEnabled])).toEqual([
      ['Acme', 0, true, true],
      ['Acme North', 1, true, true],
      ['Plant South', 1, false, true],
    ]);
    tree.stop();
  });
});
