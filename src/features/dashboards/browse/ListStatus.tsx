// What a list shows besides its rows: that it is loading, why it could not be loaded (with a retry), that it is
// empty or that nothing matches the search, and why the last row action failed.
import { Button, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PagedListStage } from '../../../../machines/pagedList.machine';
import { describeError } from '../../../platform/errors';
import { Callout } from '../../../ui/Callout';
import { Spinner } from '../../../ui/Spinner';

export interface ListStatusProps {
  stage: PagedListStage;
  error: unknown;
  actionError: unknown;
  /** The list holds nothing for this query (undefined before the first answer). */
  empty: boolean | undefined;
  searching: boolean;
  labels: { loading: string; failed: string; empty: string; noMatch: string; actionFailed: string };
  onRetry: () => void;
}

export function ListStatus({ stage, error, actionError, empty, searching, labels, onRetry }: ListStatusProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      {actionError !== undefined && (
        <Callout tone="error" title={labels.actionFailed}>
          <Text>{i18n._(describeError(actionError))}</Text>
        </Callout>
      )}
      {stage === 'failed' && (
        <Callout tone="error" title={labels.failed}>
          <Text>{i18n._(describeError(error))}</Text>
          <Button mt="sm" variant="outline" color="red.8" onClick={onRetry}>
            {t`Retry`}
          </Button>
        </Callout>
      )}
      {stage === 'loading' && <Spinner label={labels.loading} />}
      {stage !== 'failed' && empty === true && <Text role="status">{searching ? labels.noMatch : labels.empty}</Text>}
    </>
  );
}
