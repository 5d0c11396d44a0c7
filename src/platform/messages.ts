// Spec §8 error catalogue, word for word, as lingui descriptors the views translate. The catalogue's other texts
// (embedded-app timeouts, limits, the organisation-host alert) arrive with the features that show them.
import { msg } from '@lingui/core/macro';

export const realmLookupFailed = msg`Error initializing. Please check the hostname is correct and retry`;

export const noPermissions = (id: string | number) => msg`No permissions in token to enter organization ${id}`;

export const guardError = (message: string) => msg`Reload organization selector after error ${message}`;
