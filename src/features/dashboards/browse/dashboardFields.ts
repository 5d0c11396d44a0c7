// The name and description a dashboard (or flow) is given, checked as the dashboard service checks them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const maxNameLength = 100;
export const maxDescriptionLength = 500;

export interface NameFields {
  name: string;
  description: string;
}

/** What is wrong with each field, if anything; the name is trimmed by the service, so blank is empty. */
export function nameFieldProblems({ name, description }: NameFields): Partial<Record<keyof NameFields, MessageDescriptor>> {
  return {
    ...(name.trim() === ''
      ? { name: msg`Enter a name.` }
      : name.trim().length > maxNameLength
        ? { name: msg`At most ${maxNameLength} characters.` }
        : {}),
    ...(description.length > maxDescriptionLength ? { description: msg`At most ${maxDescriptionLength} characters.` } : {}),
  };
}
