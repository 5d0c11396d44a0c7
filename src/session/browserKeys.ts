// Spec §3 browser-kept values and §4 logout. One place names every key, so sign-out clears exactly these.

export const localKeys = {
  /** Selected organisation ids, parent then sub-organisation (JSON array). */
  selectedOrganization: 'selectedOrganization',
  /** Scope of the organisation token last acquired ("org:<resourceId> app:*"). */
  selectedScope: 'selectedScope',
  castingDeviceMessage: 'castingDeviceMessage',
  closedFrames: 'closedFrames',
  experimentalFeatures: 'experimentalFeatures',
} as const;

export const sessionKeys = {
  /** Organisation-scoped access token (spec §4 guard step 3). */
  organizationToken: 'organizationToken',
  /** Guard-chain error shown once by the organisation selector (spec §8). */
  loginError: 'loginError',
  /** An account action under way in the accounts realm: its state, PKCE verifier, action and token endpoint (src/session/accountActions.ts). */
  accountAction: 'accountAction',
  /** How that action went, kept from its answer until the portal is signed in to say it. */
  accountActionOutcome: 'accountActionOutcome',
} as const;

/** What sign-out removes (spec §4 Logout); the organisation token goes too (ARCHITECTURE security rules). */
export function clearSignOutKeys(local: Storage, session: Storage): void {
  local.removeItem(localKeys.selectedScope);
  local.removeItem(localKeys.selectedOrganization);
  local.removeItem(localKeys.castingDeviceMessage);
  session.removeItem(sessionKeys.organizationToken);
}

export function readSelectedOrganization(local: Storage): number[] {
  try {
    const ids: unknown = JSON.parse(local.getItem(localKeys.selectedOrganization) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function storeSelectedOrganization(local: Storage, ids: number[]): void {
  local.setItem(localKeys.selectedOrganization, JSON.stringify(ids));
}

/** Spec §4: a guard error clears the selected organisation and scope. */
export function clearSelectedOrganization(local: Storage, session: Storage): void {
  local.removeItem(localKeys.selectedOrganization);
  local.removeItem(localKeys.selectedScope);
  session.removeItem(sessionKeys.organizationToken);
}
