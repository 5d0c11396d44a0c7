// Words for the dealer screens' values: the resource types a product grants and a subscription counts.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ResourceType } from '../../platform/licencesTypes';

export const resourceTypeLabels: Record<ResourceType, MessageDescriptor> = {
  ORGANIZATIONS: msg`Organizations`,
  USERS: msg`Users`,
  DEVICES: msg`Devices`,
  DEVICE_DATA: msg`Device data`,
  DEVICE_VPN: msg`Device VPN`,
  CREDITS: msg`Credits`,
};

/** ISO-8601 periods the platform's apps use for pre-authorised transactions; any other is shown as it is. */
export const periodicityLabels: Partial<Record<string, MessageDescriptor>> = {
  P1D: msg`Daily`,
  P1W: msg`Weekly`,
  P1M: msg`Monthly`,
  P1Y: msg`Yearly`,
};
