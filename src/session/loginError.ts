// Spec §8: the guard chain stores its error for the selector, which shows it once.
import type { GuardFailure } from '../../machines/navigationGuard.machine';
import { sessionKeys } from './browserKeys';

/**
 * The stored error, left in place: the selector reads it while rendering and forgets it once shown (so it shows
 * once), since a render React throws away (one that suspends on a chunk still loading) must not lose it.
 */
export function readLoginError(session: Storage): GuardFailure | undefined {
  const raw = session.getItem(sessionKeys.loginError);
  if (!raw) return undefined;
  try {
    const failure = JSON.parse(raw) as Partial<GuardFailure>;
    if (failure.kind === 'noPermissions' && typeof failure.organization === 'string') return failure as GuardFailure;
    if (failure.kind === 'error' && typeof failure.message === 'string') return failure as GuardFailure;
  } catch {
    // An unreadable entry is dropped like a read one.
  }
  return undefined;
}

export function forgetLoginError(session: Storage): void {
  session.removeItem(sessionKeys.loginError);
}
