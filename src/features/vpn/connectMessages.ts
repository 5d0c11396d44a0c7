// What a failed connect tells the person beyond the general message of its kind: the next step that fits.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isPlatformError } from '../../platform/errors';

export function connectFailureHint(error: unknown): MessageDescriptor | undefined {
  if (isPlatformError(error, 'conflict')) return msg`The gateway went offline or someone else connected to it. Try again when it is online and free.`;
  if (isPlatformError(error, 'forbidden')) return msg`The one-time password may have expired or been used. Connect again with a new one.`;
  return undefined;
}
