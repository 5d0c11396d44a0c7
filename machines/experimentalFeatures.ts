// Spec §2 "Experimental features", §3 "Browser-kept values", §9: hidden switches, their defaults, the deployment's
// whitelist/blacklist and the user's local choices (local storage key `experimentalFeatures`).
// Pure data and functions: used by machines/experimentalSwitches.machine.ts, the app (reading storage and config)
// and the views (labels are the view's business).
//
// Model:
// - `stored` is what the user chose locally (a partial map). Only it is persisted.
// - The deployment may configure a whitelist and/or a blacklist of keys. A key is *allowed* when it is in the whitelist
//   (if one is configured) and not in the blacklist (if one is configured).
// - A key is *available* (shown in the selection dialog, touched by enable-all/disable-all) when it is allowed or the
//   user already set it locally — the spec's "unless the user already set them locally".
// - The effective value of a key is the local choice if there is one; else its default if allowed; else off
//   (a restricted feature stays off, even one that defaults to on).

/** The switch keys of spec §2, in the spec's order. Stable: they are the keys in local storage. */
export const experimentalKeys = [
  'structs',
  'highFrequencyData',
  'germanLanguage',
  'spanishLanguage',
  'frenchLanguage',
  'japaneseLanguage',
  'developerUi',
  'formulaMapping',
  'ipFilter',
  'loginSplashVideo',
  'editorInspector',
  'dataTable',
  'vpnNetworkSize',
  'showVpnIp',
  'deviceServiceAccountAssociation',
  'groupPolicies',
  'showMapByDefault',
  'hideDeviceSerialNumber',
  'hideDeviceDescription',
  'hideVpnExportConfig',
  'credits',
  'deviceTableWidget',
  'mapAlarmWidget',
  'widgetPermissions',
  'showHiddenApps',
] as const;

export type ExperimentalKey = (typeof experimentalKeys)[number];
export type ExperimentalSwitches = Record<ExperimentalKey, boolean>;
/** The user's local choices: only keys the user (or a bulk action) set. */
export type StoredSwitches = Partial<ExperimentalSwitches>;

/** Deployment configuration; `undefined` means "not configured". Unknown keys in the lists are ignored. */
export interface SwitchPolicy {
  whitelist?: readonly string[] | undefined;
  blacklist?: readonly string[] | undefined;
}

/** Local storage key (spec §3). */
export const experimentalStorageKey = 'experimentalFeatures';

/** Spec §2: everything off except the data table. */
export const defaultSwitches: Readonly<ExperimentalSwitches> = Object.freeze(
  Object.fromEntries(experimentalKeys.map((key) => [key, key === 'dataTable'])) as ExperimentalSwitches,
);

/** Spec §2/§9: disable-all leaves group policies alone (turning them off would change users' effective rights). */
export const disableAllExempt: ReadonlySet<ExperimentalKey> = new Set<ExperimentalKey>(['groupPolicies']);

const keySet: ReadonlySet<string> = new Set(experimentalKeys);

export function isExperimentalKey(value: string): value is ExperimentalKey {
  return keySet.has(value);
}

function hasLocal(stored: StoredSwitches, key: ExperimentalKey): boolean {
  return typeof stored[key] === 'boolean';
}

/** Allowed by the deployment's lists, ignoring local choices. */
export function isAllowed(key: ExperimentalKey, policy: SwitchPolicy): boolean {
  if (policy.whitelist && !policy.whitelist.includes(key)) return false;
  if (policy.blacklist && policy.blacklist.includes(key)) return false;
  return true;
}

/** Keys the user may see and change: allowed ones plus those already set locally, in the spec's order. */
export function availableKeys(stored: StoredSwitches, policy: SwitchPolicy): ExperimentalKey[] {
  return experimentalKeys.filter((key) => hasLocal(stored, key) || isAllowed(key, policy));
}

/** The effective value of one switch. */
export function switchValue(stored: StoredSwitches, policy: SwitchPolicy, key: ExperimentalKey): boolean {
  const local = stored[key];
  if (typeof local === 'boolean') return local;
  return isAllowed(key, policy) ? defaultSwitches[key] : false;
}

/** The effective value of every switch. */
export function effectiveSwitches(stored: StoredSwitches, policy: SwitchPolicy): ExperimentalSwitches {
  return Object.fromEntries(experimentalKeys.map((key) => [key, switchValue(stored, policy, key)])) as ExperimentalSwitches;
}

/** Enable-all: every available key on. Returns the new local choices. */
export function enableAll(stored: StoredSwitches, policy: SwitchPolicy): StoredSwitches {
  const next: StoredSwitches = { ...stored };
  for (const key of availableKeys(stored, policy)) next[key] = true;
  return next;
}

/** Disable-all: every available key off except the exempt ones (group policies), which keep their local choice. */
export function disableAll(stored: StoredSwitches, policy: SwitchPolicy): StoredSwitches {
  const next: StoredSwitches = { ...stored };
  for (const key of availableKeys(stored, policy)) {
    if (!disableAllExempt.has(key)) next[key] = false;
  }
  return next;
}

/**
 * The selection dialog's save: the chosen values of available keys become local choices; keys that are not available
 * (restricted and never set) are ignored so a crafted event cannot bypass the deployment's lists.
 */
export function applySelection(
  stored: StoredSwitches,
  policy: SwitchPolicy,
  selection: StoredSwitches,
): StoredSwitches {
  const next: StoredSwitches = { ...stored };
  for (const key of availableKeys(stored, policy)) {
    const value = selection[key];
    if (typeof value === 'boolean') next[key] = value;
  }
  return next;
}

/**
 * Reads the local-storage value. Missing or bad JSON, or anything but an object, gives no local choices (so defaults
 * apply); unknown keys and non-boolean values are dropped.
 */
export function parseStoredSwitches(raw: string | null | undefined): StoredSwitches {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const stored: StoredSwitches = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (isExperimentalKey(key) && typeof value === 'boolean') stored[key] = value;
  }
  return stored;
}

/** Writes the local choices for local storage, keys in the spec's order so the value is stable. */
export function serialiseSwitches(stored: StoredSwitches): string {
  const ordered: StoredSwitches = {};
  for (const key of experimentalKeys) {
    const value = stored[key];
    if (typeof value === 'boolean') ordered[key] = value;
  }
  return JSON.stringify(ordered);
}
