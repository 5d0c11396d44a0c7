// Whether the organisation may store dashboard assets (spec §7 GET /dashboards/assetstorage): images and files the
// editor adds to dashboards need it.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../../machines/loadAndSubmit.machine';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useDashboardLists } from '../listFlows';

export function AssetStorageStatus({ organization }: { organization: string }) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const [machine] = useState(() => flows.assetStorage(organization));
  const flow = useActorRef(machine);
  const stage = useSelector(flow, selectStage);
  const status = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);

  if (stage === 'loadFailed') {
    return (
      <LoadFailure
        tone="warning"
        title={t`Whether assets can be stored is not known`}
        error={error}
        onRetry={() => flow.send({ type: 'user.retry' })}
      />
    );
  }
  if (status === undefined) return null;
  return (
    <Text size="sm" role="status">
      {status.enabled
        ? t`Asset storage is enabled: dashboards can hold images and files.`
        : t`Asset storage is not enabled for this organization: dashboards cannot hold images and files.`}
    </Text>
  );
}
