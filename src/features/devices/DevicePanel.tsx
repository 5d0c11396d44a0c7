// One device beside the fleet (spec §2 /devices, `device=<id>` in the address): what it is and how it is configured,
// whether it is online and since when, its connection history, and what the person may do to it.
import { Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { DeviceRecord } from '../../platform/mappingClient';
import { showBidiControls } from '../../ui/Bidi';
import { DateTime } from '../../ui/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { usePhoneWidth } from '../../ui/phone';
import { Pill } from '../../ui/Pill';
import { Spinner } from '../../ui/Spinner';
import { ApplyPreset } from './ApplyPreset';
import { ConnectionHistory } from './ConnectionHistory';
import { DeviceFacts } from './DeviceFacts';
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
  const phone = usePhoneWidth();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.device(organization));
  const query = useActorRef(machine, { input: { query: { deviceId } } });
  const stage = useSelector(query, selectQueryStage);
  const device = useSelector(query, selectAnswer<DeviceRecord>);
  const error = useSelector(query, selectQueryError);
  const name = device ? showBidiControls(device.label) : '';

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={device ? t`Device ${name}` : t`Device`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {stage === 'failed' && device === undefined ? (
        <LoadFailure title={t`The device could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />
      ) : device === undefined ? (
        <Spinner label={t`Loading the device`} />
      ) : (
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
          {canUpdate && (
            <section aria-labelledby="device-configuration">
              <Title order={3} id="device-configuration" mb="xs">
                {t`Configuration`}
              </Title>
              <ApplyPreset organization={organization} device={device} onApplied={() => query.send({ type: 'query.refresh' })} />
            </section>
          )}
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
          {stage === 'failed' && (
            <Text role="alert" c="red.9" size="sm">{t`The device's state could not be read again; what is shown may be out of date.`}</Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
