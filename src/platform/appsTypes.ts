// The platform's app model as the store and the embedded-app host use it (facts §12.1, §13): catalogue entries,
// per-organisation installations with their lifecycle state, and the in-app purchase transactions.

/** Facts §12.1 install statuses (AppOrganizationOutDTO.status). */
export const installStatuses = [
  'INSTALLATION',
  'INSTALLED',
  'INSTALLATION_FAILED',
  'UNINSTALLATION',
  'UNINSTALLATION_FAILED',
  'MANUAL_UPGRADABLE',
  'FREE_TRIAL',
  'PAYMENT_REQUIRED',
  'RENEWAL_AND_PAYMENT_REQUIRED',
  'RENEWAL_REQUIRED',
] as const;
export type InstallStatus = (typeof installStatuses)[number];

/** Statuses in which the app's page can be opened. */
export const openableStatuses: readonly InstallStatus[] = ['INSTALLED', 'FREE_TRIAL', 'MANUAL_UPGRADABLE'];
/** Statuses whose normal uninstall cannot finish: the platform offers the forced one (spec §7 `force=true`). */
export const forcedUninstallStatuses: readonly InstallStatus[] = ['INSTALLATION_FAILED', 'UNINSTALLATION_FAILED'];

export interface PaymentPlan {
  id: string;
  label: string;
  description: string;
  amount: number;
  recurrent?: { period: string; amount: number };
  trial?: { period: string };
}

/** The manifest's page an app shows inside the portal (facts §12.1 hooks.globalPage). */
export interface AppPage {
  id: string;
  url: string;
  iconUrl: string;
  title: string;
}

/** A catalogue entry (facts §12.1 Application), with the manifest fields the store shows. */
export interface Application {
  id: number;
  key: string;
  name: string;
  version: string;
  description: string;
  coverImageUrl: string;
  globalPage: AppPage;
  vendor: { name: string; website: string };
  free: boolean;
  inAppPurchases: boolean;
  paymentPlans: PaymentPlan[];
  /** What the app asks for (manifest scopes). */
  scopes: { applications: string[]; userImpersonation: boolean };
  hidden: boolean;
}

/** One app installed in one organisation (facts §12.1 AppOrganizationOutDTO). */
export interface AppInstallation {
  id: number;
  organizationId: number;
  status: InstallStatus;
  createdAt: string;
  updatedAt: string;
  app: Application;
  canAccess: boolean;
  planId?: string;
  endDate?: string;
  /** The app's device-access service account here, when its manifest enables device access (facts §12.1). */
  serviceAccountUsername?: string;
}

/** The statuses in which an installation's plan may change (facts WSDK canChangePlan: a settled installation). */
export const planChangeStatuses: readonly InstallStatus[] = ['INSTALLED', 'FREE_TRIAL', 'PAYMENT_REQUIRED', 'RENEWAL_REQUIRED', 'RENEWAL_AND_PAYMENT_REQUIRED'];

/** The statuses whose failed lifecycle call may be scheduled again (spec §7 reschedule). */
export const rescheduleStatuses: readonly InstallStatus[] = ['INSTALLATION_FAILED', 'UNINSTALLATION_FAILED'];

/** Whether the person likes an app, and how many people do (spec §7 like GET, POST, DELETE; the shape is ours). */
export interface AppLike {
  liked: boolean;
  likes: number;
}

export interface InstallRequest {
  appId: number;
  planId: string;
}

/** A paid plan's install: the amount is the price the person confirmed (refused when the plan's price differs). */
export interface PaidInstallRequest extends InstallRequest {
  amount: number;
}

/** Whether a plan is paid at install (a trial is not paid at install). */
export const isPaidPlan = (plan: Pick<PaymentPlan, 'amount' | 'trial'>) => plan.amount > 0 && plan.trial === undefined;

/** A token issued for one app (ours): what the host hands that app, and only that app. */
export interface AppToken {
  jwt: string;
  /** Seconds. */
  expiresIn: number;
}

/**
 * Facts §13 PreauthorizedCreditTransactionIn as it travels to the license manager (JSON): the times as ISO-8601
 * text, `transactionData` as an object. An app sends them as `Date` and `Map` (src/features/store/appPayment.ts).
 */
export interface TransactionIn {
  orderId: string;
  targetWalletId: string;
  amount: number;
  sourceOrgResourceId?: string;
  sourceWalletId?: string;
  description?: string;
  executionMinTime?: string;
  executionMaxTime?: string;
  periodicity?: string;
  ordinal?: number;
  executionMaxOrdinal?: number;
  transactionSubjectType?: string;
  transactionSubjectRef?: string;
  transactionSubjectQuantity?: number;
  transactionData?: Record<string, unknown>;
}

/** Facts §13 PreauthorizedCreditTransactionOut on the wire: the license manager's numeric ids (CONNECT common.ts). */
export interface TransactionOut extends TransactionIn {
  id: number;
  orgResourceId: string;
  entityId: number;
  entityStringId: string;
  entityType: string;
  state: string;
  authorizedBy?: string;
}
