// Spec §6: fine-grained permissions from the organisation token, checked per entity through a CASL ability.
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { parsePermissionScope, type Action, type Resource } from '../platform/permissions';
import type { TokenPermission } from '../platform/types';

export type PortalAbility = MongoAbility<[Action, Resource]>;

export function abilityFromPermissions(permissions: readonly TokenPermission[]): PortalAbility {
  const rules = permissions
    .flatMap((permission) => permission.scopes)
    .map(parsePermissionScope)
    .filter((rule) => rule !== undefined)
    .map(({ action, resource }) => ({ action, subject: resource }));
  return createMongoAbility<[Action, Resource]>(rules);
}

/** Spec §6 helpers: one of several permissions, and one permission on every one of several entities. */
export function canAny(ability: PortalAbility, pairs: readonly [Action, Resource][]): boolean {
  return pairs.some(([action, resource]) => ability.can(action, resource));
}

export function canAll(ability: PortalAbility, pairs: readonly [Action, Resource][]): boolean {
  return pairs.every(([action, resource]) => ability.can(action, resource));
}
