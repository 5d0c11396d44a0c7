// The clients tab's filter as typed: expiry and activation ranges in whole days (the last day counted to its end, as
// the consumptions' range is, spec §9) and whether clients with a licence not yet activated stay listed. A range whose
// end is before its start is refused at its end field; nothing is sent.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ClientFilter } from '../../platform/licencesTypes';

export interface ClientFilterValues {
  expiresFrom: string;
  expiresTo: string;
  activatedFrom: string;
  activatedTo: string;
  includeNotRedeemed: boolean;
}

export const noClientFilter: ClientFilterValues = { expiresFrom: '', expiresTo: '', activatedFrom: '', activatedTo: '', includeNotRedeemed: true };

export type ClientFilterField = 'expiresTo' | 'activatedTo';
export type ClientFilterErrors = Partial<Record<ClientFilterField, MessageDescriptor>>;

const day = 86_400_000;

/** The first moment of a `yyyy-mm-dd` day (UTC), or undefined when empty or not a day. */
function dayStart(input: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input)) return undefined;
  const time = Date.parse(`${input}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time;
}

/** The filter to send, or what is wrong at which field. */
export function clientFilterOf(values: ClientFilterValues): { filter: ClientFilter; errors: ClientFilterErrors } {
  const errors: ClientFilterErrors = {};
  const range = (fromInput: string, toInput: string, field: ClientFilterField) => {
    const from = dayStart(fromInput);
    const toStart = dayStart(toInput);
    if (from !== undefined && toStart !== undefined && toStart < from) errors[field] = msg`The last day cannot be before the first.`;
    // The last day counts to its end.
    return { from, to: toStart === undefined ? undefined : toStart + day - 1 };
  };
  const expires = range(values.expiresFrom, values.expiresTo, 'expiresTo');
  const activated = range(values.activatedFrom, values.activatedTo, 'activatedTo');
  const filter: ClientFilter = {
    ...(expires.from === undefined ? {} : { expirationDateFrom: expires.from }),
    ...(expires.to === undefined ? {} : { expirationDateTo: expires.to }),
    ...(activated.from === undefined ? {} : { activationDateFrom: activated.from }),
    ...(activated.to === undefined ? {} : { activationDateTo: activated.to }),
  };
  // Without a range every client is listed; with one, those waiting for an activation stay when asked.
  if (Object.keys(filter).length > 0) filter.includeNotRedeemed = values.includeNotRedeemed;
  return { filter, errors };
}
