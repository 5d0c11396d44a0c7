// Who a dashboard or flow is shared with, as the share dialog edits it (spec §6): readers (r) and editors (r/w),
// one permission per person. The dialog changes a draft of the list; saving sends the fewest calls that turn the
// stored list into the draft: one bulk call per permission given and one bulk unshare, which removes the people
// from both lists.
import type { SharePermission } from '../../../platform/dashboardTypes';

export interface ShareEntry {
  user: string;
  permission: SharePermission;
}

/** The stored lists as one list by name. Someone in both lists is an editor: that is what they can do. */
export function shareEntries({ readers, editors }: { readers: readonly string[]; editors: readonly string[] }): ShareEntry[] {
  const entries = new Map<string, SharePermission>();
  for (const user of readers) entries.set(user, 'r');
  for (const user of editors) entries.set(user, 'r/w');
  return [...entries].map(([user, permission]) => ({ user, permission })).sort((a, b) => a.user.localeCompare(b.user));
}

/** Gives each person the permission, adding those not in the list yet (kept in name order). */
export function grant(entries: readonly ShareEntry[], users: readonly string[], permission: SharePermission): ShareEntry[] {
  const others = entries.filter((entry) => !users.includes(entry.user));
  return [...others, ...users.map((user) => ({ user, permission }))].sort((a, b) => a.user.localeCompare(b.user));
}

export function revoke(entries: readonly ShareEntry[], users: readonly string[]): ShareEntry[] {
  return entries.filter((entry) => !users.includes(entry.user));
}

export interface SharePlan {
  readers: string[];
  editors: string[];
  unshare: string[];
}

/** The changes from the stored list to the draft, each group one bulk call. */
export function sharePlan(stored: readonly ShareEntry[], draft: readonly ShareEntry[]): SharePlan {
  const before = new Map(stored.map((entry) => [entry.user, entry.permission]));
  const after = new Map(draft.map((entry) => [entry.user, entry.permission]));
  const changedTo = (permission: SharePermission) =>
    draft.filter((entry) => entry.permission === permission && before.get(entry.user) !== permission).map((entry) => entry.user);
  return {
    readers: changedTo('r'),
    editors: changedTo('r/w'),
    unshare: stored.filter((entry) => !after.has(entry.user)).map((entry) => entry.user),
  };
}

export const isEmptyPlan = (plan: SharePlan) => plan.readers.length + plan.editors.length + plan.unshare.length === 0;

/** The longest user name the identity provider takes. */
export const maxUserNameLength = 255;
/** A user name as the identity provider takes it: letters, digits and . _ @ - (its length is checked apart). */
const userNamePattern = /^[\p{L}\p{N}._@-]+$/u;

export type UserListProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; user: string }
  | { kind: 'invalid'; user: string }
  | { kind: 'owner'; user: string };

/**
 * The people named in a text box, separated by commas, semicolons or white space, each once. The owner cannot be
 * given a permission: they hold every one already.
 */
export function parseUserList(text: string, owner: string): { users: string[] } | UserListProblem {
  const users = [...new Set(text.split(/[\s,;]+/).filter((user) => user !== ''))];
  if (users.length === 0) return { kind: 'empty' };
  const tooLong = users.find((user) => user.length > maxUserNameLength);
  if (tooLong !== undefined) return { kind: 'tooLong', user: tooLong };
  const invalid = users.find((user) => !userNamePattern.test(user));
  if (invalid !== undefined) return { kind: 'invalid', user: invalid };
  if (users.includes(owner)) return { kind: 'owner', user: owner };
  return { users };
}
