// Spec §2 /dashboards/{projectId}: the dashboard viewer (query `version`; `ecc_device_<slot>` keys fill its slots).
import { useSelector } from '@xstate/react';
import { navigate, useHashPath, useHashSearch } from '../../../routes/hashLocation';
import { useAccess, usePortal } from '../../../portal/portal';
import { selectUsername } from '../../../portal/selectors';
import { itemAccess } from '../browse/access';
import { slotDevicesOf, withSlotDevices } from '../slotQuery';
import { DashboardView } from './DashboardView';
import { ViewerActions } from './ViewerActions';

export default function DashboardViewScreen({ params }: { params: Record<string, string> }) {
  const projectId = params.projectId ?? '';
  const path = useHashPath();
  const search = new URLSearchParams(useHashSearch());
  const version = search.get('version') ?? undefined;
  const username = useSelector(usePortal().actors.session, selectUsername);
  const ability = useAccess()?.ability;
  const slotDevices = slotDevicesOf(search);

  return (
    <DashboardView
      projectId={projectId}
      version={version}
      slotDevices={slotDevices}
      onSlotsChange={(slots) => navigate(`${path}?${withSlotDevices(search, slots).toString()}`, { replace: true })}
      actions={(loaded) => <ViewerActions loaded={loaded} access={itemAccess(loaded.item, username, ability)} slotDevices={slotDevices} />}
    />
  );
}
