// The sub-organisation form's values and rules (src/platform/organizationsRules.ts, checked again by the service):
// each mistake is named at its field before anything is sent; nothing typed is trimmed or lower-cased behind the
// person's back.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { labelProblem, maxLabelLength, nameLength, nameProblem } from '../../platform/organizationsRules';
import type { OrganizationGrant, OrganizationSettings } from '../../platform/organizationsTypes';
import type { LicenceSettings } from '../../platform/licencesTypes';
import type { Organization } from '../../platform/types';
import { quantityError, quantityOf } from './limitForm';

export interface OrganizationFormValues extends OrganizationSettings {
  name: string;
  /** A new sub-organisation's device limit, as typed; empty for none. */
  deviceLimit: string;
  /** What it may switch on for its own sub-organisations (edit only). */
  grant?: OrganizationGrant;
}

export type OrganizationFormErrors = Partial<Record<'name' | 'label' | 'deviceLimit', MessageDescriptor>>;

export function newOrganizationValues(): OrganizationFormValues {
  return { name: '', label: '', dataEnabled: false, vpnEnabled: false, dealer: false, hasOwnResources: false, deviceLimit: '' };
}

/** An organisation's values: its licence-side flags as the licence service holds them. */
export function organizationValues(organization: Organization, grant: OrganizationGrant, licence: LicenceSettings): OrganizationFormValues {
  const { name, label, dataEnabled, vpnEnabled } = organization;
  return { name, label, dataEnabled, vpnEnabled, dealer: licence.dealer, hasOwnResources: licence.hasOwnResources, deviceLimit: '', grant };
}

export function validateOrganization(values: OrganizationFormValues, editing: boolean): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  if (!editing) {
    const name = nameProblem(values.name);
    if (name === 'required') errors.name = msg`Enter a name.`;
    else if (name === 'length') errors.name = msg`Use ${nameLength.min} to ${nameLength.max} characters.`;
    else if (name === 'characters') errors.name = msg`Use lower-case letters, digits and dashes, starting and ending with a letter or digit.`;
    const limit = quantityError(values.deviceLimit, false);
    if (limit) errors.deviceLimit = limit;
  }
  const label = labelProblem(values.label);
  if (label === 'required') errors.label = msg`Enter a display name.`;
  else if (label === 'length') errors.label = msg`Use at most ${maxLabelLength} characters.`;
  return errors;
}

/** What the dialog sends for valid values. */
export interface OrganizationDraft {
  settings: OrganizationSettings & { name: string };
  /** New sub-organisation: its device limit, when one was given. */
  deviceLimit?: number;
  grant?: OrganizationGrant;
}

export function organizationDraft(values: OrganizationFormValues): OrganizationDraft {
  const { name, label, dataEnabled, vpnEnabled, dealer, hasOwnResources, deviceLimit, grant } = values;
  const limit = quantityOf(deviceLimit);
  return {
    settings: { name, label, dataEnabled, vpnEnabled, dealer, hasOwnResources },
    ...(typeof limit === 'number' ? { deviceLimit: limit } : {}),
    ...(grant ? { grant } : {}),
  };
}
