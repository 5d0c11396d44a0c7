// A gateway's endpoints: who is connected to each and at what address, and per endpoint connecting to it alone,
// its applications (launched through the companion app), and deleting it; adding one for people who may create
// devices. Deleting asks first: a connection to that endpoint alone is dropped.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Gateway, GatewayEndpoint } from '../../platform/vpnClient';
import { useAccess } from '../../portal/portal';
import { Name, showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { CardTable } from '../../ui/CardTable';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { RowActions } from '../../ui/RowActions';
import { EndpointDialog } from './EndpointDialog';
import { LaunchDialog } from './LaunchDialog';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useVpnFlows } from './flows';

export interface GatewayEndpointsProps {
  organization: string;
  gateway: Gateway;
  /** Whether an endpoint may be connected to now (the gateway is online and no connect step is under way). */
  canConnect: boolean;
  /** Whether this person may reach the gateway at all (the core's isAuthorized): no connect is offered otherwise. */
  reachable: boolean;
  onConnect: (endpointId: string) => void;
  /** An endpoint was added or deleted. */
  onChanged: () => void;
}

export function GatewayEndpoints({ organization, gateway, canConnect, reachable, onConnect, onChanged }: GatewayEndpointsProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const ability = useAccess()?.ability;
  const canCreate = ability?.can('create', 'devices') ?? false;
  const canDelete = ability?.can('delete', 'devices') ?? false;
  const [launching, setLaunching] = useState<{ name: string; actionProfile: string }>();
  const [adding, setAdding] = useState(false);
  // The endpoint whose deletion is being confirmed; a failure closes the confirmation and says why above the table.
  const [deleting, setDeleting] = useState<GatewayEndpoint>();
  const removal = useSubmitFlow(
    () => flows.deleteEndpoint(organization, gateway.gatewayId),
    () => {
      setDeleting(undefined);
      onChanged();
    },
  );
  const confirming = deleting !== undefined && removal.stage !== 'failed';
  const gatewayName = showBidiControls(gateway.name);

  const chooseDeletion = (endpoint: GatewayEndpoint) => {
    setDeleting(endpoint);
    removal.edit();
  };

  return (
    <Stack gap="sm">
      {removal.stage === 'failed' && (
        <Callout tone="error" title={t`The endpoint was not deleted`}>
          <ErrorMessage error={removal.error} />
        </Callout>
      )}
      {gateway.endpoints.length === 0 ? (
        <Text c="dimmed">{t`This gateway has no endpoints.`}</Text>
      ) : (
        <CardTable minWidth={520}>
          <Table striped verticalSpacing="xs" aria-label={t`Endpoints`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Endpoint`}</Table.Th>
                <Table.Th scope="col">{t`Connected users`}</Table.Th>
                <Table.Th scope="col">{t`Address`}</Table.Th>
                <Table.Th scope="col">{t`Actions`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {gateway.endpoints.map((endpoint) => {
                const endpointName = showBidiControls(endpoint.name);
                const { actionProfile } = endpoint;
                return (
                  <Table.Tr key={endpoint.deviceId}>
                    <Table.Th scope="row">
                      <Name>{endpoint.name}</Name>
                    </Table.Th>
                    <Table.Td>{endpoint.connectedUsers.map(({ name }) => name).join(', ') || <Text span size="sm" c="dimmed">{t`None`}</Text>}</Table.Td>
                    <Table.Td>{endpoint.currentIpAddress ? <code>{endpoint.currentIpAddress}</code> : '–'}</Table.Td>
                    <Table.Td>
                      <RowActions
                        label={t`Actions for ${endpointName}`}
                        actions={[
                          reachable && { label: t`Connect`, name: t`Connect to ${endpointName}`, disabled: !canConnect, onClick: () => onConnect(endpoint.deviceId) },
                          actionProfile !== undefined && {
                            label: t`Applications`,
                            name: t`Applications on ${endpointName}`,
                            onClick: () => setLaunching({ name: endpoint.name, actionProfile }),
                          },
                          canDelete && {
                            label: t`Delete`,
                            name: t`Delete ${endpointName}`,
                            danger: true,
                            disabled: confirming,
                            onClick: () => chooseDeletion(endpoint),
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </CardTable>
      )}
      {canCreate && (
        <Group>
          <Button variant="default" onClick={() => setAdding(true)}>
            {t`Add endpoint`}
          </Button>
        </Group>
      )}
      {adding && (
        <EndpointDialog
          organization={organization}
          gatewayId={gateway.gatewayId}
          gatewayName={gatewayName}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            onChanged();
          }}
        />
      )}
      {launching && <LaunchDialog organization={organization} gatewayName={gateway.name} endpoint={launching} onClose={() => setLaunching(undefined)} />}
      <ConfirmDelete
        opened={confirming}
        title={t`Delete endpoint`}
        confirmLabel={t`Delete endpoint`}
        acting={removal.submitting}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && removal.submit(deleting.deviceId)}
      >
        <Trans>Delete the endpoint “{deleting?.name}” of {gatewayName}? A connection to it alone is dropped.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
