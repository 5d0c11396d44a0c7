// Spec §2 /dashboards/{projectId}: the dashboard viewer (query `version`; `ecc_device_<slot>` keys fill its slots).
// The person's default dashboard, where they land every day, has the fleet overview above it.
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useLocation, useParams, useSearch } from 'wouter';
import { navigate } from '../../../routes/hashLocation';
import { useAccess, usePortal, useSelectedOrganization } from '../../../portal/portal';
import { selectUsername } from '../../../portal/selectors';
import { itemAccess } from '../browse/access';
import { slotDevicesOf, withSlotDevices } from '../slotQuery';
import { useDashboardFlows } from '../viewerFlows';
import { DashboardView } from './DashboardView';
import { FleetOverview } from './FleetOverview';
import { ViewerActions } from './ViewerActions';

export default function DashboardViewScreen() {
  const params = useParams<{ projectId?: string }>();
  const projectId = params.projectId ?? '';
  const [path] = useLocation();
  const search = new URLSearchParams(useSearch());
  const version = search.get('version') ?? undefined;
  const username = useSelector(usePortal().actors.session, selectUsername);
  const ability = useAccess()?.ability;
  const slotDevices = slotDevicesOf(search);

  return (
    <>
      {username && <DefaultDashboardOverview projectId={projectId} username={username} />}
      <DashboardView
        projectId={projectId}
        version={version}
        slotDevices={slotDevices}
        onSlotsChange={(slots) => navigate(`${path}?${withSlotDevices(search, slots).toString()}`, { replace: true })}
        actions={(loaded) => <ViewerActions loaded={loaded} access={itemAccess(loaded.item, username, ability)} slotDevices={slotDevices} />}
      />
    </>
  );
}

/** The fleet overview, once the dashboard shown is known to be the person's default one. */
function DefaultDashboardOverview({ projectId, username }: { projectId: string; username: string }) {
  const organization = useSelectedOrganization();
  return organization ? <WhenDefault key={organization.resourceId} projectId={projectId} organization={organization.resourceId} username={username} /> : null;
}

function WhenDefault({ projectId, organization, username }: { projectId: string; organization: string; username: string }) {
  const { defaultDashboard } = useDashboardFlows();
  const preference = useActorRef(defaultDashboard, { input: { organization, username } });
  // A preference that cannot be read only leaves the overview out: the dashboard is what was asked for.
  const isDefault = useSelector(preference, (snapshot) => snapshot.status === 'done' && snapshot.output === projectId);
  return isDefault ? <FleetOverview organization={organization} /> : null;
}
