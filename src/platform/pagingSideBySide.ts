// A large list in a few large pages (the device map's positions): once the first page tells how many there are, the
// rest are asked side by side rather than one after another. Apart from ./paging.ts, which the entry carries for the
// lists it reads page after page.
import { defaultPageSize, itemsOf, type PageLike } from './paging';

/** Every item of a list whose pages tell their number, in page order; pages are 0-based (facts §3). */
export async function fetchAllPagesSideBySide<T>(
  fetchPage: (page: number, pageSize: number) => Promise<PageLike<T> & { totalPages: number }>,
  { pageSize = defaultPageSize, signal }: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<T[]> {
  signal?.throwIfAborted();
  const first = await fetchPage(0, pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => fetchPage(index + 1, pageSize)));
  return [first, ...rest].flatMap(itemsOf);
}
