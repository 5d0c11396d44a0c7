// Spec §2 /store/container/{id} (read organizations): an installed app's page in a frame inside the portal, connected
// through the embedded-app protocol (facts §13, src/features/store/useAppHost.ts). The app's session (its own token,
// the organisation's theme) is read for the selected organisation; switching organisation keeps the app's frame as it
// is and tells the app (facts §13 ORGANIZATION_ID_CHANGED and the rest), without loading it again. The app's own address is kept in `appHref`, so a reload or a shared link reopens the same page.
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useOrgHref, usePortal, useSelectedOrganization } from '../../portal/portal';
import { selectAllowedTarget } from '../../portal/selectors';
import { onThemeChanged } from '../../portal/themeChanged';
import { splitHash } from '../../routes/hashLocation';
import { Callout } from '../../ui/Callout';
import { LoadFailure } from '../../ui/LoadFailure';
import { Skeleton } from '../../ui/Skeleton';
import { isNotInstalled, useStoreFlows, type AppSession, type SessionQuery } from './flows';
import { frameAddress } from './hostContext';
import { PaymentDialog } from './PaymentDialog';
import classes from './store.module.css';
import { useAppHost } from './useAppHost';

/**
 * The organisation the guard has let in. The screen stays on through an organisation switch (src/app/sections.ts):
 * until the guard has the new organisation's token the app keeps the one it has, whose session is still good.
 */
function useEnteredOrganization() {
  const { actors } = usePortal();
  const selected = useSelectedOrganization();
  const settled = useSelector(actors.guard, selectAllowedTarget) !== undefined;
  const [entered, setEntered] = useState(settled ? selected : undefined);
  if (settled && selected !== undefined && (selected.id !== entered?.id || selected.resourceId !== entered.resourceId)) setEntered(selected);
  return entered;
}

export default function ContainerScreen() {
  const params = useParams<{ id?: string }>();
  const organization = useEnteredOrganization();
  const appId = Number(params.id);
  return organization ? <Container key={appId} appId={appId} organization={organization} /> : null;
}

function Container({ appId, organization }: { appId: number; organization: { id: number; resourceId: string } }) {
  const { t } = useLingui();
  const flows = useStoreFlows();
  const href = useOrgHref();
  const query: SessionQuery = { organizationId: organization.id, resourceId: organization.resourceId, appId };
  const [machine] = useState(() => flows.session());
  const session = useActorRef(machine, { input: { query } });
  const data = useSelector(session, (snapshot) => snapshot.context.data);
  const error = useSelector(session, (snapshot) => snapshot.context.error);
  const failed = useSelector(session, (snapshot) => snapshot.matches('failed'));

  // A theme saved (here or in another tab): the session is read again, and the app is told THEME_CHANGED.
  useEffect(() => onThemeChanged(() => session.send({ type: 'query.refresh' })), [session]);

  // Another organisation chosen while the app is open: its session is read for that one, and the app is told.
  useEffect(() => {
    session.send({ type: 'query.change', query: { organizationId: organization.id, resourceId: organization.resourceId, appId } });
  }, [session, organization.id, organization.resourceId, appId]);

  if (failed) {
    return isNotInstalled(error) ? (
      <Callout tone="warning" title={t`This app is not installed in this organization`}>
        {/* Installed meanwhile (another window, another person): trying again opens it. */}
        <Group gap="md">
          <Anchor href={href(`/store/install/${appId}`)}>{t`See it in the store`}</Anchor>
          <Button variant="default" onClick={() => session.send({ type: 'query.retry' })}>
            {t`Try again`}
          </Button>
        </Group>
      </Callout>
    ) : (
      <LoadFailure title={t`The app could not be opened`} error={error} onRetry={() => session.send({ type: 'query.retry' })} />
    );
  }
  if (data === undefined) return <Skeleton label={t`Opening the app`} rows={3} />;
  // While another organisation's session is read, the app stays as it is; it is told of the change when it is there.
  const current = data.installation.organizationId === organization.id ? organization : undefined;
  return <AppView session={data} organization={current} />;
}

function AppView({ session, organization }: { session: AppSession; organization?: { id: number; resourceId: string } }) {
  const { t, i18n } = useLingui();
  const href = useOrgHref();
  const { installation } = session;
  const { app } = installation;
  // The frame's address is chosen once: later sessions (a new token, another organisation) are told, not reloaded.
  const [address] = useState(() =>
    frameAddress(app.globalPage.url, new URLSearchParams(splitHash(location.hash).search).get('appHref'), location.origin, i18n.locale),
  );
  const host = useAppHost({ session, organization });
  // Reloading the app mounts its frame afresh (same address), which starts the handshake again.
  const [loads, setLoads] = useState(0);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{app.name}</Title>
        <Anchor href={href('/store/manage')}>{t`Installed apps`}</Anchor>
      </Group>
      {host.failure !== undefined && (
        <Callout tone="warning" title={t`${app.name} did not connect to the portal`}>
          <Group justify="space-between">
            <span>{host.failure}</span>
            <Button variant="default" onClick={() => setLoads((count) => count + 1)}>
              {t`Reload the app`}
            </Button>
          </Group>
        </Callout>
      )}
      {host.notices.map((notice) => (
        <Callout key={notice.id} tone="warning" title={t`${app.name} asked for something the portal could not do`}>
          {notice.text}
        </Callout>
      ))}
      <iframe
        key={loads}
        ref={host.frame}
        id={`corvina-app-connect-${installation.id}`}
        title={app.name}
        src={address}
        className={classes.frame}
        // The app runs its own scripts and forms on its own origin, and nothing else: no pop-ups, no top navigation,
        // no downloads; the portal's Permissions-Policy denies it every device feature.
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="strict-origin"
        onLoad={host.frameLoaded}
      />
      <PaymentDialog appName={app.name} payments={host.payments} />
    </Stack>
  );
}
