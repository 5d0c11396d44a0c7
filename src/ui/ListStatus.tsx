// What a list shows besides its rows: that it is loading, why it could not be loaded (with a retry), that it is
// empty or that nothing matches the search, and why the last row action failed.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import type { ReactNode } from 'react';
import type { PagedListStage } from '../../machines/pagedList.machine';
import { Callout } from './Callout';
import { ErrorMessage } from './ErrorMessage';
import { LoadFailure } from './LoadFailure';
import { Spinner } from './Spinner';

export interface ListStatusProps {
  stage: PagedListStage;
  error: unknown;
  actionError: unknown;
  /** The list holds nothing for this query (undefined before the first answer). */
  empty: boolean | undefined;
  searching: boolean;
  labels: { loading: string; failed: string; empty: ReactNode; noMatch: ReactNode; actionFailed: string };
  onRetry: () => void;
}

export function ListStatus({ stage, error, actionError, empty, searching, labels, onRetry }: ListStatusProps) {
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
      {stage === 'loading' && <Spinner label={labels.loading} />}
      {stage !== 'failed' && empty === true && <Text role="status">{searching ? labels.noMatch : labels.empty}</Text>}
    </>
  );
}
