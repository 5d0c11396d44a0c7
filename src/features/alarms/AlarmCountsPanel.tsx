// The severity and per-device counts of the alarms matching the filters, read apart from the rows.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectAnswer, selectQuery, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { AlarmFilter } from '../../platform/alarmFilter';
import { LoadFailure } from '../../ui/LoadFailure';
import { DeviceCounts } from './DeviceCounts';
import type { AlarmCountsActor } from './flows';
import { SeverityCounts } from './SeverityCounts';

export interface AlarmCountsPanelProps {
  counts: AlarmCountsActor;
  deviceLabel: (deviceId: string) => string | undefined;
  onChange: (filter: Partial<AlarmFilter>) => void;
}

export function AlarmCountsPanel({ counts, deviceLabel, onChange }: AlarmCountsPanelProps) {
  const { t } = useLingui();
  const stage = useSelector(counts, selectQueryStage);
  const query = useSelector(counts, selectQuery);
  const answer = useSelector(counts, selectAnswer);
  const error = useSelector(counts, selectQueryError);

  if (stage === 'failed') {
    return (
      <LoadFailure
        tone="warning"
        title={t`The alarm counts could not be loaded`}
        error={error}
        onRetry={() => counts.send({ type: 'query.retry' })}
      />
    );
  }
  // The rows show meanwhile; the counts take their place when they come.
  if (answer === undefined) return null;
  return (
    <>
      <SeverityCounts
        counts={answer.severityCounts}
        minSeverity={query.filter.minSeverity}
        onPick={(minSeverity) => onChange({ minSeverity })}
      />
      <DeviceCounts
        entries={answer.devices.entries}
        last={answer.devices.last}
        deviceId={query.filter.deviceId}
        deviceLabel={deviceLabel}
        onPick={(deviceId) => onChange({ deviceId })}
        onMore={() => counts.send({ type: 'query.change', query: { ...query, devicePages: query.devicePages + 1 } })}
      />
    </>
  );
}
