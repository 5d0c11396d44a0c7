// The user's permissions grouped by resource, in words (spec §6 resources and actions).
import type { MessageDescriptor } from '@lingui/core';
import { actions, resources, type Resource } from '../../platform/permissions';
import type { PortalAbility } from '../../session/ability';
import { actionLabels, resourceLabels } from '../../ui/permissionLabels';

export interface PermissionGroup {
  resource: Resource;
  label: MessageDescriptor;
  actions: MessageDescriptor[];
}

export function permissionGroups(ability: PortalAbility): PermissionGroup[] {
  return resources
    .map((resource) => ({
      resource,
      label: resourceLabels[resource],
      actions: actions.filter((action) => ability.can(action, resource)).map((action) => actionLabels[action]),
    }))
    .filter((group) => group.actions.length > 0);
}
