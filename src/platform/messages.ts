// Spec §8 error catalogue, word for word, as lingui descriptors the views translate.
import { msg } from '@lingui/core/macro';

export const realmLookupFailed = msg`Error initializing. Please check the hostname is correct and retry`;

// ICU MessageFormat reads a single quote before "{" as an escape, so the quotes around the name are doubled;
// the rendered text is exactly the spec's: Cannot navigate to organization 'acme'.
export const orgInitFailed = (name: string) => msg`Cannot navigate to organization ''${name}''.`;

export const noPermissions = (id: string | number) => msg`No permissions in token to enter organization ${id}`;

export const guardError = (message: string) => msg`Reload organization selector after error ${message}`;

export const appConnectTimeout = msg`Create timeout reached`;

export const appPreferenceTimeout = (key: string) =>
  msg`Timeout reached waiting for user preference ${key} response`;

export const required = (name: string) => msg`${name} is required`;

export const undefinedLimits = msg`undefined limits`;
