// View mode: rebind a device slot to another device of the slot's model (spec §2 device slots).
import { NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useLingui } from '@lingui/react/macro';
import type { DeviceSlot } from '../../../platform/dashboardDocument';
import type { DeviceDetails } from '../../../platform/platformTypes';

export function DevicePicker({
  slot,
  deviceId,
  devices,
  onPick,
}: {
  slot: DeviceSlot;
  deviceId: string | undefined;
  devices: readonly DeviceDetails[];
  onPick: (deviceId: string) => void;
}) {
  const { t } = useLingui();
  const sameModel = devices.filter((device) => device.modelName === slot.modelName);
  const known = sameModel.some((device) => device.deviceId === deviceId);
  const options = [
    ...(known ? [] : [{ value: deviceId ?? '', label: deviceId ? t`Unknown device ${deviceId}` : t`No device`, disabled: true }]),
    ...sameModel.map((device) => ({ value: device.deviceId, label: device.label })),
  ];
  return (
    <NativeSelect
      label={t`${slot.name} (${slot.modelName})`}
      value={deviceId ?? ''}
      data={options}
      onChange={(event) => onPick(event.currentTarget.value)}
      size="xs"
    />
  );
}
