// What a list shows besides its rows: that it is loading (its shape until the first answer, then a spinner over the
// rows it has), why it could not be loaded (with a retry), that it is empty with the next step, or that nothing
// matches the search, and why the last row action failed.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import type { ReactNode } from 'react';
import type { PagedListStage } from '../../machines/pagedList.machine';
import { Callout } from './Callout';
import { EmptyState } from './EmptyState';
import { ErrorMessage } from './ErrorMessage';
import { LoadFailure } from './LoadFailure';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

export interface ListStatusProps {
  stage: PagedListStage;
  error: unknown;
  actionError: unknown;
  /** The list holds nothing for this query (undefined before the first answer). */
  empty: boolean | undefined;
  searching: boolean;
  /** `actionFailed` and `noMatch` where the list has row actions and a search. */
  labels: { loading: string; failed: string; empty: ReactNode; noMatch?: ReactNode; actionFailed?: string };
  /** The next step from an empty list (see EmptyState): the control that takes it, or a note on what to do instead. */
  emptyNext?: { action?: ReactNode; note?: ReactNode };
  onRetry: () => void;
}

export function ListStatus({ stage, error, actionError, empty, searching, labels, emptyNext, onRetry }: ListStatusProps) {
  return (
    <>
      {actionError !== undefined && (
        <Callout tone="error" title={labels.actionFailed}>
          <ErrorMessage error={actionError} />
        </Callout>
      )}
      {stage === 'failed' && (
        <LoadFailure title={labels.failed} error={error} onRetry={onRetry} />
      )}
      {stage === 'loading' && (empty === undefined ? <Skeleton label={labels.loading} /> : <Spinner label={labels.loading} />)}
      {stage !== 'failed' &&
        empty === true &&
        (searching ? (
          <Text role="status">{labels.noMatch}</Text>
        ) : (
          <EmptyState action={emptyNext?.action} note={emptyNext?.note}>
            {labels.empty}
          </EmptyState>
        ))}
    </>
  );
}
