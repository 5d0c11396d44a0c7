// The device log (spec §3 one device, §5 "Device log entries", §8 limit 1000): the remote-access log of the gateway
// the device is. A device is a gateway when the remote-access service has a gateway whose device licence has the
// device's logical id (facts §5 MappingDevice and §11 VPNDevice both carry `logicalId`); the log itself is the
// gateway panel's (src/sections/remoteAccess), read only where the organisation has VPN and the person may read it.
// Any other device has no log of its own on the platform: the panel says what is kept instead.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { Gateway } from '../../platform/vpnClient';
import { GatewayLog } from '../../sections/remoteAccess/GatewayLog';
import { showBidiControls } from '../../ui/Bidi';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useDeviceFlows } from './flows';

export function DeviceLog({ organization, logicalId }: { organization: string; logicalId: string | undefined }) {
  if (logicalId === undefined) return <NotAGateway />;
  return <GatewayDeviceLog organization={organization} logicalId={logicalId} />;
}

function NotAGateway() {
  const { t } = useLingui();
  return (
    <Text size="sm">
      {t`The platform keeps a log for remote-access gateways only: who connected, to what and when. For this device it keeps its connections and disconnections (the connection history above) and its alarms.`}
    </Text>
  );
}

function GatewayDeviceLog({ organization, logicalId }: { organization: string; logicalId: string }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.gatewayOf(organization, logicalId));
  const query = useActorRef(machine, { input: { query: {} } });
  const stage = useSelector(query, selectQueryStage);
  const gateway = useSelector(query, selectAnswer<Gateway | null>);
  const error = useSelector(query, selectQueryError);

  if (gateway === undefined) {
    if (stage === 'failed') return <LoadFailure title={t`The device log could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />;
    return <Spinner label={t`Loading the device log`} />;
  }
  if (gateway === null) return <NotAGateway />;
  const name = showBidiControls(gateway.name);
  return (
    <>
      <Text size="sm" mb="xs">
        <Trans>Remote access to this device goes through its gateway {name}: who connected to what, and when.</Trans>
      </Text>
      <GatewayLog organization={organization} gatewayId={gateway.gatewayId} changes={0} />
    </>
  );
}
