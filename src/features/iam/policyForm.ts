// What the security policy form refuses before sending (the sandbox refuses the same, src/platform/iamRules.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { maxPolicyNameLength } from '../../platform/iamRules';

export function validatePolicyName(name: string): MessageDescriptor | undefined {
  if (name.trim() === '') return msg`Enter a name.`;
  if (name.length > maxPolicyNameLength) return msg`Use at most ${maxPolicyNameLength} characters.`;
  return undefined;
}
