// Every application the gateway's endpoints offer on this computer's operating system, read when asked for (spec §7
// `connections/{org}/{gateway}/jsonActions`): each with the command the companion app runs, handed to it by a link,
// or the address a web application opens. One read lists the whole gateway, where LaunchDialog asks per endpoint.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { useActorRef } from '../../platform/actorFactory';
import type { GatewayApplication } from '../../platform/vpnClient';
import { showBidiControls } from '../../ui/Bidi';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { ApplicationTable } from './ApplicationTable';
import { useVpnFlows } from './flows';
import { companionLink, describeAction } from './launchAction';

export function GatewayApplications({ organization, gatewayId, gatewayName }: { organization: string; gatewayId: string; gatewayName: string }) {
  const { t } = useLingui();
  const [asked, setAsked] = useState(false);
  if (!asked) {
    return (
      <Group>
        <Button variant="default" onClick={() => setAsked(true)}>
          {t`Show the applications for this computer`}
        </Button>
      </Group>
    );
  }
  return <ApplicationList organization={organization} gatewayId={gatewayId} gatewayName={gatewayName} />;
}

function ApplicationList({ organization, gatewayId, gatewayName }: { organization: string; gatewayId: string; gatewayName: string }) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.gatewayApplications(organization));
  const query = useActorRef(machine, { input: { query: { gatewayId } } });
  const stage = useSelector(query, selectQueryStage);
  const applications = useSelector(query, selectAnswer<GatewayApplication[]>);
  const error = useSelector(query, selectQueryError);
  const name = showBidiControls(gatewayName);

  if (applications === undefined) {
    return stage === 'failed' ? (
      <LoadFailure title={t`The gateway's applications could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />
    ) : (
      <Spinner label={t`Loading the gateway's applications`} />
    );
  }
  if (applications.length === 0) {
    return <Text>{t`No endpoint of ${name} offers an application this computer can open. Give its endpoints a profile with applications on the Profiles tab.`}</Text>;
  }
  return (
    <ApplicationTable
      label={t`Applications on ${name}`}
      columns={[t`Endpoint`, t`Opens`]}
      minWidth={520}
      rows={applications.map((application) => {
        const where = t`${application.actionName} on ${showBidiControls(application.endpointName)}`;
        const runs = application.actions.filter((action) => action.type === 'run');
        return {
          key: `${application.endpointName} ${application.actionName}`,
          name: application.actionName,
          cells: [
            application.endpointName,
            <Stack key="opens" gap={2}>
              {application.actions.map((action) =>
                action.type === 'openUrl' ? (
                  <Anchor key={action.url} size="sm" href={action.url} target="_blank" rel="noreferrer" aria-label={t`Open ${where} at ${action.url}`}>
                    {action.url}
                  </Anchor>
                ) : (
                  <Text key={describeAction(action)} size="sm" ff="monospace">
                    {describeAction(action)}
                  </Text>
                ),
              )}
              {runs.length > 0 && (
                <Anchor size="sm" href={companionLink(runs)}>
                  {t`Open ${where} in the companion app`}
                </Anchor>
              )}
            </Stack>,
          ],
        };
      })}
    />
  );
}
