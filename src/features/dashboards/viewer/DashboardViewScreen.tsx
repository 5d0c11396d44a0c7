// Spec §2 /dashboards/{projectId}: the dashboard viewer (query `version`; `ecc_device_<slot>` keys fill its slots).
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { navigate, useHashPath, useHashSearch } from '../../../app/hashLocation';
import { useAccess, useOrgHref, usePortal } from '../../../app/portal';
import { selectUsername } from '../../../app/selectors';
import { mayEdit } from '../loadedDashboard';
import { slotDevicesOf, withSlotDevices } from '../slotQuery';
import { DashboardView } from './DashboardView';

export default function DashboardViewScreen({ params }: { params: Record<string, string> }) {
  const { t } = useLingui();
  const projectId = params.projectId ?? '';
  const path = useHashPath();
  const search = new URLSearchParams(useHashSearch());
  const version = search.get('version') ?? undefined;
  const href = useOrgHref();
  const username = useSelector(usePortal().actors.session, selectUsername);
  const canUpdate = useAccess()?.ability.can('update', 'dashboards') ?? false;

  return (
    <DashboardView
      projectId={projectId}
      version={version}
      slotDevices={slotDevicesOf(search)}
      onSlotsChange={(slots) => navigate(`${path}?${withSlotDevices(search, slots).toString()}`, { replace: true })}
      actions={(loaded) =>
        mayEdit(loaded.item, username, canUpdate) ? (
          <Button component="a" href={href(`/dashboards/${encodeURIComponent(projectId)}/edit`)} variant="light">
            {t`Edit`}
          </Button>
        ) : null
      }
    />
  );
}
