// Words for the store's values: the installation lifecycle states (facts §12.1) and their tone, and a plan's name
// with its price.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { InstallStatus, PaymentPlan } from '../../platform/appsTypes';
import { isPlatformError } from '../../platform/errors';
import type { PillTone } from '../../ui/Pill';

export const statusLabels: Record<InstallStatus, MessageDescriptor> = {
  INSTALLATION: msg`Installing`,
  INSTALLED: msg`Installed`,
  INSTALLATION_FAILED: msg`Installation failed`,
  UNINSTALLATION: msg`Uninstalling`,
  UNINSTALLATION_FAILED: msg`Uninstall failed`,
  MANUAL_UPGRADABLE: msg`Update available`,
  FREE_TRIAL: msg`Trial`,
  PAYMENT_REQUIRED: msg`Payment required`,
  RENEWAL_AND_PAYMENT_REQUIRED: msg`Renewal and payment required`,
  RENEWAL_REQUIRED: msg`Renewal required`,
};

export const statusTones: Record<InstallStatus, PillTone> = {
  INSTALLATION: 'info',
  INSTALLED: 'positive',
  INSTALLATION_FAILED: 'negative',
  UNINSTALLATION: 'info',
  UNINSTALLATION_FAILED: 'negative',
  MANUAL_UPGRADABLE: 'info',
  FREE_TRIAL: 'info',
  PAYMENT_REQUIRED: 'accent',
  RENEWAL_AND_PAYMENT_REQUIRED: 'accent',
  RENEWAL_REQUIRED: 'accent',
};

/** A plan as the person chooses it: its name and what it costs. */
export function usePlanLabel(): (plan: PaymentPlan) => string {
  const { t, i18n } = useLingui();
  const money = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (plan) => (plan.amount === 0 ? t`${plan.label} (free)` : t`${plan.label} (${money.format(plan.amount)} credits)`);
}

/** The service refused a payment (the organisation's credits do not cover it, or the price changed). */
export const paymentRefused = (error: unknown) =>
  isPlatformError(error) && (error.status === 402 || (error.status === 409 && /amount/.test(error.serverMessage ?? '')));
