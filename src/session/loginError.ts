// Spec §8: the guard chain stores its error for the selector, which shows it once.
import type { GuardFailure } from '../../machines/navigationGuard.machine';
import { sessionKeys } from './browserKeys';

export function takeLoginError(session: Storage): GuardFailure | undefined {
  const raw = session.getItem(sessionKeys.loginError);
  session.removeItem(sessionKeys.loginError);
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
