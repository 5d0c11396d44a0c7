// View mode: rebind a device slot to another device of the slot's model (spec §2 device slots), found by searching
// the organisation's devices on the server.
import { useLingui } from '@lingui/react/macro';
import type { DeviceSlot } from '../../../platform/dashboardDocument';
import { showBidiControls } from '../../../ui/Bidi';
import type { DeviceChoice } from '../loadedDashboard';
import { DeviceCombobox } from './DeviceCombobox';

export function DevicePicker({
  organization,
  slot,
  deviceId,
  device,
  onPick,
}: {
  organization: string;
  slot: DeviceSlot;
  deviceId: string | undefined;
  /** The device in the slot, when known. */
  device: DeviceChoice | undefined;
  onPick: (device: DeviceChoice) => void;
}) {
  const { t } = useLingui();
  return (
    <DeviceCombobox
      organization={organization}
      modelName={slot.modelName}
      label={t`${showBidiControls(slot.name)} (${showBidiControls(slot.modelName)})`}
      selected={device?.deviceId === deviceId ? device : undefined}
      selectedId={deviceId}
      placeholder={deviceId ? undefined : t`No device`}
      onPick={onPick}
    />
  );
}
