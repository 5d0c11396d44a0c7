// Spec §2 /dashboards/{projectId}/edit (query version; without it the newest version, LATEST) and /new (the editor
// of a dashboard just created). Readers never get here: the editor needs update on dashboards and r/w on this one.
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { selectLoadStage } from '../../../../machines/dashboardLoad.machine';
import { useAccess, usePortal, useSelectedOrganization } from '../../../portal/portal';
import { selectUsername } from '../../../portal/selectors';
import { latestVersion } from '../../../platform/dashboardTypes';
import { Callout } from '../../../ui/Callout';
import { itemAccess } from '../browse/access';
import { LoadOutcome } from '../LoadOutcome';
import { useDashboardFlows } from '../viewerFlows';
import { Editor } from './Editor';

export default function DashboardEditScreen() {
  const params = useParams<{ projectId?: string }>();
  const organization = useSelectedOrganization();
  const version = new URLSearchParams(useSearch()).get('version') ?? latestVersion;
  const [path] = useLocation();
  const isNew = path.endsWith('/new');
  const projectId = params.projectId ?? '';
  return organization ? (
    <Opening key={`${organization.resourceId}/${projectId}/${version}`} organization={organization.resourceId} projectId={projectId} version={version} isNew={isNew} />
  ) : null;
}

function Opening({ organization, projectId, version, isNew }: { organization: string; projectId: string; version: string; isNew: boolean }) {
  const { t } = useLingui();
  const flows = useDashboardFlows();
  const [machine] = useState(() => flows.load(organization));
  const load = useActorRef(machine, { input: { projectId, version, slotDevices: {} } });
  const stage = useSelector(load, selectLoadStage);
  const loaded = useSelector(load, (snapshot) => snapshot.context.dashboard);
  const error = useSelector(load, (snapshot) => snapshot.context.error);
  const username = useSelector(usePortal().actors.session, selectUsername);
  const ability = useAccess()?.ability;

  if (stage === 'loading' || stage === 'notFound' || stage === 'failed') {
    return <LoadOutcome stage={stage} error={error} loadingLabel={t`Opening the editor`} onRetry={() => load.send({ type: 'load.retry' })} />;
  }
  if (stage === 'forbidden' || !loaded || !itemAccess(loaded.item, username, ability).mayEdit) {
    return <Callout tone="warning" title={t`You may not edit this dashboard`}>{t`Its owner can share it with you as an editor.`}</Callout>;
  }
  return <Editor organization={organization} loaded={loaded} isNew={isNew} />;
}
