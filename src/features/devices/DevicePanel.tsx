// One device beside the fleet (spec §2 /devices, `device=<id>` in the address): what it is, whether it is online and
// since when, its tags' current values (a set point written by those who update devices), how it is configured,
// its connection history, its log, and what the person may do to it.
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
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { DeviceRecord } from '../../platform/mappingClient';
import { showBidiControls } from '../../ui/Bidi';
import { DateTime } from '../../ui/DateTime';
import { useAccess, useCanEnter } from '../../portal/portal';
import { useSwitch } from '../../kit/useSwitch';
import { DetailDrawer } from '../../ui/DetailDrawer';
import { Pill } from '../../ui/Pill';
import { ApplyPreset } from './ApplyPreset';
import { ConnectionHistory } from './ConnectionHistory';
import { DeviceAlarms } from './DeviceAlarms';
import { DeviceAppAccess } from './DeviceAppAccess';
import { DeviceConfigurationView } from './DeviceConfigurationView';
import { DeviceValues } from './DeviceValues';
import { modelPrefixOf } from './currentValues';
import { DeviceFacts } from './DeviceFacts';
import { DeviceIdentity } from './DeviceIdentity';
import { DeviceLog } from './DeviceLog';
import { MoveDevice } from './MoveDevice';
import { useDeviceFlows } from './flows';

export interface DevicePanelProps {
  organization: string;
  /** The organisation's numeric id (the core service's device move names it). */
  organizationId: number;
  deviceId: string;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: (device: DeviceRecord) => void;
  onClose: () => void;
  /** The device moved to another organisation: it is no longer this one's. */
  onMoved: () => void;
}

export function DevicePanel({ organization, organizationId, deviceId, canUpdate, canDelete, onEdit, onDelete, onClose, onMoved }: DevicePanelProps) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.device(organization));
  const query = useActorRef(machine, { input: { query: { deviceId } } });
  const stage = useSelector(query, selectQueryStage);
  const loaded = useSelector(query, selectAnswer<DeviceRecord>);
  const error = useSelector(query, selectQueryError);
  const name = loaded ? showBidiControls(loaded.label) : '';
  // The device log is the remote-access service's: only where the organisation has VPN and the person reads it.
  const readsRemoteAccess = useCanEnter()('vpn');
  // Which apps reach the device: their service accounts are users, asked about as people (users:read).
  const appAccessSwitch = useSwitch('deviceServiceAccountAssociation');
  const readsUsers = useAccess()?.ability.can('read', 'users') ?? false;
  // The alarms are the alarms section's: where it may be entered (an IoT organisation, alarms read).
  const readsAlarms = useCanEnter()('alarms');

  return (
    <DetailDrawer
      title={loaded ? t`Device ${name}` : t`Device`}
      stage={stage}
      item={loaded}
      error={error}
      labels={{
        loading: t`Loading the device`,
        failed: t`The device could not be loaded`,
        stale: t`The device's state could not be read again; what is shown may be out of date.`,
      }}
      onRetry={() => query.send({ type: 'query.retry' })}
      onClose={onClose}
    >
      {(device) => (
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Group gap="xs">
              {device.connected ? <Pill tone="positive">{t`Online`}</Pill> : <Pill tone="neutral">{t`Offline`}</Pill>}
              {!device.connected && device.updatedAt !== undefined && (
                <Text size="sm">
                  {t`Last seen`} <DateTime value={device.updatedAt} />
                </Text>
              )}
            </Group>
            <Group gap="xs">
              {canUpdate && (
                <Button variant="default" onClick={onEdit}>
                  {t`Edit`}
                </Button>
              )}
              {canDelete && (
                <Button variant="outline" color="red.9" onClick={() => onDelete(device)}>
                  {t`Delete`}
                </Button>
              )}
            </Group>
          </Group>
          <DeviceFacts device={device} />
          <section aria-labelledby="device-identity">
            <Title order={3} id="device-identity" mb="xs">
              {t`Platform record`}
            </Title>
            <DeviceIdentity
              organizationId={organizationId}
              deviceId={deviceId}
              canUpdate={canUpdate}
              onRelabelled={() => query.send({ type: 'query.refresh' })}
            />
          </section>
          <section aria-labelledby="device-values">
            <Title order={3} id="device-values" mb="xs">
              {t`Current values`}
            </Title>
            {device.modelName && device.modelVersion ? (
              <DeviceValues
                organization={organization}
                deviceId={deviceId}
                deviceName={name}
                modelPrefix={modelPrefixOf(device.modelName, device.modelVersion)}
                canWrite={canUpdate}
              />
            ) : (
              <Text c="dimmed">{t`The device has no model yet, so no values are read from it.`}</Text>
            )}
          </section>
          {readsAlarms && (
            <section aria-labelledby="device-alarms">
              <Title order={3} id="device-alarms" mb="xs">
                {t`Open alarms`}
              </Title>
              <DeviceAlarms organization={organization} deviceId={deviceId} />
            </section>
          )}
          <section aria-labelledby="device-configuration">
            <Title order={3} id="device-configuration" mb="xs">
              {t`Configuration`}
            </Title>
            <Stack gap="sm">
              {canUpdate && <ApplyPreset organization={organization} device={device} onApplied={() => query.send({ type: 'query.refresh' })} />}
              <DeviceConfigurationView key={device.presetId} organization={organization} deviceId={deviceId} />
            </Stack>
          </section>
          {canUpdate && (
            <section aria-labelledby="device-move">
              <Title order={3} id="device-move" mb="xs">
                {t`Move to another organization`}
              </Title>
              <MoveDevice organizationId={organizationId} deviceId={deviceId} label={name} onMoved={onMoved} />
            </section>
          )}
          <section aria-labelledby="device-connections">
            <Title order={3} id="device-connections" mb="xs">
              {t`Connection history`}
            </Title>
            <ConnectionHistory organization={organization} deviceId={deviceId} />
          </section>
          {appAccessSwitch && readsUsers && (
            <section aria-labelledby="device-app-access">
              <Title order={3} id="device-app-access" mb="xs">
                {t`Device access by apps`}
              </Title>
              <DeviceAppAccess organizationId={organizationId} deviceId={deviceId} />
            </section>
          )}
          <section aria-labelledby="device-log">
            <Title order={3} id="device-log" mb="xs">
              {t`Device log`}
            </Title>
            <DeviceLog organization={organization} logicalId={readsRemoteAccess ? device.logicalId : undefined} />
          </section>
        </Stack>
      )}
    </DetailDrawer>
  );
}
