// Spec §6: fine-grained permissions from the organisation token, checked per entity through a CASL ability.
import { Ability } from '@casl/ability';
import { parsePermissionScope, type Action, type Resource } from '../platform/permissions';
import type { TokenPermission } from '../platform/types';

// Permissions are plain action/resource pairs without conditions, so the condition-free Ability serves and the
// Mongo-query matcher stays out of the bundle.
export type PortalAbility = Ability<[Action, Resource]>;

export function abilityFromPermissions(permissions: readonly TokenPermission[]): PortalAbility {
  const rules = permissions
    .flatMap((permission) => permission.scopes)
    .map(parsePermissionScope)
    .filter((rule) => rule !== undefined)
    .map(({ action, resource }) => ({ action, subject: resource }));
  return new Ability<[Action, Resource]>(rules);
}

/** Spec §6 helpers: one of several permissions, and one permission on every one of several entities. */
export function canAny(ability: PortalAbility, pairs: readonly [Action, Resource][]): boolean {
  return pairs.some(([action, resource]) => ability.can(action, resource));
}

export function canAll(ability: PortalAbility, pairs: readonly [Action, Resource][]): boolean {
  return pairs.every(([action, resource]) => ability.can(action, resource));
}
