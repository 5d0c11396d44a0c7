// The words and tone of a gateway's connection status (facts §11.2), shared by the gateway list, its filter and panel
// (src/features/vpn) and the fleet's remote-access filter (src/features/devices).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GatewayStatus, GatewayStatusFilter } from '../../platform/vpnTypes';
import type { PillTone } from '../../ui/Pill';

export const statusLabels: Record<GatewayStatus, MessageDescriptor> = {
  online: msg`Online`,
  offline: msg`Offline`,
  connected: msg`Connected`,
  'in-use': msg`In use`,
  busy: msg`Busy`,
};

export const statusTones: Record<GatewayStatus, PillTone> = {
  online: 'positive',
  offline: 'neutral',
  connected: 'info',
  'in-use': 'accent',
  busy: 'accent',
};

export const statusFilterLabels: Record<GatewayStatusFilter, MessageDescriptor> = {
  all: msg`All statuses`,
  online: msg`Online`,
  offline: msg`Offline`,
  connected: msg`Connected`,
  'in-use': msg`In use`,
};
