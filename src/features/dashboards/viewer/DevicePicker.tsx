// View mode: rebind a device slot to another device of the slot's model (spec §2 device slots), found by searching
// the organisation's devices on the server; beside it, the device's most severe open alarm.
import { useLingui } from '@lingui/react/macro';
import type { DeviceSlot } from '../../../platform/dashboardDocument';
import { showBidiControls } from '../../../ui/Bidi';
import { SeverityBadge } from '../../../ui/SeverityBadge';
import type { DeviceChoice } from '../loadedDashboard';
import { useWidgetEnvironment } from '../widgets/environment';
import { DeviceCombobox } from './DeviceCombobox';
import classes from './viewer.module.css';

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
  const { deviceAlarms } = useWidgetEnvironment();
  // The device's state, shown once where the device is: its most severe open alarm (a tile shows only its own tag's).
  const severity = deviceId === undefined ? undefined : deviceAlarms?.byDevice[deviceId];
  return (
    <div className={classes.slot}>
      <DeviceCombobox
        organization={organization}
        modelName={slot.modelName}
        label={t`${showBidiControls(slot.name)} (${showBidiControls(slot.modelName)})`}
        selected={device?.deviceId === deviceId ? device : undefined}
        selectedId={deviceId}
        placeholder={deviceId ? undefined : t`No device`}
        onPick={onPick}
      />
      {severity === undefined ? null : <SeverityBadge severity={severity} title={t`The device's most severe open alarm`} />}
    </div>
  );
}
