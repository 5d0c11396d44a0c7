// Read-side questions about users and organisations, shared by the identity provider and the services so
// "who may see what" is decided in one place. A service call made with an organisation token is answered within
// that organisation and its sub-organisations only: `authenticate.ts` runs the call's handler under the token's
// organisation (`asTokenOf`), and there a person has no scopes anywhere else, so every service's own permission
// check refuses whatever organisation a body field or a resource's id leads it to.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PermissionScope } from '../src/platform/permissions';
import type { Organization, Theme } from '../src/platform/types';
import { memberScopes } from './core/iamGrants';
import { store, type SandboxUser } from './store';

export function findUser(username: string): SandboxUser | undefined {
  return store().users.find((user) => user.username === username);
}

/** The sign-in form accepts a user name or an e-mail address, case-insensitively, as Keycloak does. */
export function findUserByLogin(login: string): SandboxUser | undefined {
  const wanted = login.trim().toLowerCase();
  return store().users.find((user) => user.username === wanted || user.email.toLowerCase() === wanted);
}

export function findOrganization(id: number): Organization | undefined {
  return store().organizations.find((organization) => organization.id === id);
}

export function findOrganizationByResourceId(resourceId: string): Organization | undefined {
  return store().organizations.find((organization) => organization.resourceId === resourceId);
}

/** The organisation whose hostname is the first label of `host` (`acme.app.localhost` → acme). */
export function findOrganizationByHost(host: string): Organization | undefined {
  const label = host.split('.')[0] ?? '';
  return label === '' ? undefined : store().organizations.find((organization) => organization.hostname === label);
}

/** The organisation the organisation token of the call being answered is scoped to (its resourceId). */
const tokenOrganization = new AsyncLocalStorage<string>();

/** Runs a service call's handler as a call with a token scoped to `resourceId` (none: the person's own token). */
export function asTokenOf<T>(resourceId: string | undefined, work: () => T): T {
  return resourceId === undefined ? work() : tokenOrganization.run(resourceId, work);
}

/** The organisation followed by its ancestors, nearest first. */
function lineage(organization: Organization): Organization[] {
  const parent = organization.parentId === undefined ? undefined : findOrganization(organization.parentId);
  return parent === undefined ? [organization] : [organization, ...lineage(parent)];
}

/** Whether a token scoped to `resourceId` reaches the organisation: it is that one or one of its sub-organisations. */
export function reaches(resourceId: string, organization: Organization): boolean {
  return lineage(organization).some((candidate) => candidate.resourceId === resourceId);
}

/**
 * The user's permission scopes in an organisation, or undefined when the user is not a member of it nor of
 * any ancestor. A sub-organisation carries the scopes of the nearest organisation the user belongs to. In a call
 * made with an organisation token, organisations the token does not reach have none.
 */
export function scopesIn(user: SandboxUser, organization: Organization): PermissionScope[] | undefined {
  const scoped = tokenOrganization.getStore();
  if (scoped !== undefined && !reaches(scoped, organization)) return undefined;
  for (const candidate of lineage(organization)) {
    const scopes = user.memberships[candidate.resourceId];
    // What the roles of the member's user groups grant (sandbox/core/iamGrants.ts).
    if (scopes !== undefined) return memberScopes(user, candidate, scopes);
  }
  return undefined;
}

export function canAccess(user: SandboxUser, organization: Organization): boolean {
  return scopesIn(user, organization) !== undefined;
}

export function directOrganizations(user: SandboxUser): Organization[] {
  return store().organizations.filter((organization) => organization.resourceId in user.memberships);
}

export function subOrganizations(organization: Organization, onlyFirstLevel: boolean): Organization[] {
  const children = store().organizations.filter((candidate) => candidate.parentId === organization.id);
  return onlyFirstLevel ? children : children.flatMap((child) => [child, ...subOrganizations(child, false)]);
}

/** A sub-organisation without a theme of its own shows its parent's. */
export function themeOf(organization: Organization): Theme | undefined {
  return lineage(organization)
    .map((candidate) => store().themes[candidate.resourceId])
    .find((theme) => theme !== undefined);
}
