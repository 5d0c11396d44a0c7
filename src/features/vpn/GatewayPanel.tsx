// One gateway beside the list (`gateway=<id>` in the address): its status, its endpoints with who is connected and
// at what address, connecting to the whole gateway or one endpoint (only when the core says this person may reach
// it), launching an endpoint's applications (or listing the whole gateway's for this computer), adding and deleting endpoints, its settings, cloning its configuration
// onto another gateway, its VPN licence, maintenance, and its log.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { Gateway } from '../../platform/vpnClient';
import { showBidiControls } from '../../ui/Bidi';
import { DetailDrawer } from '../../ui/DetailDrawer';
import { Pill } from '../../ui/Pill';
import { useAccess } from '../../portal/portal';
import { ConnectableEndpoints, GatewayConnection } from './GatewayConnection';
import { GatewayApplications } from './GatewayApplications';
import { GatewayMaintenance } from './GatewayMaintenance';
import { GatewayPosition } from './GatewayPosition';
import { GatewayVpnLicence, VpnTimeNotice } from './GatewayVpnLicence';
import { CloneDialog } from './CloneDialog';
import { useVpnFlows, type ReachableGateway } from './flows';
import { GatewaySettingsForm } from './GatewaySettingsForm';
import { useSwitch } from '../../kit/useSwitch';
import { GatewayLog } from '../../kit/remoteAccess/GatewayLog';
import { statusLabels, statusTones } from '../../kit/remoteAccess/gatewayStatusLabels';

export interface GatewayPanelProps {
  organization: string;
  /** The organisation's numeric id, which the core's isAuthorized names it by. */
  organizationId: number;
  gatewayId: string;
  /** A connection was made or ended: the list's statuses changed. Keeps its identity across renders. */
  onChanged: () => void;
  onClose: () => void;
}

export function GatewayPanel({ organization, organizationId, gatewayId, onChanged, onClose }: GatewayPanelProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.gateway(organization, organizationId));
  const query = useActorRef(machine, { input: { query: { gatewayId } } });
  const stage = useSelector(query, selectQueryStage);
  const gateway = useSelector(query, selectAnswer<ReachableGateway>);
  const error = useSelector(query, selectQueryError);
  const name = gateway ? showBidiControls(gateway.name) : '';
  // Kept across renders: the details follow the connection with it.
  const changed = useCallback(() => {
    query.send({ type: 'query.refresh' });
    onChanged();
  }, [query, onChanged]);

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
          onChanged={changed}
        />
      )}
    </DetailDrawer>
  );
}

function GatewayDetails({ organization, gateway, onChanged }: { organization: string; gateway: ReachableGateway; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const flows = useVpnFlows();
  const showVpnIp = useSwitch('showVpnIp');
  const [cloning, setCloning] = useState(false);
  const [cloned, setCloned] = useState<Gateway>();
  const canUpdate = useAccess()?.ability.can('update', 'devices') ?? false;
  // A connect or disconnect that has just ended (done or failed) changed what the service holds: its traces (the
  // log, who is connected, the list's statuses) are read again; the log's redraw is a transition.
  const [changes, setChanges] = useState(0);
  const latestChanged = useRef(onChanged);
  useEffect(() => {
    latestChanged.current = onChanged;
  });
  const [machine] = useState(() =>
    flows.connect(organization).provide({
      actions: {
        serviceChanged: () => {
          startTransition(() => setChanges((count) => count + 1));
          latestChanged.current();
        },
      },
    }),
  );
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
  // The VPN licence is read here, for its section and the warning beside Connect.
  const [licenceMachine] = useState(() => flows.vpnLicence(organization, gateway.logicalId));
  const licence = useActorRef(licenceMachine, { input: { query: {} } });

  const gatewayName = showBidiControls(gateway.name);

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Pill tone={statusTones[gateway.status]}>{i18n._(statusLabels[gateway.status])}</Pill>
        {gateway.otpRequired && <Text size="sm">{t`Asks for a one-time password`}</Text>}
        {showVpnIp && (
          <Text size="sm">{gateway.vpn_ip_address ? t`VPN IP ${gateway.vpn_ip_address}` : t`No virtual IP`}</Text>
        )}
      </Group>
      <section aria-labelledby="gateway-connect">
        <Title order={3} id="gateway-connect" mb="xs">
          {t`Connection`}
        </Title>
        <GatewayConnection
          connection={connection}
          gateway={gateway}
          notice={<VpnTimeNotice gatewayName={gateway.name} query={licence} canUpdate={canUpdate} />}
        />
      </section>
      <section aria-labelledby="gateway-endpoints">
        <Title order={3} id="gateway-endpoints" mb="xs">
          {t`Endpoints`}
        </Title>
        <ConnectableEndpoints organization={organization} connection={connection} gateway={gateway} onChanged={onChanged} />
      </section>
      <section aria-labelledby="gateway-applications">
        <Title order={3} id="gateway-applications" mb="xs">
          {t`Applications`}
        </Title>
        <GatewayApplications organization={organization} gatewayId={gateway.gatewayId} gatewayName={gateway.name} />
      </section>
      <section aria-labelledby="gateway-vpn-licence">
        <Title order={3} id="gateway-vpn-licence" mb="xs">
          {t`VPN licence`}
        </Title>
        <GatewayVpnLicence organization={organization} gatewayName={gateway.name} logicalId={gateway.logicalId} query={licence} canUpdate={canUpdate} />
      </section>
      {canUpdate && (
        <section aria-labelledby="gateway-settings">
          <Title order={3} id="gateway-settings" mb="xs">
            {t`Settings`}
          </Title>
          <GatewaySettingsForm organization={organization} gateway={gateway} onSaved={onChanged} />
          <Title order={4} mt="md" mb="xs">
            {t`Clone`}
          </Title>
          <Stack gap="xs">
            <Group>
              <Button variant="default" onClick={() => setCloning(true)}>
                {t`Clone configuration to another gateway`}
              </Button>
            </Group>
            {cloned && (
              <Text role="status" size="sm">
                {t`${showBidiControls(cloned.name)} now has the configuration of ${gatewayName}: ${cloned.endpoints.length} endpoints.`}
              </Text>
            )}
          </Stack>
          {cloning && (
            <CloneDialog
              organization={organization}
              gateway={gateway}
              onCloned={(target) => {
                setCloning(false);
                setCloned(target);
                onChanged();
              }}
              onClose={() => setCloning(false)}
            />
          )}
        </section>
      )}
      {canUpdate && (
        <section aria-labelledby="gateway-maintenance">
          <Title order={3} id="gateway-maintenance" mb="xs">
            {t`Maintenance`}
          </Title>
          <GatewayMaintenance
            organization={organization}
            gatewayId={gateway.gatewayId}
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
            gatewayName={gateway.name}
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
