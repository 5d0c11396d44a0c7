// The group name's rule, checked before sending so the mistake is named at the field; the service checks the same
// limit again (src/platform/iamRules.ts). Nothing typed is trimmed or cut.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { maxGroupNameLength } from '../../platform/iamRules';

export function validateGroupName(name: string): MessageDescriptor | undefined {
  if (name.trim() === '') return msg`Enter a name.`;
  if (name.length > maxGroupNameLength) return msg`Use at most ${maxGroupNameLength} characters.`;
  return undefined;
}
