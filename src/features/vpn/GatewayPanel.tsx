// One gateway beside the list (`gateway=<id>` in the address): its status, its endpoints with who is connected and
// at what address, connecting to the whole gateway or one endpoint, launching an endpoint's applications, adding and
// deleting endpoints, and its log.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { selectConnectStage } from '../../../machines/vpnConnect.machine';
import type { Gateway } from '../../platform/vpnClient';
import { showBidiControls } from '../../ui/Bidi';
import { DetailDrawer } from '../../ui/DetailDrawer';
import { Pill } from '../../ui/Pill';
import { useAccess } from '../../portal/portal';
import { ConnectArea } from './ConnectArea';
import { GatewayEndpoints } from './GatewayEndpoints';
import { GatewayMaintenance } from './GatewayMaintenance';
import { GatewayPosition } from './GatewayPosition';
import { GatewayLog } from './GatewayLog';
import { useVpnFlows } from './flows';
import { statusLabels, statusTones } from './statusLabels';

export interface GatewayPanelProps {
  organization: string;
  gatewayId: string;
  /** A connection was made or ended: the list's statuses changed. */
  onChanged: () => void;
  onClose: () => void;
}

export function GatewayPanel({ organization, gatewayId, onChanged, onClose }: GatewayPanelProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.gateway(organization));
  const query = useActorRef(machine, { input: { query: { gatewayId } } });
  const stage = useSelector(query, selectQueryStage);
  const gateway = useSelector(query, selectAnswer<Gateway>);
  const error = useSelector(query, selectQueryError);
  const name = gateway ? showBidiControls(gateway.name) : '';

  return (
    <DetailDrawer
      title={gateway ? t`Gateway ${name}` : t`Gateway`}
      stage={stage}
      item={gateway}
      error={error}
      labels={{
        loading: t`Loading the gateway`,
        failed: t`The gateway could not be loaded`,
        stale: t`The gateway's state could not be read again; what is shown may be out of date.`,
      }}
      onRetry={() => query.send({ type: 'query.retry' })}
      onClose={onClose}
    >
      {(shown) => (
        <GatewayDetails
          organization={organization}
          gateway={shown}
          onChanged={() => {
            query.send({ type: 'query.refresh' });
            onChanged();
          }}
        />
      )}
    </DetailDrawer>
  );
}

function GatewayDetails({ organization, gateway, onChanged }: { organization: string; gateway: Gateway; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const flows = useVpnFlows();
  const canUpdate = useAccess()?.ability.can('update', 'devices') ?? false;
  const [machine] = useState(() => flows.connect(organization));
  // A connection this person already holds (the service says so) opens connected, so it can be ended here.
  const connection = useActorRef(machine, {
    input:
      gateway.status === 'connected'
        ? {
            connected: {
              target: { gatewayId: gateway.gatewayId, otpRequired: gateway.otpRequired },
              addresses: gateway.endpoints.flatMap(({ currentIpAddress }) => (currentIpAddress ? [currentIpAddress] : [])),
            },
          }
        : undefined,
  });
  const connectStage = useSelector(connection, selectConnectStage);
  // A connect or disconnect that has just ended (done or failed) changed what the service holds: its traces (the
  // log, who is connected, the list's statuses) are read again.
  const [changes, setChanges] = useState(0);
  const before = useRef(connectStage);
  useEffect(() => {
    const ended = (before.current === 'connecting' || before.current === 'disconnecting') && connectStage !== before.current;
    before.current = connectStage;
    if (!ended) return;
    setChanges((count) => count + 1);
    onChanged();
  }, [connectStage, onChanged]);

  const canConnect = gateway.status === 'online' || connectStage !== 'idle';
  const idle = connectStage === 'idle';
  const connect = (endpointId?: string) =>
    connection.send({ type: 'user.connect', target: { gatewayId: gateway.gatewayId, endpointId, otpRequired: gateway.otpRequired } });
  const targetName = (endpointId?: string) =>
    showBidiControls(gateway.endpoints.find(({ deviceId }) => deviceId === endpointId)?.name ?? gateway.name);
  const gatewayName = showBidiControls(gateway.name);

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Pill tone={statusTones[gateway.status]}>{i18n._(statusLabels[gateway.status])}</Pill>
        {gateway.otpRequired && <Text size="sm">{t`Asks for a one-time password`}</Text>}
      </Group>
      <section aria-labelledby="gateway-connect">
        <Title order={3} id="gateway-connect" mb="xs">
          {t`Connection`}
        </Title>
        {idle && (
          <Button mb="sm" disabled={!canConnect} onClick={() => connect()}>
            {t`Connect to ${gatewayName}`}
          </Button>
        )}
        <ConnectArea connection={connection} targetName={targetName} canConnect={canConnect} />
      </section>
      <section aria-labelledby="gateway-endpoints">
        <Title order={3} id="gateway-endpoints" mb="xs">
          {t`Endpoints`}
        </Title>
        <GatewayEndpoints organization={organization} gateway={gateway} canConnect={idle && canConnect} onConnect={connect} onChanged={onChanged} />
      </section>
      {canUpdate && (
        <section aria-labelledby="gateway-maintenance">
          <Title order={3} id="gateway-maintenance" mb="xs">
            {t`Maintenance`}
          </Title>
          <GatewayMaintenance
            organization={organization}
            gatewayId={gateway.gatewayId}
            name={gateway.name}
            onRenamed={onChanged}
            onReset={() => {
              // The reset dropped this person's own connection too, if they held one.
              connection.send({ type: 'service.ended' });
              setChanges((count) => count + 1);
              onChanged();
            }}
          />
          <Title order={4} mt="md" mb="xs">
            {t`Position`}
          </Title>
          <GatewayPosition
            organization={organization}
            gatewayId={gateway.gatewayId}
            latitude={gateway.latitude}
            longitude={gateway.longitude}
            onPlaced={onChanged}
          />
        </section>
      )}
      <section aria-labelledby="gateway-log">
        <Title order={3} id="gateway-log" mb="xs">
          {t`Log`}
        </Title>
        <GatewayLog organization={organization} gatewayId={gateway.gatewayId} changes={changes} />
      </section>
    </Stack>
  );
}
