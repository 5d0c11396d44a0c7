// A role created, or one changed in place, as a write of the request attempts (src/platform/requestAttempts.ts): a
// new or changed name is checked first, so a taken one is said at its field and nothing is written (the service
// refuses it again with 409 all the same). Read back after a lost answer, the role is found by its name, which the
// organisation's roles never share, and counts as written when it holds what was sent.
import type { IamClient } from '../../platform/iamClient';
import type { Role, RoleWrite } from '../../platform/iamTypes';
import type { Write } from '../../platform/requestAttempts';
import { NameTaken } from './nameTaken';

const sameName = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();

const sortedKeys = (keys: readonly (string | number)[]) => keys.map(String).sort().join(',');

/** The role holds what `draft` asks for (its label is the service's to derive). */
export function roleHolds(role: Role, draft: RoleWrite): boolean {
  return (
    sameName(role.name, draft.name) &&
    role.description === draft.description &&
    role.enabled === draft.enabled &&
    (draft.type === undefined || role.type === draft.type) &&
    sortedKeys(role.applicationPermissions.map(({ id }) => id)) === sortedKeys(draft.applicationPermissions) &&
    sortedKeys((role.deviceGroupPermissions ?? []).map((grant) => `${grant.securityPolicyId}:${grant.permission}`)) ===
      sortedKeys((draft.deviceGroupPermissions ?? []).map((grant) => `${grant.securityPolicyId}:${grant.permission}`))
  );
}

/** `draft` created in the organisation (numeric id), or `current` changed to it. */
export function roleWrite(service: IamClient, organization: number, current: Role | undefined, draft: RoleWrite, signal: AbortSignal): Write<Role> {
  return {
    service: 'core',
    async send(requestId, repeat) {
      // A repeat is answered by the service from its record: the name it took then is no one else's.
      const renamed = current === undefined || !sameName(current.name, draft.name);
      if (renamed && !repeat && (await service.roleNameExists(organization, draft.name, signal))) throw new NameTaken('name');
      return current
        ? service.updateRole(organization, current.id, draft, signal, requestId)
        : service.createRole(organization, draft, signal, requestId);
    },
    async readBack() {
      if (current !== undefined) {
        const role = await service.getRole(organization, current.id, signal);
        return roleHolds(role, draft) ? role : undefined;
      }
      const named = await service.listRoles(organization, { page: 0, pageSize: 20, search: draft.name }, signal, draft.type ?? 'APPLICATION');
      const role = named.content.find((candidate) => sameName(candidate.name, draft.name));
      return role !== undefined && roleHolds(role, draft) ? role : undefined;
    },
  };
}
