// A user group or security policy created or renamed, as a write of the request attempts (src/platform/
// requestAttempts.ts). Its name is the organisation's to keep unique: the service alone checks it, and its 409 is
// said at the name field. Read back after a lost answer, the item of that name (the same item, when one was renamed)
// counts as written.
import { isPlatformError } from '../../platform/errors';
import type { Write } from '../../platform/requestAttempts';
import type { RequestId } from '../../platform/requestIds';
import { NameTaken } from './nameTaken';

interface Named {
  id: number;
  name: string;
}

export function namedWrite<T extends Named>(
  draft: { name: string },
  current: Named | undefined,
  send: (requestId: RequestId) => Promise<T>,
  /** The organisation's items found by the draft's name. */
  named: () => Promise<T[]>,
): Write<T> {
  return {
    service: 'core',
    async send(requestId) {
      try {
        return await send(requestId);
      } catch (error) {
        if (isPlatformError(error) && error.status === 409) throw new NameTaken('name');
        throw error;
      }
    },
    async readBack() {
      return (await named()).find((found) => found.name === draft.name && (current === undefined || found.id === current.id));
    },
  };
}
