// The organisation selector's flow as the portal provides it (src/features/organization/flows.ts, the loaders of
// src/portal/organizationChoice.ts), on the platform as the portal builds it, over the sandbox: the sub-organisations
// are read to the last page, and a sub-organisation is worked in with its own IoT and VPN switches, never its
// parent's (src/portal/access.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { provideOrganizationChoice } from '../../../src/portal/organizationChoice';
import { accessFor } from '../../../src/portal/access';
import type { OrganizationSelection } from '../../../machines/organizationChoice.machine';
import type { Organization } from '../../../src/platform/types';
import { organizationRecord } from '../../../sandbox/seed/organizations';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { act, reached, started } from '../faultFlows.run';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const subOrganizationPages: string[] = [];
let listReads = 0;
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/organizations/1/organizations')) subOrganizationPages.push(url.searchParams.get('page') ?? '');
  if (url.pathname.endsWith('/organizations/mine')) listReads += 1;
});
beforeEach(() => {
  subOrganizationPages.length = 0;
  listReads = 0;
});

/** Acme's plants: 250 sub-organisations, more than one page of the core's (200); the last has IoT off, VPN on. */
function seedPlants() {
  const plants = Array.from({ length: 250 }, (_, index) =>
    organizationRecord({
      id: 100 + index,
      name: `plant-${String(index + 1).padStart(3, '0')}`,
      label: `Plant ${String(index + 1).padStart(3, '0')}`,
      resourceId: `acme.plant-${String(index + 1).padStart(3, '0')}`,
      parentId: 1,
      hostname: '',
      dataEnabled: index !== 249,
      vpnEnabled: true,
      hasOwnResources: false,
    }),
  );
  store().organizations.push(...plants);
}

describe("the organisation selector's flow", () => {
  it('takes the list the guard read when the guard sends the person to it, once; a later load reads again', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const guard = started(provideOrganizationChoice(platform, 'guard'), { requested: [], interactive: false });
    await reached(guard, 'selector');
    expect(listReads).toBe(1);

    const selector = started(provideOrganizationChoice(platform, 'selector'), { requested: [], interactive: true });
    await reached(selector, 'choosing');
    expect(listReads).toBe(1);
    expect((selector.getSnapshot().context.organizations as Organization[]).map((organization) => organization.label)).toEqual(
      (guard.getSnapshot().context.organizations as Organization[]).map((organization) => organization.label),
    );

    const again = started(provideOrganizationChoice(platform, 'selector'), { requested: [], interactive: true });
    await reached(again, 'choosing');
    expect(listReads).toBe(2);
    for (const actor of [guard, selector, again]) actor.stop();
  });

  it('lists every sub-organisation of the chosen organisation, reading the pages after the first', async () => {
    seedPlants();
    const platform = await signedInPlatform('alice', 'acme');
    const choice = started(provideOrganizationChoice(platform, 'selector'), { requested: [], interactive: true });
    await act(choice, ['choosing', { type: 'user.chooseOrganization', id: 1 }]);
    await reached(choice, 'choosingSub');
    const subOrganizations = choice.getSnapshot().context.subOrganizations as Organization[];
    expect(subOrganizations).toHaveLength(251);
    expect(subOrganizations.map((organization) => organization.label)).toContain('Plant 250');
    expect(subOrganizationPages).toEqual(['0', '1']);
    choice.stop();
  });

  it("works in a sub-organisation with its own IoT and VPN switches, not its parent's", async () => {
    seedPlants();
    const platform = await signedInPlatform('alice', 'acme');
    const choice = started(provideOrganizationChoice(platform, 'selector'), { requested: [], interactive: true });
    await act(choice, ['choosing', { type: 'user.chooseOrganization', id: 1 }], ['choosingSub', { type: 'user.chooseSubOrganization', id: 349 }]);
    await reached(choice, 'selected');
    const selection = choice.getSnapshot().output as OrganizationSelection;
    expect(selection.subOrganization?.label).toBe('Plant 250');

    expect(accessFor(platform, selection)).toMatchObject({ iotEnabled: false, vpnEnabled: true });
    expect(accessFor(platform, { organization: selection.organization })).toMatchObject({ iotEnabled: true, vpnEnabled: true });
  });
});
