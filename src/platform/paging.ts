// Spec §9: fetch-all reads pages of 200 until the last one. The one loop that reads every page: a list read whole
// goes through it, so a page read twice, skipped or not asked for is fixed (and tested) in one place.

/**
 * What fetchAllPages needs of a page: its items, under the name its service gives them (core pages `content`,
 * mappings and alarms pages `data`, the portal's own `items`), and how to tell it is the last: a `last` flag, or
 * the number of pages.
 */
export type PageLike<T> = ({ content: T[] } | { data: T[] } | { items: T[] }) & ({ last: boolean } | { totalPages: number });

export const defaultPageSize = 200;

export interface FetchAllOptions {
  pageSize?: number;
  signal?: AbortSignal;
  /** Upper bound on requests, for lists where the first N pages are enough. */
  maxPages?: number;
}

export const itemsOf = <T>(page: PageLike<T>): T[] => ('content' in page ? page.content : 'data' in page ? page.data : page.items);

/** Whether the page read as number `page` (0-based) is the last one. */
const isLast = <T>(answer: PageLike<T>, page: number): boolean => ('last' in answer ? answer.last : page + 1 >= answer.totalPages);

/** Every item of a paged list, in page order; pages are 0-based (facts §3). */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<PageLike<T>>,
  { pageSize = defaultPageSize, signal, maxPages = Number.POSITIVE_INFINITY }: FetchAllOptions = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    signal?.throwIfAborted();
    const answer = await fetchPage(page, pageSize);
    const content = itemsOf(answer);
    items.push(...content);
    // An empty page that is not marked last would otherwise be requested forever.
    if (isLast(answer, page) || content.length === 0) break;
  }
  return items;
}
