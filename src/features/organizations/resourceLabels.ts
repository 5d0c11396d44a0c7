// The resource types as a person reads them, and how their quantities are written (VPN time in months, facts §7.1).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ResourceType } from '../../platform/limitsTypes';

export const resourceNames = {
  ORGANIZATIONS: msg`Sub-organizations`,
  USERS: msg`Users`,
  DEVICES: msg`Devices`,
  DEVICE_DATA: msg`Devices sending data`,
  DEVICE_VPN: msg`VPN months`,
  CREDITS: msg`Credits`,
} satisfies Record<ResourceType, MessageDescriptor>;

/** Whole numbers, except VPN time (months, to one decimal). */
export function quantityFormat(locale: string, type: ResourceType): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: type === 'DEVICE_VPN' ? 1 : 0 });
}
