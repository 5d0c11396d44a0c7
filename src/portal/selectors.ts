// Narrow reads of the app-wide actors for the chrome.
import type { SnapshotFrom } from 'xstate';
import { selectionKey, type navigationGuardMachine } from '../../machines/navigationGuard.machine';
import type { sessionMachine } from '../../machines/session.machine';

type GuardSnapshot = SnapshotFrom<typeof navigationGuardMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectSelection = (snapshot: GuardSnapshot) => snapshot.context.selection;
/** Changes whenever a new organisation token is in use, so permission-based views recompute. */
export const selectTokenKey = (snapshot: GuardSnapshot) => snapshot.context.ready.token;
/** Whether the organisation token held is the selected organisation's: between a choice and its token, calls naming
 * the new organisation would carry the one left, which the services refuse. */
export const selectTokenForSelection = (snapshot: GuardSnapshot) =>
  snapshot.context.ready.token !== undefined && snapshot.context.ready.token === selectionKey(snapshot.context.selection);
export const selectAllowedTarget = (snapshot: GuardSnapshot) =>
  snapshot.matches('allowed') ? snapshot.context.target : undefined;

/** The address the guard chain is checking now, while it runs. */
export const selectCheckedTarget = (snapshot: GuardSnapshot) =>
  snapshot.matches('checking') ? snapshot.context.target : undefined;

export const selectUsername = (snapshot: SessionSnapshot) => snapshot.context.username;
export const selectSessionFailure = (snapshot: SessionSnapshot) =>
  snapshot.matches('fatal') ? (snapshot.context.failure ?? 'identity') : undefined;
/** The services refuse the session's tokens: the shell asks the person to sign in again. */
export const selectSessionExpired = (snapshot: SessionSnapshot) => snapshot.matches('expired');
