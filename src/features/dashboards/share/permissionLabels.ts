// The two sharing permissions (spec §6) as the share dialog names them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SharePermission } from '../../../platform/dashboardTypes';

export const permissionLabels: Record<SharePermission, MessageDescriptor> = {
  r: msg`Reader`,
  'r/w': msg`Editor`,
};
