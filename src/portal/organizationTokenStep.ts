// Spec §4 guard step 3 as the portal provides it: the organisation token of the effective organisation (the
// sub-organisation when one is chosen), by whichever strategy config.json names; the chain goes on only when it
// carries a permission.
import { fromPromise } from 'xstate';
import type { OrganizationTokenResult } from '../../machines/navigationGuard.machine';
import type { OrganizationSelection } from '../../machines/organizationChoice.machine';
import { effectiveOrganization } from './access';
import type { Platform } from './platform';

export function provideOrganizationTokenStep(platform: Pick<Platform, 'organizationTokens'>) {
  return fromPromise<OrganizationTokenResult, OrganizationSelection>(async ({ input }) => {
    const token = await platform.organizationTokens.acquire(effectiveOrganization(input).resourceId);
    return { permissionCount: token.permissions.reduce((count, permission) => count + permission.scopes.length, 0) };
  });
}
