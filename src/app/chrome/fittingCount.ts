// How many of the top bar's section links fit: all when they do, otherwise as many as leave room for "More".

/** `widths` of the links in order (gaps included), the `room` there is, the `more` button's width. */
export function fittingCount(widths: readonly number[], room: number, more: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= room) return widths.length;
  let used = more;
  let count = 0;
  for (const width of widths) {
    if (used + width > room) break;
    used += width;
    count += 1;
  }
  return count;
}
