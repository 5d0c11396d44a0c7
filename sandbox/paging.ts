// The platform's page envelopes (facts §3) over an in-memory list; `page` is 0-based.
import type { CorePage, DataPage } from '../src/platform/types';

const defaultPageSize = 20;

/** Non-negative integer query parameter, or the fallback when absent or malformed. */
function intParam(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * Facts §3 sorting (`orderBy`, `orderDir`) by creation date: oldest first when asked `ASC`, else newest first (what
 * the licence lists answer unasked too).
 */
export function byCreationDate(url: URL): (a: { creationDate: number }, b: { creationDate: number }) => number {
  const ascending = url.searchParams.get('orderBy') === 'creationDate' && url.searchParams.get('orderDir') === 'ASC';
  return ascending ? (a, b) => a.creationDate - b.creationDate : (a, b) => b.creationDate - a.creationDate;
}

export function corePage<T>(items: readonly T[], url: URL): CorePage<T> {
  const size = Math.max(1, intParam(url, 'pageSize', defaultPageSize));
  const number = intParam(url, 'page', 0);
  const content = items.slice(number * size, (number + 1) * size);
  const totalPages = Math.ceil(items.length / size);
  return {
    content,
    number,
    size,
    numberOfElements: content.length,
    totalElements: items.length,
    totalPages,
    first: number === 0,
    last: number >= totalPages - 1,
  };
}

/** The mappings, alarms and notifications envelope: the same page, items under `data`. */
export function dataPage<T>(items: readonly T[], url: URL): DataPage<T> {
  const { content, number, totalElements, totalPages, last } = corePage(items, url);
  return { data: content, number, totalElements, totalPages, last };
}
