// The sandbox's app installations, likes and credits (sandbox/apps/handlers.ts); what apps were authorised to charge
// is the license manager's (sandbox/dealer/transactions.ts).
import type { InstallStatus } from '../../src/platform/appsTypes';

export interface SandboxInstallation {
  id: number;
  organizationId: number;
  appId: number;
  status: InstallStatus;
  planId: string;
  createdAt: string;
  updatedAt: string;
  endDate?: string;
  /** The app's device-access service account in the organisation, for an app whose manifest enables device access. */
  serviceAccountUsername?: string;
}

export interface AppsState {
  installations: SandboxInstallation[];
  /** Who likes each app of the catalogue, by app id (user names). */
  likes: Record<number, string[]>;
  /** The credits each organisation has left to pay a paid plan with, by organisation id. */
  credits: Record<number, number>;
  /** Paid plans paid at install, oldest first. */
  payments: SandboxPayment[];
}

/** One paid plan paid at install (spec §7 apps payment POST). */
export interface SandboxPayment {
  id: string;
  organizationId: number;
  appId: number;
  planId: string;
  amount: number;
  paidBy: string;
  at: string;
}

/**
 * globex (organisation 2) has the line monitor already, so a person switching to it finds the app there too, and
 * spare parts on its free plan, whose plan may change to the trial, and the line monitor preview, whose installation
 * failed (it may be tried again).
 */
export function createAppsState(): AppsState {
  const at = '2026-01-12T09:30:00.000Z';
  return {
    installations: [
      { id: 1, organizationId: 2, appId: 1, status: 'INSTALLED', planId: 'free', createdAt: at, updatedAt: at },
      { id: 2, organizationId: 2, appId: 2, status: 'INSTALLED', planId: 'free', createdAt: at, updatedAt: at },
      { id: 3, organizationId: 2, appId: 3, status: 'INSTALLATION_FAILED', planId: 'free', createdAt: at, updatedAt: at },
    ],
    // bob likes the line monitor, so a person sees the likes of others beside their own.
    likes: { 1: ['bob'] },
    // acme can pay the spare parts' Pro plan (120) once; globex cannot, so a payment there is refused.
    credits: { 1: 200, 2: 50 },
    payments: [],
  };
}
