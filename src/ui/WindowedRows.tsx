// The rows of a long table drawn only near the window's view (the page scrolls the window, not the table): a page
// of hundreds of devices costs the browser the few dozen rows a person can see. Spacer rows above and below keep the
// table's height, so the scroll bar and the position in the list read true; each drawn row is measured, so rows of
// any height (the phone's cards) place right. Up to `windowedFrom` rows every row is drawn: a short page needs no
// windowing, and every row stays findable by the browser's own search.
import { Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { labelCells } from './CardTable';

export const windowedFrom = 100;

export interface WindowedRows {
  /** For the table's `<tbody>`: where the rows start on the page. */
  body: RefObject<HTMLTableSectionElement | null>;
  /** The indexes of the rows to draw, in order. */
  indexes: number[];
  /** Pixels of rows not drawn above and below the drawn ones (0 when every row is drawn). */
  before: number;
  after: number;
  /** For each drawn row's `ref`, with its index in `data-index`; absent when every row is drawn. */
  measure?: (row: HTMLTableRowElement | null) => void;
}

function useWindowedRows(count: number, estimatedHeight: number): WindowedRows {
  const body = useRef<HTMLTableSectionElement>(null);
  const [top, setTop] = useState(0);
  const windowed = count > windowedFrom;
  // Where the rows start, again whenever the page's size changes: what is above the table (filters, a notice) may
  // have grown or gone.
  useLayoutEffect(() => {
    if (!windowed) return;
    const place = () => {
      if (body.current) setTop(Math.round(body.current.getBoundingClientRect().top + window.scrollY));
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed]);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count,
    estimateSize: () => estimatedHeight,
    // A phone's cards stand apart by their margin, which is theirs to keep.
    measureElement: (row) => row.getBoundingClientRect().height + (parseFloat(getComputedStyle(row).marginBottom) || 0),
    overscan: 10,
    // A scroll's new rows are drawn in a task of their own, not inside the scroll event: the scroll never waits on
    // them, and the overscan keeps rows ready under a smooth scroll.
    useFlushSync: false,
    scrollMargin: top,
    enabled: windowed,
  });
  if (!windowed) return { body, indexes: Array.from({ length: count }, (_, index) => index), before: 0, after: 0 };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    body,
    indexes: items.map(({ index }) => index),
    before: first ? first.start - top : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - top) : 0,
    measure: virtualizer.measureElement,
  };
}

export interface WindowedBodyProps {
  count: number;
  /** A row's height before it is measured. */
  estimatedHeight: number;
  /** Draws the row at `index`; its `<tr>` takes `measure` as its ref (absent when every row is drawn). */
  row: (index: number, measure?: (row: HTMLTableRowElement | null) => void) => ReactNode;
}

/**
 * The `<tbody>` of a long table, drawing only the rows near the view. It redraws on its own as the window scrolls,
 * not the table around it, so its rows should be memoised components: then a scroll draws only the rows coming into
 * view. Inside a CardTable it labels the cells it draws for the phone's cards, as CardTable does after its renders.
 */
export function WindowedBody({ count, estimatedHeight, row }: WindowedBodyProps) {
  const rows = useWindowedRows(count, estimatedHeight);
  useLayoutEffect(() => {
    const table = rows.body.current?.closest('table');
    if (table) labelCells(table);
  });
  return (
    <Table.Tbody ref={rows.body}>
      <WindowSpacer height={rows.before} />
      {rows.indexes.map((index) => row(index, rows.measure))}
      <WindowSpacer height={rows.after} />
    </Table.Tbody>
  );
}

/** The height of rows not drawn, so the page scrolls as if they were there; never a card of its own on a phone. */
function WindowSpacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden data-spacer style={{ height }}>
      <td colSpan={99} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
