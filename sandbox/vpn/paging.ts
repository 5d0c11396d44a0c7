// The remote-access service's query numbers and its page (facts §11 IPage); a value out of range is a 400 naming it.
import { errorResponse } from '../http';

export /** A whole number from the query within [min, max], its default when absent, or the 400 naming the field. */
function wholeParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number | Response {
  const text = query.get(name);
  if (text === null) return fallback;
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < min || value > max) return errorResponse(400, `${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** One page of `items` by the query's `page` and `pageSize` (at most `maxPageSize`), or the 400 naming the field. */
export function vpnPage<T>(items: readonly T[], query: URLSearchParams, maxPageSize: number) {
  const page = wholeParam(query, 'page', 0, 0, Number.MAX_SAFE_INTEGER);
  if (page instanceof Response) return page;
  const pageSize = wholeParam(query, 'pageSize', 20, 1, maxPageSize);
  if (pageSize instanceof Response) return pageSize;
  const totalPages = Math.ceil(items.length / pageSize);
  return { content: items.slice(page * pageSize, (page + 1) * pageSize), number: page, size: pageSize, totalElements: items.length, totalPages, last: page >= totalPages - 1 };
}
