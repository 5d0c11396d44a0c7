// What the viewer and the editor show while a dashboard opens, or when it cannot: a missing dashboard is said
// plainly (no retry would help); a failure offers a retry. The forbidden and ready cases are each screen's own.
import { useLingui } from '@lingui/react/macro';
import type { DashboardLoadStage } from '../../../machines/dashboardLoad.machine';
import { Callout } from '../../ui/Callout';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';

export function LoadOutcome({
  stage,
  error,
  loadingLabel,
  onRetry,
}: {
  stage: Exclude<DashboardLoadStage, 'ready' | 'forbidden'>;
  error: unknown;
  loadingLabel: string;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  switch (stage) {
    case 'loading':
      return <Spinner label={loadingLabel} />;
    case 'notFound':
      return <Callout tone="warning" title={t`This dashboard does not exist`}>{t`It may have been deleted, or the link names a version that does not exist.`}</Callout>;
    case 'failed':
      return <LoadFailure title={t`The dashboard could not be loaded`} error={error} onRetry={onRetry} />;
  }
}
