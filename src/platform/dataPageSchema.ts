// The data services' page, apart from schemas.ts (which the entry carries) because only the section clients read it.
import * as v from 'valibot';

/** The mappings, alarms and notifications page (facts §3): what the portal shows of a paged list. */
export const dataPageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    data: v.array(item),
    number: v.number(),
    totalElements: v.number(),
    totalPages: v.number(),
    last: v.boolean(),
  });
