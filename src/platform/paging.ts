// Spec §9: fetch-all helpers read pages of 200 until the server says `last`.

/** What fetchAllPages needs of a page: core pages carry `content`, mappings/alarms pages `data` (facts §3). */
export type PageLike<T> = ({ content: T[] } | { data: T[] }) & { last: boolean };

export const defaultPageSize = 200;

export interface FetchAllOptions {
  pageSize?: number;
  signal?: AbortSignal;
  /** Upper bound on requests, for lists where the first N pages are enough. */
  maxPages?: number;
}

/** Pages are 0-based (facts §3). */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<PageLike<T>>,
  { pageSize = defaultPageSize, signal, maxPages = Number.POSITIVE_INFINITY }: FetchAllOptions = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    signal?.throwIfAborted();
    const result = await fetchPage(page, pageSize);
    const content = 'content' in result ? result.content : result.data;
    items.push(...content);
    // An empty page that is not marked last would otherwise be requested forever.
    if (result.last || content.length === 0) break;
  }
  return items;
}
