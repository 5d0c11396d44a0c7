// A paged list's body under its controls, the same in every section: what ListStatus says (loading, failure, empty,
// no match, a row action that failed), then the rows the screen draws and the pager.
import type { ReactNode } from 'react';
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
  children,
}: PagedListBodyProps<Item, Action>) {
  const { list, stage, page, query, error, actionError, busy } = paged;
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
          {children(page.items, busy || stage === 'loading')}
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={pagerLabel}
            disabled={stage !== 'ready' || busy}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
    </>
  );
}
