// What the viewer and the editor show while a dashboard opens, or when it cannot: a dashboard not shared with
// the person (or missing) is said plainly (no retry would help); a failure offers a retry. The forbidden and ready cases are each screen's own.
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
      // The service answers a dashboard not shared with the person as one that does not exist (404 for both): the
      // likelier reason, for someone who followed a link, comes first.
      return (
        <Callout tone="warning" title={t`This dashboard is not shared with you`}>
          {t`Its owner can share it with you. It may also have been deleted, or the link names a version that does not exist.`}
        </Callout>
      );
    case 'failed':
      return <LoadFailure title={t`The dashboard could not be loaded`} error={error} onRetry={onRetry} />;
  }
}
