// What /log's audit tab is narrowed by, as typed in its fields and kept in the address (`actor`, `type`, `entity`,
// `event`, `from`, `to`), so a link or a reload opens the same view; the applied filter is also the paged list's
// named subset (a query string), which the flow reads back into the service's filter. Times are the browser's
// local date and minute; `to` includes its whole minute.
import { maxAuditFilterText } from '../../platform/auditQuery';
import type { AuditFilter } from '../../platform/auditTypes';
import { fromLocalInput } from '../../ui/localMoment';

export interface AuditFilterForm {
  actor: string;
  entityType: string;
  entityId: string;
  event: string;
  /** `YYYY-MM-DDTHH:mm` (../../ui/localMoment.ts), or empty. */
  from: string;
  to: string;
}

export const emptyAuditForm: AuditFilterForm = { actor: '', entityType: '', entityId: '', event: '', from: '', to: '' };

const addressKeys: Record<keyof AuditFilterForm, string> = {
  actor: 'actor',
  entityType: 'type',
  entityId: 'entity',
  event: 'event',
  from: 'from',
  to: 'to',
};
const fields = Object.keys(addressKeys) as (keyof AuditFilterForm)[];

export function auditFormFromSearch(search: string): AuditFilterForm {
  const query = new URLSearchParams(search);
  return Object.fromEntries(fields.map((field) => [field, query.get(addressKeys[field]) ?? ''])) as unknown as AuditFilterForm;
}

/** Writes the form into `query`, leaving out the empty parts. */
export function writeAuditForm(query: URLSearchParams, form: AuditFilterForm): void {
  for (const field of fields) {
    const value = form[field].trim();
    if (value === '') query.delete(addressKeys[field]);
    else query.set(addressKeys[field], value);
  }
}

/** The form as the paged list's named subset, and back (auditFilterFromKey). */
export function auditFormKey(form: AuditFilterForm): string {
  const query = new URLSearchParams();
  writeAuditForm(query, form);
  return query.toString();
}

const minute = 60_000;
const localTime = (value: string): number | undefined => (value === '' ? undefined : (fromLocalInput(value) ?? Number.NaN));

export type AuditFormProblem = 'tooLong' | 'invalidTime' | 'endsBeforeStart';

/** Why a field of the form cannot be applied, by field; empty when it can. */
export function auditFormProblems(form: AuditFilterForm): Partial<Record<keyof AuditFilterForm, AuditFormProblem>> {
  const problems: Partial<Record<keyof AuditFilterForm, AuditFormProblem>> = {};
  for (const field of ['actor', 'entityType', 'entityId', 'event'] as const) {
    if (form[field].trim().length > maxAuditFilterText) problems[field] = 'tooLong';
  }
  const [from, to] = [localTime(form.from), localTime(form.to)];
  if (Number.isNaN(from)) problems.from = 'invalidTime';
  if (Number.isNaN(to)) problems.to = 'invalidTime';
  else if (from !== undefined && to !== undefined && !Number.isNaN(from) && to < from) problems.to = 'endsBeforeStart';
  return problems;
}

/** The service's filter for the list's named subset (a form key). */
export function auditFilterFromKey(key: string): AuditFilter {
  const form = auditFormFromSearch(key);
  const [from, to] = [localTime(form.from), localTime(form.to)];
  return {
    actor: form.actor || undefined,
    entityType: form.entityType || undefined,
    entityId: form.entityId || undefined,
    event: form.event || undefined,
    from,
    to: to === undefined ? undefined : to + minute - 1,
  };
}
