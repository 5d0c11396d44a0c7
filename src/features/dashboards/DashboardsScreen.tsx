// Spec §2 "dashboards", the section's landing route: the person's default dashboard when they set one, else the
// list of dashboards they may open (/directaccess).
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { navigate } from '../../routes/hashLocation';
import { useOrgHref, usePortal, useSelectedOrganization } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { Spinner } from '../../ui/Spinner';
import { useDashboardLinks } from './browse/links';
import { useDashboardFlows } from './viewerFlows';

export default function DashboardsScreen() {
  const organization = useSelectedOrganization();
  const username = useSelector(usePortal().actors.session, selectUsername);
  return organization && username ? <Opening organization={organization.resourceId} username={username} /> : null;
}

function Opening({ organization, username }: { organization: string; username: string }) {
  const { t } = useLingui();
  const href = useOrgHref();
  const links = useDashboardLinks();
  const { defaultDashboard } = useDashboardFlows();
  // Without a default, or when it cannot be read, the list is the way on (it says itself what failed). A failed read
  // reaches only an observer's `error`: without one, xstate throws it as an uncaught error.
  useActorRef(defaultDashboard, { input: { organization, username, landing: true } }, {
    next: (snapshot) => {
      if (snapshot.status === 'done') navigate((snapshot.output ? links.view(snapshot.output) : href('/directaccess')).slice(1), { replace: true });
    },
    error: () => navigate(href('/directaccess').slice(1), { replace: true }),
  });
  return <Spinner label={t`Opening your dashboards`} />;
}
