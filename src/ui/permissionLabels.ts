// The words for spec §6's resources and actions, shared by the home screen's summary of the person's permissions and
// the role editor's permission grid.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Action, Resource } from '../platform/permissions';

export const resourceLabels: Record<Resource, MessageDescriptor> = {
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

export const actionLabels: Record<Action, MessageDescriptor> = {
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
