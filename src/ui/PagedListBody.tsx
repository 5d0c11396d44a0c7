// A paged list's body under its controls, the same in every section: what ListStatus says (loading, failure, empty,
// no match, a row action that failed), then the rows the screen draws and the pager. A list may offer page sizes;
// another page of a long one, asked for at its end, starts where the person can read it.
import { useRef, type ReactNode } from 'react';
import { ListStatus, type ListStatusProps } from './ListStatus';
import { Pager } from './Pager';
import type { usePagedList } from './usePagedList';

export interface PagedListBodyProps<Item, Action> {
  paged: ReturnType<typeof usePagedList<Item, Action>>;
  labels: ListStatusProps['labels'];
  emptyNext?: ListStatusProps['emptyNext'];
  /** Whether the list is narrowed, so an empty page is "no match" rather than "nothing yet"; by default its search. */
  searching?: boolean;
  pagerLabel: string;
  /** False while a dialog of the screen's own shows the row action's failure, so it is not said twice. */
  showActionError?: boolean;
  /** The page sizes offered, smallest first, and what else a choice changes (the address). */
  pageSizes?: { options: readonly number[]; onChoose?: (pageSize: number) => void };
  /** The rows; `busy` while a page loads or a row action waits or runs, when no other action may start. */
  children: (items: Item[], busy: boolean) => ReactNode;
}

export function PagedListBody<Item, Action>({
  paged,
  labels,
  emptyNext,
  searching,
  pagerLabel,
  showActionError = true,
  pageSizes,
  children,
}: PagedListBodyProps<Item, Action>) {
  const { list, stage, page, query, error, actionError, busy } = paged;
  const rows = useRef<HTMLDivElement>(null);
  return (
    <>
      <ListStatus
        stage={stage}
        error={error}
        actionError={showActionError ? actionError : undefined}
        empty={page && page.totalElements === 0}
        searching={searching ?? query.search.trim() !== ''}
        labels={labels}
        emptyNext={emptyNext}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <div ref={rows} style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
            {children(page.items, busy || stage === 'loading')}
          </div>
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={pagerLabel}
            disabled={stage !== 'ready' || busy}
            onPage={(number) => {
              if ((rows.current?.getBoundingClientRect().top ?? 0) < 0) rows.current?.scrollIntoView({ block: 'start' });
              list.send({ type: 'user.page', page: number });
            }}
            sizes={
              pageSizes && {
                options: pageSizes.options,
                onChoose: (pageSize) => {
                  pageSizes.onChoose?.(pageSize);
                  list.send({ type: 'user.pageSize', pageSize });
                },
              }
            }
          />
        </>
      )}
    </>
  );
}
