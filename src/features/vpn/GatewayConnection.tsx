// The parts of a gateway's panel that follow its connection: the Connect button with the connect's steps, and the
// endpoints with their own Connect. Each follows the connect statechart itself, so a step of a connect redraws these
// and not the whole panel (settings, licence, log): "Connected" is on screen as soon as the service says so.
import { Button } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectConnectStage } from '../../../machines/vpnConnect.machine';
import { showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { ConnectArea, type ConnectActor } from './ConnectArea';
import { GatewayEndpoints } from './GatewayEndpoints';
import type { ReachableGateway } from './flows';

interface ConnectionProps {
  connection: ConnectActor;
  gateway: ReachableGateway;
}

/** Whether the person may connect now, and whether a connect step is under way. */
function useConnectState({ connection, gateway }: ConnectionProps) {
  const stage = useSelector(connection, selectConnectStage);
  // A connection already held stays endable even when the person may no longer reach the gateway.
  const denied = !gateway.reachable && stage === 'idle';
  return { denied, idle: stage === 'idle', canConnect: !denied && (gateway.status === 'online' || stage !== 'idle') };
}

const connectTo = ({ connection, gateway }: ConnectionProps, endpointId?: string) =>
  connection.send({ type: 'user.connect', target: { gatewayId: gateway.gatewayId, endpointId, otpRequired: gateway.otpRequired } });

/** Connect to the whole gateway, the connect's steps, or why this person may not. */
export function GatewayConnection(props: ConnectionProps) {
  const { t } = useLingui();
  const { gateway } = props;
  const { denied, idle, canConnect } = useConnectState(props);
  const gatewayName = showBidiControls(gateway.name);
  const targetName = (endpointId?: string) =>
    showBidiControls(gateway.endpoints.find(({ deviceId }) => deviceId === endpointId)?.name ?? gateway.name);
  if (denied) {
    return (
      <Callout tone="warning" title={t`You may not reach this gateway`}>
        {t`None of your roles opens ${gatewayName} over the VPN. An administrator of the organization can give you access to it.`}
      </Callout>
    );
  }
  return (
    <>
      {idle && (
        <Button mb="sm" disabled={!canConnect} onClick={() => connectTo(props)}>
          {t`Connect to ${gatewayName}`}
        </Button>
      )}
      <ConnectArea connection={props.connection} targetName={targetName} canConnect={canConnect} />
    </>
  );
}

/** The gateway's endpoints, each connectable while no connect step is under way. */
export function ConnectableEndpoints({ organization, onChanged, ...props }: ConnectionProps & { organization: string; onChanged: () => void }) {
  const { denied, idle, canConnect } = useConnectState(props);
  return (
    <GatewayEndpoints
      organization={organization}
      gateway={props.gateway}
      canConnect={idle && canConnect}
      reachable={!denied}
      onConnect={(endpointId) => connectTo(props, endpointId)}
      onChanged={onChanged}
    />
  );
}
