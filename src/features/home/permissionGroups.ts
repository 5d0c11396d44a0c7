// The user's permissions grouped by resource, in words (spec §6 resources and actions).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { actions, resources, type Action, type Resource } from '../../platform/permissions';
import type { PortalAbility } from '../../session/ability';

const resourceLabels: Record<Resource, MessageDescriptor> = {
  portal: msg`Portal`,
  models: msg`Models`,
  dashboards: msg`Dashboards`,
  devices: msg`Devices`,
  deviceGroups: msg`Device groups`,
  roles: msg`Roles`,
  users: msg`Users`,
  userGroups: msg`User groups`,
  organizations: msg`Organizations`,
  notifications: msg`Notifications`,
  alarms: msg`Alarms`,
  products: msg`Products`,
  audit: msg`Audit`,
};

const actionLabels: Record<Action, MessageDescriptor> = {
  access: msg`access`,
  read: msg`read`,
  create: msg`create`,
  update: msg`update`,
  delete: msg`delete`,
  ack: msg`acknowledge`,
  reset: msg`reset`,
  clear: msg`clear`,
  inherit: msg`inherit`,
};

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
